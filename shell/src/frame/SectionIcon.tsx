import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Campaign from '@mui/icons-material/Campaign';
import ManageSearch from '@mui/icons-material/ManageSearch';
import FolderOpen from '@mui/icons-material/FolderOpen';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { MenuEntry } from 'shared-ui';

const ICONS: Record<NonNullable<MenuEntry['icon']>, typeof Article> = {
  content: Article,
  operation: Campaign,
  h5: PhoneIphone,
  permission: AdminPanelSettings,
  schedule: CalendarMonth,
  release: RocketLaunch,
  audit: ManageSearch,
};

/** The icon the menu tree names for a section; a folder for entries that name none. */
export function SectionIcon({ icon, ...props }: { icon: MenuEntry['icon'] } & SvgIconProps) {
  const Icon = icon ? ICONS[icon] : FolderOpen;
  return <Icon {...props} />;
}

import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { flattenMenu } from 'shared-ui';
import { AREA_BASE_PATHS, type ModuleDefinition } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';

/**
 * Where a module screen sits: its area, the area's module list (the link page it was opened from) and itself, so
 * staff deep in a module see the way back. Menu titles are the menu's own words.
 */
export function ModuleBreadcrumbs({ module }: { module: ModuleDefinition }) {
  const menu = flattenMenu();
  const areaPath = AREA_BASE_PATHS[module.area];
  const area = menu.find((entry) => entry.path === areaPath);
  const linkPage = menu.find((entry) => entry.path === `${areaPath}/modulesEdit`);
  const trail = [area, module.path.startsWith(`${areaPath}/modules/`) ? linkPage : undefined].filter((entry) => entry !== undefined);
  return (
    <Breadcrumbs aria-label="当前位置" sx={{ mb: 1 }}>
      {trail.map((entry) => (
        <Link key={entry.path} component={RouterLink} to={entry.path} underline="hover" color="inherit">
          {entry.title}
        </Link>
      ))}
      <Typography color="text.primary">{module.title}</Typography>
    </Breadcrumbs>
  );
}

import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ALWAYS_HIDDEN_MENU_PATHS, flattenMenu, moduleLinkPageOf } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';

export interface TrailStep {
  path: string;
  title: string;
}

/**
 * The way to a screen in the menu's own words, from the menu: its sections (the area, not 运营管理 above it), the
 * 模块编辑 page a module screen is reached through, and `via` (a screen reached from another, as the manager
 * library from 基金经理推荐).
 */
export function breadcrumbTrail(path: string, via: readonly TrailStep[] = []): TrailStep[] {
  const menu = flattenMenu();
  const hidden: ReadonlySet<string> = new Set(ALWAYS_HIDDEN_MENU_PATHS);
  // Hidden entries (<area>/modules) lead nowhere a person sees; the link page below stands for them.
  const sections = menu.filter((entry) => path.startsWith(`${entry.path}/`) && !hidden.has(entry.path)).sort((a, b) => a.path.length - b.path.length);
  // The top section is left out when an area below it is on the way (理财 App, not 运营管理 › 理财 App).
  const shown = sections.length > 1 ? sections.slice(1) : sections;
  const linkPagePath = moduleLinkPageOf(path);
  const linkPage = linkPagePath === null ? undefined : menu.find((entry) => entry.path === linkPagePath);
  return [...shown, ...(linkPage ? [linkPage] : []), ...via].map(({ path: to, title }) => ({ path: to, title }));
}

/**
 * Where a screen sits, as module screens show it (ModuleBreadcrumbs): links back along the way, then the screen.
 *
 * @example <PageBreadcrumbs path="/operation/wm/fund" title="基金管理" />
 */
export function PageBreadcrumbs({ path, title, via }: { path: string; title: string; via?: readonly TrailStep[] }) {
  return (
    <Breadcrumbs aria-label="当前位置" sx={{ mb: 1 }}>
      {breadcrumbTrail(path, via).map((step) => (
        <Link key={step.path} component={RouterLink} to={step.path} underline="hover" color="inherit">
          {step.title}
        </Link>
      ))}
      <Typography color="text.primary">{title}</Typography>
    </Breadcrumbs>
  );
}

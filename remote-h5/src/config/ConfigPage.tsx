import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-ui';
import { isPathPermitted, type ModuleDefinition } from 'shared-ui/contract';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'shared-ui/router';

/** The tab label of each product's configuration (the module's title says it in full). */
const TAB_LABELS: Record<string, string> = { 'config/stock': '股票', 'config/wm': '理财', 'config/h5': '统一产品官网', 'config/common': '公共' };

/** The configuration modules this account may open (a restricted account may hold only some products). */
function usePermittedModules(modules: readonly ModuleDefinition[]): readonly ModuleDefinition[] {
  const { permission } = useSession();
  return modules.filter((m) => isPathPermitted(permission, m.path));
}

/**
 * /h5/config: one tab per product (stock, wm, h5, common) the account may open; each tab is that product's
 * configuration module, whose screen (edit, pre-publish, published, history) comes from ModuleScreen.
 */
export function ConfigPage({ basePath, modules }: { basePath: string; modules: readonly ModuleDefinition[] }) {
  const { pathname } = useLocation();
  const permitted = usePermittedModules(modules);
  const current = permitted.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`))?.route ?? false;
  return (
    <Box>
      <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="H5 配置产品">
        {permitted.map((m) => (
          <Tab key={m.key} value={m.route} label={TAB_LABELS[m.route] ?? m.title} component={RouterLink} to={`${basePath}/${m.route}`} />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}

/** /h5/config itself: the first product the account may open (stock for full access). */
export function ConfigIndex({ basePath, modules }: { basePath: string; modules: readonly ModuleDefinition[] }) {
  const [first] = usePermittedModules(modules);
  if (!first) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        您没有任何 H5 配置的权限
      </Typography>
    );
  }
  return <Navigate to={`${basePath}/${first.route}`} replace />;
}

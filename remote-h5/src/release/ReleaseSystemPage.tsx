import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from 'shared-ui/components';
import { Link as RouterLink, Outlet, useLocation } from 'shared-ui/router';
import { RELEASE_BASE } from './common/releasePaths';

/** The views of /h5/relesesystem, as sub-routes (`edit` is where the section opens). */
export const RELEASE_VIEWS = [
  { path: 'edit', label: '文件编辑' },
  { path: 'prerelease', label: '预发布' },
  { path: 'release', label: '已发布' },
  { path: 'operationFolder', label: '文件夹操作' },
] as const;

/**
 * 文件发布系统: H5 pages kept as files in folders, pre-published after the server's check, published now or at a time,
 * revoked. Each view is a sub-route, so the tab is in the URL.
 */
export function ReleaseSystemPage() {
  const { pathname } = useLocation();
  const segment = pathname.slice(RELEASE_BASE.length + 1).split('/')[0] ?? '';
  const current = RELEASE_VIEWS.find((v) => v.path === segment)?.path ?? false;
  return (
    <Box data-testid="h5-release-system">
      <PageHeader title="文件发布系统" subtitle="上传 H5 页面文件，检查后预发布，立即或定时发布上线，必要时撤销" />
      <Paper variant="outlined">
        <Tabs value={current} sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }} aria-label="文件发布系统视图">
          {RELEASE_VIEWS.map((v) => (
            <Tab key={v.path} value={v.path} label={v.label} component={RouterLink} to={`${RELEASE_BASE}/${v.path}`} />
          ))}
        </Tabs>
        <Box sx={{ p: 2 }}>
          <Outlet />
        </Box>
      </Paper>
    </Box>
  );
}

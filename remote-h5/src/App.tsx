import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage, preloadRouteScreen, withScreenData } from 'shared-ui/components';
import { moduleScreenElement } from 'shared-ui/workflow';
import { ConfigIndex, ConfigPage } from './config/ConfigPage';
import { h5Modules } from './modules';
import { OverviewPage } from './overview/OverviewPage';
import { preloadEditView, preloadOverview } from './release/api/queries';
import { EditView } from './release/edit/EditView';
import { OperationFolderView } from './release/edit/OperationFolderView';
import { PrereleaseView } from './release/prerelease/PrereleaseView';
import { ReleaseSystemPage } from './release/ReleaseSystemPage';
import { ReleaseView } from './release/live/ReleaseView';

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/h5'];

const CONFIG_PREFIX = 'config/';

// The screens whose first data starts with the guard's check (withScreenData): made once, so the early start finds them.
const configScreens = h5Modules.map((m) => ({ module: m, element: moduleScreenElement(m) }));
const editScreen = withScreenData(<EditView />, preloadEditView);
const overviewScreen = withScreenData(<OverviewPage />, preloadOverview);

/** The routes below `basePath`: what App renders and what the early start matches a path against. */
function routesUnder(basePath: string) {
  return (
    <>
      <Route index element={<Navigate to="config" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="H5" basePath={basePath} modules={h5Modules} />} />
      <Route path="config" element={<ConfigPage basePath={basePath} modules={h5Modules} />}>
        <Route index element={<ConfigIndex basePath={basePath} modules={h5Modules} />} />
        {configScreens.map(({ module, element }) => (
          <Route key={module.key} path={module.route.slice(CONFIG_PREFIX.length)} element={element} />
        ))}
      </Route>
      <Route path="relesesystem" element={<ReleaseSystemPage />}>
        <Route index element={<Navigate to="edit" replace />} />
        <Route path="edit" element={editScreen} />
        <Route path="prerelease" element={<PrereleaseView />} />
        <Route path="release" element={<ReleaseView />} />
        <Route path="operationFolder" element={<OperationFolderView />} />
        <Route path="operationFolder/:id" element={<OperationFolderView />} />
      </Route>
      <Route path="newsystem" element={overviewScreen} />
      <Route path="*" element={<NotFoundPage />} />
    </>
  );
}

/**
 * H5 publishing, mounted by the shell at `/h5`: the configuration modules (/h5/config/<product>, linked from
 * /h5/modulesEdit), the file-release system (/h5/relesesystem/…) and its overview (/h5/newsystem).
 */
export default function App({ basePath }: RemoteAppProps) {
  return <Routes>{routesUnder(basePath)}</Routes>;
}

/**
 * The shell's early start (RemoteAppModule): the first data of the edit view, the overview and the configuration
 * modules while the guard checks the path. Their code comes with this App.
 */
export function preloadScreen(subPath: string, search?: string): void {
  preloadRouteScreen(routesUnder(BASE_PATHS[0]!), subPath, search);
}

import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage } from 'shared-ui/components';
import { ModuleScreen } from 'shared-ui/workflow';
import { ConfigIndex, ConfigPage } from './config/ConfigPage';
import { h5Modules } from './modules';
import { OverviewPage } from './overview/OverviewPage';
import { EditView } from './release/edit/EditView';
import { OperationFolderView } from './release/edit/OperationFolderView';
import { PrereleaseView } from './release/prerelease/PrereleaseView';
import { ReleaseSystemPage } from './release/ReleaseSystemPage';
import { ReleaseView } from './release/live/ReleaseView';

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/h5'];

const CONFIG_PREFIX = 'config/';

/**
 * H5 publishing, mounted by the shell at `/h5`: the configuration modules (/h5/config/<product>, linked from
 * /h5/modulesEdit), the file-release system (/h5/relesesystem/…) and its overview (/h5/newsystem).
 */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="config" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="H5" basePath={basePath} modules={h5Modules} />} />
      <Route path="config" element={<ConfigPage basePath={basePath} modules={h5Modules} />}>
        <Route index element={<ConfigIndex basePath={basePath} modules={h5Modules} />} />
        {h5Modules.map((m) => (
          <Route key={m.key} path={m.route.slice(CONFIG_PREFIX.length)} element={<ModuleScreen key={m.key} module={m} />} />
        ))}
      </Route>
      <Route path="relesesystem" element={<ReleaseSystemPage />}>
        <Route index element={<Navigate to="edit" replace />} />
        <Route path="edit" element={<EditView />} />
        <Route path="prerelease" element={<PrereleaseView />} />
        <Route path="release" element={<ReleaseView />} />
        <Route path="operationFolder" element={<OperationFolderView />} />
        <Route path="operationFolder/:id" element={<OperationFolderView />} />
      </Route>
      <Route path="newsystem" element={<OverviewPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

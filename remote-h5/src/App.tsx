import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage } from 'shared-ui/components';
import { h5Modules } from './modules';

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/h5'];

/** H5 publishing, mounted by the shell at `/h5`. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="config" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="H5" basePath={basePath} modules={h5Modules} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

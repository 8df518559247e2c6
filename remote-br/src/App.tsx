import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage } from 'shared-ui/components';
import { brModules } from './modules';

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/operation/br'];

/** 证券 App operations, mounted by the shell at `/operation/br`. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="modulesEdit" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="证券 App" basePath={basePath} modules={brModules} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

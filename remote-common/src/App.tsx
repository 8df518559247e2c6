import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage } from 'shared-ui/components';
import { commonModules } from './modules';

/** The route paths this remote answers: the shared modules and the official website (ow). */
export const BASE_PATHS = ['/operation/common', '/operation/ow'];

/** Shared modules and the official website, mounted by the shell at `/operation/common` and `/operation/ow`. */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath === '/operation/ow') {
    return (
      <Routes>
        <Route index element={<Navigate to="dynamics" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<Navigate to="modulesEdit" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="公共模块" basePath={basePath} modules={commonModules} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

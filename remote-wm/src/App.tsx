import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage } from 'shared-ui/components';
import { wmModules } from './modules';

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/operation/wm'];

/** Wealth-management operations, mounted by the shell at `/operation/wm`. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="modulesEdit" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="理财 App" basePath={basePath} modules={wmModules} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

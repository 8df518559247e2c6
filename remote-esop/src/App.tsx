import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage } from 'shared-ui/components';
import { esopModules } from './modules';

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/operation/esop'];

/** 员工持股 App operations, mounted by the shell at `/operation/esop`. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="modulesEdit" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="员工持股 App" basePath={basePath} modules={esopModules} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

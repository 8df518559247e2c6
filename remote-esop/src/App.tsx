import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage, preloadRouteScreen } from 'shared-ui/components';
import { moduleScreenElement } from 'shared-ui/workflow';
import { esopModules } from './modules';

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/operation/esop'];

/** The module screens, made once with their early data (moduleScreenElement): App renders them, the early start matches them. */
const moduleRoutes = esopModules.map((m) => <Route key={m.key} path={m.route} element={moduleScreenElement(m)} />);

/** 员工持股 App operations, mounted by the shell at `/operation/esop`. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="modulesEdit" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="员工持股 App" basePath={basePath} modules={esopModules} />} />
      {moduleRoutes}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The shell's early start (RemoteAppModule): a module screen's draft while the guard checks the path. */
export function preloadScreen(subPath: string, search?: string): void {
  preloadRouteScreen(moduleRoutes, subPath, search);
}

import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage, preloadRouteScreen } from 'shared-ui/components';
import { ModuleScreen } from 'shared-ui/workflow';
import { fundLibraryScreen } from './fund/FundLibraryRoute';
import { managerLibraryScreen } from './manager/ManagerLibraryRoute';
import { wmModules } from './modules';

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/operation/wm'];

// The link page lists the modules under modules/; screens such as push sit beside modulesEdit and have menu entries of their own.
const linkedModules = wmModules.filter((m) => m.route.startsWith('modules/'));

/** The screens that are chunks of their own (lazyScreen): the shell's early start finds their code here. */
const lazyScreenRoutes = [
  <Route key="fund" path="fund" element={fundLibraryScreen} />,
  // Below the candidate module's path: whoever may open the module may keep its managers.
  <Route key="managers" path="modules/candidate/managers" element={managerLibraryScreen} />,
];

/** Wealth-management operations, mounted by the shell at `/operation/wm`. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="modulesEdit" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="理财 App" basePath={basePath} modules={linkedModules} />} />
      {lazyScreenRoutes}
      {wmModules.map((m) => (
        <Route key={m.key} path={m.route} element={<ModuleScreen module={m} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * The shell's early start (RemoteAppModule): the fund or manager library's code while the guard checks the path. The
 * module screens need nothing: they come with this App.
 */
export function preloadScreen(subPath: string, search?: string): void {
  preloadRouteScreen(lazyScreenRoutes, subPath, search);
}

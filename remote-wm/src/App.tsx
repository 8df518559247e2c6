import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage, preloadRouteScreen } from 'shared-ui/components';
import { moduleScreenElement } from 'shared-ui/workflow';
import { fundLibraryScreen } from './fund/FundLibraryRoute';
import { managerLibraryScreen } from './manager/ManagerLibraryRoute';
import { wmModules } from './modules';

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/operation/wm'];

// The link page lists the modules under modules/; screens such as push sit beside modulesEdit and have menu entries of their own.
const linkedModules = wmModules.filter((m) => m.route.startsWith('modules/'));

/**
 * The screens the shell's early start finds here: the libraries, chunks of their own (lazyScreen), and the module
 * screens with their drafts (moduleScreenElement). Made once; App renders them.
 */
const screenRoutes = [
  <Route key="fund" path="fund" element={fundLibraryScreen} />,
  // Below the candidate module's path: whoever may open the module may keep its managers.
  <Route key="managers" path="modules/candidate/managers" element={managerLibraryScreen} />,
  ...wmModules.map((m) => <Route key={m.key} path={m.route} element={moduleScreenElement(m)} />),
];

/** Wealth-management operations, mounted by the shell at `/operation/wm`. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="modulesEdit" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="理财 App" basePath={basePath} modules={linkedModules} />} />
      {screenRoutes}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * The shell's early start (RemoteAppModule): while the guard checks the path, the fund or manager library's code, or a
 * module screen's draft.
 */
export function preloadScreen(subPath: string, search?: string): void {
  preloadRouteScreen(screenRoutes, subPath, search);
}

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
// The fund-manager library is granted on its own too (issue 35): a card of its own for whoever has it without the
// candidate module (who has the module reaches it from the module's screen as well).
const MANAGER_LIBRARY_LINK = { name: 'managers', route: 'modules/candidate/managers', title: '基金经理库', description: '基金经理的资料、照片与在管基金，供运营位挑选' };
const linkedModules = [...wmModules.filter((m) => m.route.startsWith('modules/')), MANAGER_LIBRARY_LINK];

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

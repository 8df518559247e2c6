/**
 * The route table (history mode). Public pages and /login sit outside the frame; every other path is a child of the
 * frame's layout route, whose loader is the guard (login, local permission, server module check) and runs before
 * anything renders. The frame and /home are the console's first screen (the page a sign-in lands on), loaded and
 * preloaded with it; the in-place login form, the permission screen and the remotes are lazy.
 */
import { lazy } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'shared-ui/router';
import { AUDIT_PATH, PERMISSION_ADMIN_PATH, RELEASE_PATH, SCHEDULE_PATH, SECTION_REDIRECTS } from 'shared-ui';
import { loadSchedulePage, warmSchedule } from '../schedule/warmSchedule';
import FrameLayout from '../frame/FrameLayout';
import HomePage from '../home/HomePage';
import { FullPageSpinner } from '../FullPageSpinner';
import { createGuardLoaders, revalidateOnEveryPath } from '../guard/createGuardLoaders';
import { createModuleAccessChecker } from '../guard/moduleAccessChecker';
import { HOME_PATH, LOGIN_PATH } from '../guard/routePaths';
import { loadRemoteComponent, warmRemoteFor, type RemoteLoader } from '../remotes/loadRemoteComponent';
import { loadRemoteModuleList } from '../remotes/loadRemoteModuleList';
import { RemoteMount } from '../remotes/RemoteMount';
import { FRAME_REMOTE_ROUTES, PUBLIC_REMOTE_ROUTES } from '../remotes/remoteRoutes';
import type { SessionStore } from '../session/sessionStore';
import { CONTRACT_PAGE_PATH } from '../contract/contractPage';
import { PublicRemotePage } from './PublicRemotePage';

// Only super admins open it: its chunk (and the module lists it fetches) stay out of everyone else's way.
const PermissionPage = lazy(() => import('../permission/PermissionPage'));
// The contract's OpenAPI viewer (Swagger UI, large): its own chunk, loaded only when a super admin opens it.
const ContractPage = lazy(() => import('../contract/ContractPage'));
// The publishing calendar with its month: its own chunk, loaded when someone opens /schedule or is about to
// (warmSchedule: the guard's check, a rest on its menu entry). FullCalendar (the week and day) is a chunk of the page's.
const SchedulePage = lazy(loadSchedulePage);
// 发布批次: its own chunk, loaded when someone opens /releases.
const ReleasesPage = lazy(() => import('../releases/ReleasesPage'));
// The audit trail (super admins): its own chunk, like /permission.
const AuditPage = lazy(() => import('../audit/AuditPage'));
const NotFoundPage = lazy(() => import('shared-ui/screen').then((m) => ({ default: m.NotFoundPage })));

type AppRouter = ReturnType<typeof createBrowserRouter>;

export function appRoutes(guard: RouteObject['loader'], load: RemoteLoader = loadRemoteComponent): RouteObject[] {
  const spinner = <FullPageSpinner />;
  return [
    { path: '/', loader: guard, hydrateFallbackElement: spinner, element: null },
    // The console's own /login (a session ending while it runs; `pnpm dev`): the form's code loads when it is shown,
    // not with the first screen (the light login page is what a signed-out visitor gets).
    {
      path: LOGIN_PATH,
      loader: guard,
      hydrateFallbackElement: spinner,
      lazy: async () => ({ Component: (await import('../login/RoutedLoginPage')).RoutedLoginPage }),
    },
    { path: '/approval', loader: () => redirect(SECTION_REDIRECTS['/approval'] ?? '/approval/70000'), hydrateFallbackElement: spinner },
    ...PUBLIC_REMOTE_ROUTES.map<RouteObject>((route) => ({
      path: `${route.basePath}/*`,
      element: <PublicRemotePage key={route.basePath} route={route} load={load} />,
    })),
    {
      id: 'frame',
      loader: guard,
      shouldRevalidate: revalidateOnEveryPath,
      hydrateFallbackElement: spinner,
      element: <FrameLayout />,
      children: [
        { path: HOME_PATH, element: <HomePage /> },
        { path: PERMISSION_ADMIN_PATH, element: <PermissionPage loadModuleList={loadRemoteModuleList} /> },
        { path: CONTRACT_PAGE_PATH, element: <ContractPage /> },
        { path: SCHEDULE_PATH, element: <SchedulePage /> },
        { path: AUDIT_PATH, element: <AuditPage /> },
        { path: RELEASE_PATH, element: <ReleasesPage /> },
        ...FRAME_REMOTE_ROUTES.map<RouteObject>((route) => ({
          path: `${route.basePath}/*`,
          // Keyed per area: two areas of one remote (common, ow) must not share a mounted instance.
          element: <RemoteMount key={route.basePath} target={route} basePath={route.basePath} areaTitle={route.areaTitle} load={load} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter(store: SessionStore): AppRouter {
  let router: AppRouter | null = null;
  const { guard } = createGuardLoaders({
    store,
    modules: createModuleAccessChecker(),
    warm: (path, search) => {
      if (path !== SCHEDULE_PATH) return warmRemoteFor(path, search);
      // Entering it only: a filter changed on the page is the page's own query.
      // Allowed by the local rules while the server check is out: the code and the first answers start beside it.
      if (!router?.state.initialized || router.state.location.pathname !== SCHEDULE_PATH) warmSchedule(search, store.getState().session?.permission ?? []);
    },
    currentPath: () => {
      if (!router?.state.initialized) return null;
      const { pathname, search } = router.state.location;
      return `${pathname}${search}`;
    },
  });
  router = createBrowserRouter(appRoutes(guard));
  return router;
}

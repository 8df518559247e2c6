import { createMemoryRouter, type RouteObject } from 'shared-ui/router';
import { notificationQueue, ok } from 'shared-ui';
import { createSessionStore, type SessionStore } from '../session/sessionStore';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { createGuardLoaders, revalidateOnEveryPath } from './createGuardLoaders';
import { createModuleAccessChecker } from './moduleAccessChecker';

const MODULE_CHECK = 'POST account/permission/management/module/check';
let backend: FakeBackend;

function setUp(store: SessionStore, at: string, warm?: (path: string, search: string) => void) {
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const { guard } = createGuardLoaders({
    store,
    modules: createModuleAccessChecker(),
    warm,
    currentPath: () => (router?.state.initialized ? `${router.state.location.pathname}${router.state.location.search}` : null),
  });
  const routes: RouteObject[] = [
    { path: '/', loader: guard },
    { path: '/login', loader: guard, element: <p>login</p> },
    {
      loader: guard,
      shouldRevalidate: revalidateOnEveryPath,
      children: [
        { path: '/home', element: <p>home</p> },
        { path: '/operation/wm/*', element: <p>wm</p> },
        { path: '/operation/esop/*', element: <p>esop</p> },
        { path: '*', element: <p>not found</p> },
      ],
    },
  ];
  router = createMemoryRouter(routes, { initialEntries: [at] });
  return router;
}

async function settle(router: ReturnType<typeof createMemoryRouter>) {
  while (!router.state.initialized || router.state.navigation.state !== 'idle') await new Promise((r) => setTimeout(r, 0));
}

const editorSession = {
  uid: 'u-2',
  account: 'editor',
  role: 'editor' as const,
  permission: ['/operation/wm/push', '/operation/wm/modules/maskLayer'],
  isSuperAdmin: false,
};

beforeEach(() => {
  backend = installFakeBackend().on(MODULE_CHECK, ({ body }) =>
    (body as { path: string }).path === '/operation/wm/modules/maskLayer'
      ? { body: { code: 1029, msg: 'no module permission', data: null } }
      : { body: ok(null) },
  );
  notificationQueue.clear();
});

afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

describe('guard loaders', () => {
  it('checks the server before a page opens, once per path, and cancels a refused navigation', async () => {
    const router = setUp(createSessionStore({ phase: 'loggedIn', session: editorSession }), '/operation/wm/push');
    await settle(router);
    expect(router.state.location.pathname).toBe('/operation/wm/push');
    expect(backend.callsTo(MODULE_CHECK).map((c) => c.body)).toEqual([{ path: '/operation/wm/push' }]);

    // Refused by the local rule: no server call, the user stays where they were, with the message.
    await router.navigate('/operation/esop/modulesEdit');
    await settle(router);
    expect(router.state.location.pathname).toBe('/operation/wm/push');
    expect(notificationQueue.getSnapshot().map((n) => n.message)).toEqual(['抱歉，您没有该模块的权限']);
    expect(backend.callsTo(MODULE_CHECK)).toHaveLength(1);

    // Allowed locally, refused by the server (1029).
    notificationQueue.clear();
    await router.navigate('/operation/wm/modules/maskLayer');
    await settle(router);
    expect(router.state.location.pathname).toBe('/operation/wm/push');
    expect(notificationQueue.getSnapshot().map((n) => n.message)).toEqual(['抱歉，您没有该模块的权限']);

    // Moving within the frame re-runs the guard; a path already allowed is not asked again.
    await router.navigate('/home');
    await settle(router);
    await router.navigate('/operation/wm/push');
    await settle(router);
    expect(router.state.location.pathname).toBe('/operation/wm/push');
    expect(backend.callsTo(MODULE_CHECK).map((c) => c.body)).toEqual([
      { path: '/operation/wm/push' },
      { path: '/operation/wm/modules/maskLayer' },
    ]);
  });

  it('warms a locally allowed path while its server check is out, and no path the local rules refuse', async () => {
    const warmed: { path: string; search: string; checksSent: number }[] = [];
    const router = setUp(createSessionStore({ phase: 'loggedIn', session: editorSession }), '/operation/wm/push', (path, search) =>
      warmed.push({ path, search, checksSent: backend.callsTo(MODULE_CHECK).length }),
    );
    await settle(router);
    await router.navigate('/operation/esop/modulesEdit');
    await settle(router);
    await router.navigate('/operation/wm/modules/maskLayer?page=2');
    await settle(router);
    // Told before the check is sent (so the code loads alongside it); the server's refusal is the check's to enforce.
    // (A revalidation of the page the user stays on tells it again: the load is shared, so that costs nothing.)
    expect(warmed[0]).toEqual({ path: '/operation/wm/push', search: '', checksSent: 0 });
    // With its query: the screen's first data depends on it.
    expect(warmed).toContainEqual({ path: '/operation/wm/modules/maskLayer', search: '?page=2', checksSent: 1 });
    expect(new Set(warmed.map((w) => w.path))).toEqual(new Set(['/operation/wm/push', '/operation/wm/modules/maskLayer']));
    expect(router.state.location.pathname).toBe('/operation/wm/push');
  });

  it('adds no message of its own when the check died of something the client already said (a dead session)', async () => {
    backend.on(MODULE_CHECK, ({ body }) =>
      (body as { path: string }).path === '/operation/wm/modules/maskLayer' ? { status: 401, body: { code: 401, msg: '登录已失效，请重新登录', data: null } } : { body: ok(null) },
    );
    const router = setUp(createSessionStore({ phase: 'loggedIn', session: editorSession }), '/operation/wm/push');
    await settle(router);
    await router.navigate('/operation/wm/modules/maskLayer');
    await settle(router);
    expect(router.state.location.pathname).toBe('/operation/wm/push');
    // The session-invalid handling (the client's event) speaks; the guard does not say it a second time.
    expect(notificationQueue.getSnapshot()).toEqual([]);
  });

  it('sends a refused typed URL to /home', async () => {
    const router = setUp(createSessionStore({ phase: 'loggedIn', session: editorSession }), '/operation/esop/modulesEdit');
    await settle(router);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('waits for the session restore, then sends a logged-out visitor to /login and remembers the target', async () => {
    const store = createSessionStore({ phase: 'restoring' });
    const router = setUp(store, '/operation/wm/push?tab=2');
    await new Promise((r) => setTimeout(r, 0));
    expect(router.state.initialized).toBe(false);
    store.endSession();
    await settle(router);
    expect(router.state.location.pathname).toBe('/login');
    expect(store.takeTarget()).toBe('/operation/wm/push?tab=2');
  });

  it('sends a signed-in user away from /login and /', async () => {
    const router = setUp(createSessionStore({ phase: 'loggedIn', session: editorSession }), '/login');
    await settle(router);
    expect(router.state.location.pathname).toBe('/home');
    await router.navigate('/');
    await settle(router);
    expect(router.state.location.pathname).toBe('/home');
  });
});

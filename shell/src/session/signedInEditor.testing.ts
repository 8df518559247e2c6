/**
 * Test set-up shared by the session tests: an editor signed in (cookies, stored login, session store) on the push
 * screen, with a memory router that also knows /login.
 */
import { saveStoredLogin, setSessionCookies } from 'shared-ui';
import { createMemoryRouter } from 'shared-ui/router';
import { createElement } from 'react';
import { createSessionStore, type SessionStore } from './sessionStore';

export const EDITOR_PERMISSION = ['/operation/wm/push'];

export function signedInEditorOnPush(): { store: SessionStore; router: ReturnType<typeof createMemoryRouter> } {
  setSessionCookies({ uid: 'u-1', session: 's-1', group: 'editor' }, Date.now() + 3_600_000);
  saveStoredLogin({ account: 'editor', permission: EDITOR_PERMISSION, isSuperAdmin: false });
  const store = createSessionStore({
    phase: 'loggedIn',
    session: { uid: 'u-1', account: 'editor', role: 'editor', permission: EDITOR_PERMISSION, isSuperAdmin: false },
  });
  const router = createMemoryRouter(
    [
      { path: '/operation/wm/push', element: createElement('p', null, '推送管理') },
      { path: '/login', element: createElement('p', null, '登录页') },
    ],
    { initialEntries: ['/operation/wm/push'] },
  );
  return { store, router };
}

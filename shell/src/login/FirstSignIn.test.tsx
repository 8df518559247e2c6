import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'shared-ui/router';
import { DEFAULT_SIGNIN_CIPHER, decryptCredentials } from 'shared-ui/contract';
import { clearSessionCookies, ok, readSessionCookies } from 'shared-ui';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { createSessionStore, type SessionStore } from '../session/sessionStore';
import { RoutedLoginPage } from './RoutedLoginPage';

const SIGNIN_OK = {
  headers: { authorization: 'session-token-1' },
  body: { code: 200, msg: 'ok', data: { uid: 'u-7', group: 'editor', expire: Date.now() + 3_600_000 } },
};
const RESTRICTED = { body: { code: 1031, msg: 'restricted', data: { id: 7, permission: ['/operation/wm/push'] } } };

let backend: FakeBackend;
let store: SessionStore;

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <RoutedLoginPage store={store} cipher={DEFAULT_SIGNIN_CIPHER} /> },
      { path: '/home', element: <p>首页</p> },
      { path: '/operation/wm/push', element: <p>推送</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function signInWithInitialPassword() {
  const user = userEvent.setup();
  await screen.findByTestId('captcha-image');
  await user.type(field('账号'), 'newcomer');
  await user.type(field('密码'), 'Initial123');
  await user.type(field('验证码'), 'ABCD');
  await user.click(screen.getByRole('button', { name: '登录' }));
  await screen.findByRole('heading', { name: '请先修改初始密码' });
}

beforeEach(() => {
  localStorage.clear();
  clearSessionCookies();
  store = createSessionStore({ phase: 'loggedOut' });
  backend = installFakeBackend()
    .onSequence('GET login/captcha', [{ body: ok({ verifyKey: 'key-1', png: 'data:,1' }) }, { body: ok({ verifyKey: 'key-2', png: 'data:,2' }) }])
    .on('POST login/verifyCaptcha', { body: ok(null) })
    .on('POST login/signin', SIGNIN_OK)
    .on('GET login/password', { body: ok({ mustChange: true }) });
});

afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

describe('first sign-in with an initial password', () => {
  it('shows the change before the app, then goes where the person was going', async () => {
    backend
      .on('POST login/password', { body: ok({ sessionsEnded: 0 }, '密码已修改') })
      .on('POST account/permission/management/admin/check', RESTRICTED)
      .on('GET login/check', { body: ok({ active: true, isSuperAdmin: false }) });
    act(() => store.rememberTarget('/operation/wm/push'));
    const router = renderLogin();
    await signInWithInitialPassword();

    // Signed in on the server (the change needs the session), not in the app: nothing else was asked.
    expect(readSessionCookies().session).toBe('session-token-1');
    expect(store.getState().phase).toBe('loggedOut');
    expect(backend.callsTo('POST account/permission/management/admin/check')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/login');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(document.getElementById(`${field('原密码').id}-helper`)?.textContent).toBe('请输入原密码');
    await user.type(field('原密码'), 'Initial123');
    await user.type(field('新密码'), 'MyOwn2026');
    await user.type(field('确认新密码'), 'MyOwn2026');
    await user.click(screen.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/operation/wm/push'));
    const body = backend.callsTo('POST login/password')[0]?.body as { info: string; newInfo: string };
    expect(decryptCredentials(body.newInfo)).toEqual({ name: 'newcomer', pwd: 'MyOwn2026' });
    expect(backend.calls.map((c) => `${c.method} ${c.path}`).slice(-3)).toEqual([
      'POST login/password',
      'POST account/permission/management/admin/check',
      'GET login/check',
    ]);
    expect(store.getState().session).toMatchObject({ account: 'newcomer', role: 'editor', permission: ['/operation/wm/push'] });
    expect(localStorage.getItem('permission')).toBe('/operation/wm/push');
  });

  it('goes home when no page was asked for', async () => {
    backend
      .on('POST login/password', { body: ok({ sessionsEnded: 0 }) })
      .on('POST account/permission/management/admin/check', RESTRICTED)
      .on('GET login/check', { body: ok({ active: true }) });
    const router = renderLogin();
    await signInWithInitialPassword();
    const user = userEvent.setup();
    await user.type(field('原密码'), 'Initial123');
    await user.type(field('新密码'), 'MyOwn2026');
    await user.type(field('确认新密码'), 'MyOwn2026');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('退出登录 instead ends the session and brings the sign-in form back with a fresh captcha', async () => {
    backend.on('GET login/signout', { body: ok(null) });
    const router = renderLogin();
    await signInWithInitialPassword();
    await userEvent.setup().click(screen.getByRole('button', { name: '退出登录' }));

    await screen.findByRole('button', { name: '登录' });
    expect(backend.callsTo('GET login/signout')).toHaveLength(1);
    expect(readSessionCookies()).toEqual({ uid: undefined, session: undefined, group: undefined });
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:,2'));
    expect(field('账号').value).toBe('newcomer');
    expect(store.getState().phase).toBe('loggedOut');
    expect(router.state.location.pathname).toBe('/login');
  });
});

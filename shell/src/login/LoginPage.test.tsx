import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'shared-ui/router';
import { DEFAULT_SIGNIN_CIPHER, decryptCredentials } from 'shared-ui/contract';
import { clearSessionCookies, ok, readSessionCookies } from 'shared-ui';
import { createSessionStore, type SessionStore } from '../session/sessionStore';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { RoutedLoginPage } from './RoutedLoginPage';

const PNG_1 = 'data:image/png;base64,AAAA';
const PNG_2 = 'data:image/png;base64,BBBB';
const SIGNIN_OK = {
  headers: { authorization: 'session-token-1' },
  body: { code: 200, msg: 'ok', data: { uid: 'u-1', group: 'publisher', expire: Date.now() + 3_600_000 } },
};

let backend: FakeBackend;
let store: SessionStore;

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <RoutedLoginPage store={store} cipher={DEFAULT_SIGNIN_CIPHER} /> },
      { path: '/home', element: <p>首页</p> },
      { path: '/operation/wm/push', element: <p>推送</p> },
      { path: '/sms/query', element: <p>短信验证码查询</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function fill(account: string, password: string, captcha: string) {
  const user = userEvent.setup();
  await screen.findByTestId('captcha-image');
  await user.type(screen.getByLabelText(/账号/), account);
  await user.type(screen.getByLabelText(/密码/), password);
  await user.type(screen.getByLabelText(/验证码/), captcha);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  clearSessionCookies();
  store = createSessionStore({ phase: 'loggedOut' });
  backend = installFakeBackend()
    .onSequence('GET login/captcha', [
      { body: ok({ verifyKey: 'key-1', png: PNG_1 }) },
      { body: ok({ verifyKey: 'key-2', png: PNG_2 }) },
    ])
    // The seed-like accounts here chose their own passwords (the first-sign-in change: FirstSignIn.test.tsx).
    .on('GET login/password', { body: ok({ mustChange: false }) });
});

afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

describe('LoginPage', () => {
  it('is the main landmark of its page, its title the one h1', async () => {
    renderLogin();
    const main = screen.getByRole('main');
    expect(main.querySelector('form[aria-label="登录"]')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await screen.findByTestId('captcha-image');
  });

  it('requires account, password and captcha, each with its own message, and sends nothing', async () => {
    renderLogin();
    await screen.findByTestId('captcha-image');
    await userEvent.setup().click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(backend.calls.map((c) => c.path)).toEqual(['login/captcha']);
  });

  it('on a wrong captcha: shows the captcha error, refreshes the image, clears only the captcha', async () => {
    backend.on('POST login/verifyCaptcha', { body: { code: 1101, msg: 'captcha wrong', data: null } });
    renderLogin();
    await fill('admin', 'Admin@123', 'XXXX');

    expect(await screen.findByText('验证码错误，请重新输入')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe(PNG_2));
    expect(backend.callsTo('POST login/verifyCaptcha')[0]?.body).toEqual({ verifyKey: 'key-1', input: 'XXXX' });
    expect(backend.callsTo('POST login/signin')).toHaveLength(0);
    expect(input(/验证码/).value).toBe('');
    expect(input(/账号/).value).toBe('admin');
    expect(input(/密码/).value).toBe('Admin@123');
  });

  it('on a wrong password: shows the catalogue message and refreshes the spent captcha', async () => {
    backend
      .on('POST login/verifyCaptcha', { body: ok(null) })
      .on('POST login/signin', { body: { code: 1102, msg: 'bad credentials', data: null } });
    const router = renderLogin();
    await fill('admin', 'wrong', 'ABCD');

    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe(PNG_2));
    expect(input(/验证码/).value).toBe('');
    expect(input(/账号/).value).toBe('admin');
    expect(readSessionCookies()).toEqual({ uid: undefined, session: undefined, group: undefined });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('on a wrong password the backend counts: says how many attempts are left before the lock (issue 44, item 17)', async () => {
    backend
      .on('POST login/verifyCaptcha', { body: ok(null) })
      .on('POST login/signin', { body: { code: 1102, msg: '账号或密码错误', data: { attemptsLeft: 2 } } });
    renderLogin();
    await fill('admin', 'wrong', 'ABCD');
    expect((await screen.findByTestId('login-error')).textContent).toBe('账号或密码错误，还可尝试 2 次，之后账号将被锁定');
  });

  it('says a wrong captcha beside its field, and no longer once the captcha is typed again or the form is sent again', async () => {
    backend.on('POST login/verifyCaptcha', { body: { code: 1101, msg: 'captcha wrong', data: null } });
    renderLogin();
    await fill('admin', 'Admin@123', 'XXXX');
    const user = userEvent.setup();
    await screen.findByText('验证码错误，请重新输入');
    // Beside the captcha field, which has the focus for the new one.
    expect(input(/验证码/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(/验证码/));
    expect(screen.queryByTestId('login-error')).toBeNull();
    await user.type(input(/验证码/), 'A');
    expect(screen.queryByText('验证码错误，请重新输入')).toBeNull();

    // Again wrong, then sent with the password emptied: the new field errors stand alone.
    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText('验证码错误，请重新输入');
    await user.clear(input(/密码/));
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(screen.queryByText('验证码错误，请重新输入')).toBeNull();
  });

  it('takes the last attempt\'s message away when the form is sent again and stops at a field', async () => {
    backend
      .on('POST login/verifyCaptcha', { body: ok(null) })
      .on('POST login/signin', { body: { code: 1102, msg: '账号或密码错误', data: { attemptsLeft: 4 } } });
    renderLogin();
    await fill('admin', 'wrong', 'ABCD');
    await screen.findByTestId('login-error');
    await userEvent.setup().click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('shows the server\'s 1105 for an account with no permitted paths: no session, no cookie, nothing more asked', async () => {
    backend
      .on('POST login/verifyCaptcha', { body: ok(null) })
      .on('POST login/signin', { body: { code: 1105, msg: '没有任何模块的权限', data: null } });
    const router = renderLogin();
    await fill('nobody', 'Nobody@123', 'ABCD');

    expect(await screen.findByText('抱歉，您没有任何模块的权限，请联系管理员')).toBeTruthy();
    expect(backend.callsTo('POST account/permission/management/admin/check')).toHaveLength(0);
    expect(readSessionCookies()).toEqual({ uid: undefined, session: undefined, group: undefined });
    expect(store.getState().phase).toBe('loggedOut');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('refuses an account whose authorisation comes back empty (a backend that signs it in): message, signout, cookies cleared', async () => {
    backend
      .on('POST login/verifyCaptcha', { body: ok(null) })
      .on('POST login/signin', SIGNIN_OK)
      .on('POST account/permission/management/admin/check', { body: { code: 1031, msg: 'restricted', data: { id: 9, permission: [] } } })
      .on('GET login/signout', { body: ok(null) });
    const router = renderLogin();
    await fill('nobody', 'Nobody@123', 'ABCD');

    expect(await screen.findByText('抱歉，您没有任何模块的权限，请联系管理员')).toBeTruthy();
    expect(backend.callsTo('GET login/signout')).toHaveLength(1);
    expect(readSessionCookies()).toEqual({ uid: undefined, session: undefined, group: undefined });
    expect(localStorage.getItem('permission')).toBeNull();
    expect(store.getState().phase).toBe('loggedOut');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the db-err message for an unexpected authorisation answer', async () => {
    backend
      .on('POST login/verifyCaptcha', { body: ok(null) })
      .on('POST login/signin', SIGNIN_OK)
      .on('POST account/permission/management/admin/check', { body: { code: 1000, msg: 'boom', data: null } })
      .on('GET login/signout', { body: ok(null) });
    renderLogin();
    await fill('admin', 'Admin@123', 'ABCD');
    expect(await screen.findByText('数据库错误（db err），无法获取权限')).toBeTruthy();
    expect(readSessionCookies().session).toBeUndefined();
  });

  it('signs in: encrypted credentials, the three cookies, stored permission, then /home', async () => {
    backend
      .on('POST login/verifyCaptcha', { body: ok(null) })
      .on('POST login/signin', SIGNIN_OK)
      .on('POST account/permission/management/admin/check', { body: ok(null) })
      .on('GET login/check', { body: ok({ active: true, isSuperAdmin: true }) });
    const router = renderLogin();
    await fill('admin', 'Admin@123', 'ABCD');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const { info } = backend.callsTo('POST login/signin')[0]?.body as { info: string };
    expect(decryptCredentials(info)).toEqual({ name: 'admin', pwd: 'Admin@123' });
    expect(readSessionCookies()).toEqual({ uid: 'u-1', session: 'session-token-1', group: 'publisher' });
    expect(backend.callsTo('POST account/permission/management/admin/check')[0]?.body).toEqual({ account: 'admin' });
    expect(localStorage.getItem('permission')).toBe('0');
    expect(localStorage.getItem('account')).toBe('admin');
    expect(store.getState().session).toMatchObject({ account: 'admin', role: 'publisher', permission: ['0'], isSuperAdmin: true });
  });

  it('after sign-in opens the page first asked for, when the new permission allows it', async () => {
    backend
      .on('POST login/verifyCaptcha', { body: ok(null) })
      .on('POST login/signin', SIGNIN_OK)
      .on('POST account/permission/management/admin/check', {
        body: { code: 1031, msg: 'restricted', data: { id: 3, permission: ['/operation/wm/push'] } },
      })
      .on('GET login/check', { body: ok({ active: true }) });
    act(() => store.rememberTarget('/operation/wm/push'));
    const router = renderLogin();
    await fill('editor', 'Editor@123', 'ABCD');
    await waitFor(() => expect(router.state.location.pathname).toBe('/operation/wm/push'));
    expect(localStorage.getItem('permission')).toBe('/operation/wm/push');
  });

  it('after sign-in goes back to the public page that sent the person to sign in (the SMS code look-up)', async () => {
    backend
      .on('POST login/verifyCaptcha', { body: ok(null) })
      .on('POST login/signin', SIGNIN_OK)
      .on('POST account/permission/management/admin/check', {
        body: { code: 1031, msg: 'restricted', data: { id: 5, permission: ['/operation/common/modules/verifycode'] } },
      })
      .on('GET login/check', { body: ok({ active: true }) });
    act(() => store.rememberTarget('/sms/query'));
    const router = renderLogin();
    await fill('support', 'Support@123', 'ABCD');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sms/query'));
  });

  it('offers the SMS-code sign-in to staff without a password', async () => {
    renderLogin();
    await screen.findByTestId('captcha-image');
    expect(screen.getByTestId('sms-login-link').getAttribute('href')).toBe('/sms/login');
  });
});

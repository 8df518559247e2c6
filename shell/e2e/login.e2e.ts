/**
 * Sign-in journeys of spec §4/§5: success, wrong password (with the attempts left before the lock), wrong captcha, no
 * permission, an admin-set initial password to change first, and no remote on /login. Screenshots go to the
 * temporary folder (login-*.png).
 */
import os from 'node:os';
import path from 'node:path';
import { API, ErrorCode, type RestrictedPermission } from 'shared-ui/contract';
import { BASE_URL, CAPTCHA, closeBrowser, fillLogin, openPage, signIn, ACCOUNTS } from './support';
import { callAsUser } from './workflowSupport';

afterAll(closeBrowser);

/** The console page's federation entry: the light login page is not a federation host and never runs it. */
const CONSOLE_ENTRY = /\/main\.js(\?|$)/;

describe('login', () => {
  it('loads no remote and no federation runtime on /login, and signs admin in to /home with the session cookies', async () => {
    const page = await openPage();
    const remoteRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/remotes/') || req.url().endsWith('/remotes.json')) remoteRequests.push(req.url());
    });
    await page.coverage.startJSCoverage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByTestId('captcha-image').waitFor();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
    // Every script the login page loads is one it runs (V8's coverage lists the scripts that ran), and none is the
    // console's: login.html is a page of its own (shell/src/loginEntry.tsx).
    const scripts = await page.locator('script[src]').evaluateAll((tags) => tags.map((tag) => new URL((tag as HTMLScriptElement).src).pathname));
    const ran = (await page.coverage.stopJSCoverage()).map((entry) => new URL(entry.url).pathname).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((file) => ran.includes(file))).toBe(true);
    expect(ran.some((file) => CONSOLE_ENTRY.test(file))).toBe(false);

    // Once the person starts typing, the console page's scripts are prefetched, so signing in loads them from cache.
    const consolePrefetched = page.waitForRequest(CONSOLE_ENTRY);
    await page.locator('input[name="account"]').press('a');
    await consolePrefetched;
    await page.locator('input[name="account"]').fill('');

    await signIn(page, 'admin');
    const cookies = await page.context().cookies();
    const names = cookies.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['UID', 'sessionID', 'groupID']));
    expect(cookies.find((c) => c.name === 'groupID')?.value).toBe('publisher');
    expect(await page.getByTestId('current-account').innerText()).toContain('admin');

    // The console page preloads the chunks its first screen (the frame and /home) runs (FirstScreenModulesPlugin),
    // and none for nothing.
    await page.coverage.startJSCoverage();
    await page.reload();
    await page.getByTestId('current-account').waitFor();
    await page.waitForLoadState('networkidle');
    const consoleRan = (await page.coverage.stopJSCoverage()).map((entry) => new URL(entry.url).pathname);
    const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((file) => !consoleRan.includes(file))).toEqual([]);

    // /login opened again while signed in goes where the console's own /login route sends it.
    await page.goto(`${BASE_URL}/login`);
    await page.waitForURL(/\/home$/);
    await page.getByTestId('current-account').waitFor();
    await page.context().close();
  });

  it('shows the form before its scripts run, keeps what is typed before they take it over, and signs in', async () => {
    const page = await openPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The page's scripts are held until the form has been typed into: the build pre-rendered it (prerenderLogin.tsx).
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${BASE_URL}/login`, { waitUntil: 'commit' });
    const account = page.locator('input[name="account"]');
    await account.waitFor();
    expect(await page.evaluate(() => Object.keys(document.querySelector('input[name="account"]')!).some((key) => key.startsWith('__react')))).toBe(false);
    await account.pressSequentially('admin');
    // A mark on the element itself (a property, not an attribute React would compare): still there once React has
    // taken the form over if React kept the element rather than drawing a new one.
    await account.evaluate((input) => Object.assign(input, { typedBeforeStart: true }));
    await page.locator('input[name="password"]').pressSequentially(ACCOUNTS.admin.password);
    // Enter before the scripts: no native submission (it would put the password in the address).
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).search).toBe('');

    release();
    await page.getByTestId('captcha-image').waitFor();
    expect(await account.inputValue()).toBe('admin');
    expect(await page.locator('input[name="password"]').inputValue()).toBe(ACCOUNTS.admin.password);
    // Taken over by React (hydrated, not drawn again): the field typed into is the same element, and MUI shows it filled.
    expect(await account.evaluate((input) => 'typedBeforeStart' in input && Object.keys(input).some((key) => key.startsWith('__react')))).toBe(true);
    expect(await page.locator('label[for]').first().getAttribute('data-shrink')).toBe('true');
    await page.locator('input[name="captcha"]').fill(CAPTCHA);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/home$/);
    await page.getByTestId('current-account').waitFor();
    // A hydration mismatch would be reported as an error (and the form drawn again, losing the typing).
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says the account or password is wrong and shows a new captcha', async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    const image = page.getByTestId('captcha-image');
    await image.waitFor();
    const before = await image.getAttribute('src');
    await fillLogin(page, 'admin', 'wrong-password');
    await page.getByText('账号或密码错误').first().waitFor();
    await page.waitForFunction((old) => document.querySelector('[data-testid="captcha-image"]')?.getAttribute('src') !== old, before);
    expect(await page.locator('input[name="account"]').inputValue()).toBe('admin');
    expect(page.url()).toMatch(/\/login$/);
    await page.context().close();
  });

  it('says the captcha is wrong and shows a new captcha', async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    const image = page.getByTestId('captcha-image');
    await image.waitFor();
    const before = await image.getAttribute('src');
    await fillLogin(page, ACCOUNTS.admin.account, ACCOUNTS.admin.password, 'ZZZZ');
    await page.getByText('验证码错误，请重新输入').first().waitFor();
    await page.waitForFunction((old) => document.querySelector('[data-testid="captcha-image"]')?.getAttribute('src') !== old, before);
    expect(page.url()).toMatch(/\/login$/);
    await page.context().close();
  });

  it('says how many wrong passwords are left before the lock, and drops an old 验证码错误 once it is sent again (issue 44, item 17)', async () => {
    // An account of its own: the wrong passwords here count toward its lock, not a seeded account's.
    const admin = await openPage();
    await signIn(admin, 'admin');
    const account = `lockwarn${Date.now().toString(36)}`;
    const created = await callAsUser(admin, 'POST', API.adminCreate, { account, password: 'Initial123', role: 'reader', isSuperAdmin: false, permission: ['/articles/library'] });
    expect(created.body.code).toBe(0);
    await admin.context().close();

    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    const image = page.getByTestId('captcha-image');
    await image.waitFor();
    /** One attempt, then the new captcha every attempt spends, once it is there (the next attempt needs its key). */
    const attempt = async (captcha?: string) => {
      const before = await image.getAttribute('src');
      await fillLogin(page, account, 'Wrong1234', captcha);
      await page.waitForFunction((old) => document.querySelector('[data-testid="captcha-image"]')?.getAttribute('src') !== old, before);
    };
    const alert = page.getByTestId('login-error');
    await attempt();
    expect(await alert.innerText()).toBe('账号或密码错误，还可尝试 4 次，之后账号将被锁定');
    await attempt();
    expect(await alert.innerText()).toBe('账号或密码错误，还可尝试 3 次，之后账号将被锁定');
    await page.screenshot({ path: path.join(os.tmpdir(), 'login-attempts-left.png') });

    // A wrong captcha is said beside the captcha field, which has the focus for the next one; the last attempt's
    // message is gone (this one never reached the password).
    await attempt('ZZZZ');
    const captchaError = page.getByText('验证码错误，请重新输入');
    await captchaError.waitFor();
    expect(await alert.count()).toBe(0);
    expect(await page.locator('input[name="captcha"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('captcha');
    await page.screenshot({ path: path.join(os.tmpdir(), 'login-captcha-wrong.png') });

    // Sent again with the password emptied: the new field errors stand alone.
    await page.locator('input[name="password"]').fill('');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('请输入密码').waitFor();
    await page.getByText('请输入验证码').waitFor();
    expect(await captchaError.count()).toBe(0);
    await page.screenshot({ path: path.join(os.tmpdir(), 'login-stale-captcha-cleared.png') });
    await page.context().close();
  });

  it('requires account, password and captcha before sending anything', async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByTestId('captcha-image').waitFor();
    let signinCalls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/v2/cms/login/signin') || req.url().includes('/v2/cms/login/verifyCaptcha')) signinCalls += 1;
    });
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('请输入账号').first().waitFor();
    await page.getByText('请输入密码').first().waitFor();
    await page.getByText('请输入验证码').first().waitFor();
    expect(signinCalls).toBe(0);
    await page.context().close();
  });

  it('shows an admin-set initial password\'s change first; until then the server answers 1131, never 1031', async () => {
    const admin = await openPage();
    await signIn(admin, 'admin');
    const account = `newcomer${Date.now().toString(36)}`;
    const created = await callAsUser(admin, 'POST', API.adminCreate, { account, password: 'Initial123', role: 'editor', isSuperAdmin: false, permission: ['/articles/library'] });
    expect(created.body.code).toBe(0);
    await admin.context().close();

    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByTestId('captcha-image').waitFor();
    await fillLogin(page, account, 'Initial123');
    await page.getByRole('heading', { name: '请先修改初始密码' }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    // Signed in on the server, locked: the authorisation fetch is refused with the lock's own code.
    const locked = await callAsUser(page, 'POST', API.adminCheck, { account });
    expect([locked.status, locked.body.code, locked.body.msg]).toEqual([403, ErrorCode.InitialPasswordMustChange, '请先修改初始密码']);

    await page.locator('input[name="oldPassword"]').fill('Initial123');
    await page.locator('input[name="newPassword"]').fill('MyOwn2026');
    await page.locator('input[name="confirmPassword"]').fill('MyOwn2026');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByTestId('current-account').waitFor();
    // Now 1031 says what spec §6 gives it: restricted, with the permitted paths.
    const restricted = await callAsUser<RestrictedPermission>(page, 'POST', API.adminCheck, { account });
    expect([restricted.status, restricted.body.code, restricted.body.data.permission]).toEqual([200, ErrorCode.PermissionRestricted, ['/articles/library']]);
    await page.context().close();
  });

  it('tells nobody they have no permission and keeps them logged out', async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByTestId('captcha-image').waitFor();
    await fillLogin(page, ACCOUNTS.nobody.account, ACCOUNTS.nobody.password);
    await page.getByText('抱歉，您没有任何模块的权限，请联系管理员').first().waitFor();
    expect(page.url()).toMatch(/\/login$/);
    // The server refused the sign-in itself (1105): no session was ever opened.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('sessionID');
    await page.goto(`${BASE_URL}/home`);
    await page.waitForURL(/\/login/);
    await page.context().close();
  });
});

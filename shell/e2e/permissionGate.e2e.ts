/**
 * The server's permission gate as a person meets it: an editor given two modules sees only those, and a call to a
 * third module is refused by the server (1029) even when the browser has been fooled into allowing it — with the
 * Chinese message shown once, and the person still signed in.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, fillLogin, menuTexts, openPage, signIn } from './support';

afterAll(closeBrowser);

const SPLASH = '/operation/wm/modules/splashScreen';
const MASK = '/operation/wm/modules/maskLayer';
const ANNOUNCEMENT = '/operation/wm/modules/announcement';
const NO_MODULE = '抱歉，您没有该模块的权限';

interface Answer {
  status: number;
  body: { code: number; msg: string };
}

/** A call made from the page with its cookies, as a curious person would make it from the browser's console. */
function callFromPage(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/v2/cms/${path}`, {
        method,
        credentials: 'include',
        ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
    },
    { method, path, body },
  );
}

describe('the permission gate in the browser', () => {
  it('an editor of two modules sees only them, and a third is refused by the server with one Chinese message', async () => {
    const account = `gate${String(Date.now()).slice(-6)}`;
    const password = 'Gate2026ok';
    const admin = await openPage();
    await signIn(admin, 'admin');
    const created = await callFromPage(admin, 'POST', 'account/permission/management/admin/create', {
      account,
      password,
      role: 'editor',
      isSuperAdmin: false,
      permission: [SPLASH, MASK],
    });
    expect(created.body.code).toBe(0);
    await admin.context().close();

    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByTestId('captcha-image').waitFor();
    await fillLogin(page, account, password);
    // An admin chose the password: it is replaced first, then the app opens.
    const form = page.getByRole('form', { name: '修改密码' });
    await form.locator('input[name="oldPassword"]').fill(password);
    await form.locator('input[name="newPassword"]').fill(`${password}New`);
    await form.locator('input[name="confirmPassword"]').fill(`${password}New`);
    await form.getByRole('button', { name: '确认修改' }).click();
    await page.waitForURL(/\/home$/);

    const menu = await menuTexts(page);
    expect(menu).toEqual(expect.arrayContaining(['运营管理', '理财 App']));
    for (const hidden of ['内容管理', '证券 App', '推送管理', '基金管理', '权限管理']) expect(menu).not.toContain(hidden);

    await page.goto(`${BASE_URL}/operation/wm/modulesEdit`);
    await page.getByText('理财 App · 模块编辑').waitFor();
    const cards = page.locator('a[href^="/operation/wm/modules/"]');
    await cards.first().waitFor();
    expect((await cards.allInnerTexts()).map((t) => t.split('\n')[0]?.trim())).toEqual(['闪屏', '蒙层']);

    // Its own module answers; the third answers 1029 from the server itself, not from the browser's guard.
    expect((await callFromPage(page, 'GET', 'operation/common/splash/content?type=super_app')).body.code).toBe(0);
    const direct = await callFromPage(page, 'POST', 'operation/notices/wm/temp/save', { title: '伪造', target_user: 0, content: '伪造' });
    expect(direct).toEqual({ status: 403, body: { code: 1029, data: null, msg: NO_MODULE } });

    // Fool the browser: the stored list now names the announcement and the module check is answered "yes". The
    // screen opens, its calls reach the server, and the server says no — once, without signing the person out.
    await page.evaluate((extra) => {
      localStorage.setItem('permission', `${localStorage.getItem('permission') ?? ''},${extra}`);
    }, ANNOUNCEMENT);
    await page.route('**/v2/cms/account/permission/management/module/check', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 0, data: null, msg: '操作成功' }) }),
    );
    const refusedCalls: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/operation/notices/wm/temp/') && res.status() === 403) refusedCalls.push(res.url());
    });
    await page.goto(`${BASE_URL}${ANNOUNCEMENT}`);
    await page.getByText(NO_MODULE).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(refusedCalls.length).toBeGreaterThan(0);
    expect(await page.getByText(NO_MODULE).count()).toBe(1);
    // None of the announcement's live content reached the page.
    expect(await page.getByText('2027 年元旦假期交易安排').count()).toBe(0);
    // Still signed in: a 403 is not a session failure.
    expect(page.url()).toContain(ANNOUNCEMENT);
    await page.getByTestId('current-account').waitFor();
    await page.screenshot({ path: path.join(os.tmpdir(), 'permission-gate.png') });
    await page.context().close();
  });
});

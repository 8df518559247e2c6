/**
 * The publish workflow (issue 3) in a real browser: a splash screen from edit to history, with a scheduled publish
 * going live by itself; an overlapping preset refused with 1013; an editor who cannot publish; a typed form that
 * survives a session expiry.
 */
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, fillLogin, openPage, signIn, ACCOUNTS } from './support';
import { advanceServerClock, callAsUser, clearModule, jpegOfSize } from './workflowSupport';

afterAll(closeBrowser);

const SPLASH = '/operation/br/modules/splashScreen';
const SPLASH_BASE = 'operation/common/splash/';
const BROKER = { type: 'broker' };

const tab = (page: Page, name: string) => page.getByRole('tab', { name }).click();
const dialog = (page: Page) => page.getByRole('dialog');
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openSplash(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}${SPLASH}`);
  await page.locator('input[name="jump_link"]').waitFor();
}

async function saveAndPrepublish(page: Page): Promise<void> {
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByText('保存成功').first().waitFor();
  await page.getByRole('button', { name: '预发布', exact: true }).click();
  await dialog(page).getByRole('button', { name: '确定预发布' }).click();
}

describe('publish workflow', () => {
  it('takes a splash screen from edit to history, going live by itself at its preset time', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await clearModule(page, SPLASH_BASE, BROKER);
    await openSplash(page);

    // A new picture for the iOS slot, checked in the browser and again by the server.
    // The seeded draft (system iOS) needs the iOS pictures: replace one with an upload, checked in the browser and
    // again by the server; the preview then shows the uploaded file.
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'ios.jpg', mimeType: 'image/jpeg', buffer: await jpegOfSize(page, 1242, 1878) });
    await page.locator('img[src*="/v2/cms/upload/files/"]:not([src*="seed-"])').first().waitFor();
    const link = `https://m.example-broker.com/e2e/${Date.now()}`;
    await page.locator('input[name="jump_link"]').fill(link);
    await saveAndPrepublish(page);
    await page.getByText('预发布成功').first().waitFor();
    // After a successful pre-publish the form is cleared.
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="jump_link"]')?.value ?? 'x') === '');

    // Publish at the preset time: it waits (待生效) until the time comes.
    await tab(page, '预发布列表');
    await rowWith(page, link).getByRole('menuitem', { name: '发布' }).or(rowWith(page, link).getByRole('button', { name: '发布' })).first().click();
    await dialog(page).getByLabel('定时发布').check();
    await dialog(page).getByRole('button', { name: '确定发布' }).click();
    await page.getByText('发布成功').first().waitFor();
    await tab(page, '已发布');
    await rowWith(page, link).getByText('待生效').waitFor();

    // Eleven minutes later (mock-server's clock), it has gone live by itself. The clock goes back right after, so
    // the next steps and journeys pick their preset times from the same "now" as the server.
    await advanceServerClock(page, 11 * 60_000);
    await page.reload();
    await rowWith(page, link).getByText('已发布').waitFor();
    await advanceServerClock(page, -11 * 60_000);

    // Withdraw: back in the pre-publish list.
    await rowWith(page, link).getByRole('menuitem', { name: '撤回' }).or(rowWith(page, link).getByRole('button', { name: '撤回' })).first().click();
    await dialog(page).getByRole('button', { name: '撤回' }).click();
    await page.getByText('撤回成功').first().waitFor();
    await tab(page, '预发布列表');
    await rowWith(page, link).waitFor();

    // Publish now, then take off shelf: it is in history with its operator.
    await rowWith(page, link).getByRole('menuitem', { name: '发布' }).or(rowWith(page, link).getByRole('button', { name: '发布' })).first().click();
    await dialog(page).getByRole('button', { name: '确定发布' }).click();
    await page.getByText('发布成功').first().waitFor();
    await tab(page, '已发布');
    await rowWith(page, link).getByText('已发布').waitFor();
    await rowWith(page, link).getByRole('menuitem', { name: '下架' }).or(rowWith(page, link).getByRole('button', { name: '下架' })).first().click();
    await dialog(page).getByRole('button', { name: '下架' }).click();
    await page.getByText('下架成功').first().waitFor();
    await tab(page, '历史记录');
    const historyRow = rowWith(page, link);
    await historyRow.waitFor();
    expect(await historyRow.innerText()).toContain('admin');
    await page.context().close();
  });

  it('refuses a preset window that overlaps another entry (1013)', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await clearModule(page, 'operation/broker/message/lasting/', {});
    await page.goto(`${BASE_URL}/operation/br/modules/systemMaintenance`);
    const content = page.locator('input[name="lasting_content"], textarea[name="lasting_content"]').first();
    await content.waitFor();
    await content.fill('系统将于今晚 23:00 至次日 06:00 进行升级维护，期间交易功能暂停。');
    await saveAndPrepublish(page);
    await page.getByText('预发布成功').first().waitFor();
    // A second entry: its dialog proposes a window clear of the first (the default avoids what is held)…
    await content.fill('系统将于今晚 23:00 至次日 06:00 进行升级维护（第二条）。');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.getByRole('button', { name: '预发布', exact: true }).click();
    const proposed = { effect_time: await dialog(page).locator('input[name="effect_time"]').inputValue(), dead_time: await dialog(page).locator('input[name="dead_time"]').inputValue() };
    const held = await callAsUser<{ list: Record<string, unknown>[] }>(page, 'GET', 'operation/broker/message/lasting/prepublish/list', { currPage: '1', pageSize: '10' });
    const first = held.body.data.list[0] ?? {};
    expect([first.effect_time, first.dead_time]).not.toEqual([proposed.effect_time, proposed.dead_time]);
    // …but a colleague moves the first entry onto that window before it is confirmed: the server refuses (1013).
    const moved = await callAsUser(page, 'PUT', `operation/broker/message/lasting/prepublish/${String(first.id)}`, { ...first, ...proposed });
    expect(moved.body.code).toBe(0);
    await dialog(page).getByRole('button', { name: '确定预发布' }).click();
    await page.getByText(/时间段与 ID \d+.*重叠/).first().waitFor();
    const pending = await callAsUser<{ total: number }>(page, 'GET', 'operation/broker/message/lasting/prepublish/list', { currPage: '1', pageSize: '10' });
    expect(pending.body.data.total).toBe(1);
    await page.context().close();
  });

  it('shows an editor no publish controls, and the server refuses the call anyway', async () => {
    const page = await openPage();
    await signIn(page, 'editor');
    await openSplash(page);
    await page.getByRole('button', { name: '保存', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '预发布', exact: true }).count()).toBe(0);
    await tab(page, '预发布列表');
    await page.locator('.MuiDataGrid-root').waitFor();
    expect(await page.getByRole('menuitem', { name: '发布' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '发布', exact: true }).count()).toBe(0);

    const pending = await callAsUser<{ list: { id: number }[] }>(page, 'GET', `${SPLASH_BASE}prepublish/list`, { ...BROKER, currPage: '1', pageSize: '10' });
    const id = pending.body.data.list[0]?.id ?? 1;
    const refused = await callAsUser(page, 'POST', `${SPLASH_BASE}publish`, { ...BROKER, id });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('抱歉，您没有权限进行此操作');
    await page.context().close();
  });

  it('keeps what was typed through a session expiry and offers it back after signing in again', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/operation/br/modules/multideviceLogin`);
    const content = page.locator('textarea[name="content"]');
    await content.waitFor();
    const typed = `您的账户于 ${Date.now()} 在另一台设备登录，如非本人操作请立即修改密码。`;
    await content.fill(typed);
    await page.waitForTimeout(1_200); // the local copy is written 500 ms after typing stops

    // The server ends the session; the page notices, says so and returns to /login.
    await callAsUser(page, 'GET', 'login/signout');
    await page.getByTestId('session-invalid').waitFor({ timeout: 20_000 });
    await page.waitForURL(/\/login/, { timeout: 10_000 });

    await page.getByTestId('captcha-image').waitFor();
    await fillLogin(page, ACCOUNTS.admin.account, ACCOUNTS.admin.password);
    // Back where the session ended, not on /home: the local copy is offered at once.
    await page.waitForURL((url) => url.pathname === '/operation/br/modules/multideviceLogin');
    await page.getByText(/发现未保存的内容/).waitFor();
    await page.getByRole('button', { name: '恢复' }).click();
    await page.waitForFunction((text) => document.querySelector<HTMLTextAreaElement>('textarea[name="content"]')?.value === text, typed);
    await page.context().close();
  });
});

/**
 * The audit trail (issue 33) in a real browser: an entry of 系统维护常驻条 is edited, pre-published and published;
 * the change is then found in /audit (filtered by module, the filter in the address), its before → after opened, and
 * in the entry's own 修改记录 on its module screen. Screenshots of /audit and the tab go to E2E_SCREENSHOTS (or /tmp).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, menuTexts, openPage, signIn } from './support';
import { clearModule } from './workflowSupport';

afterAll(closeBrowser);

const MODULE = '/operation/br/modules/systemMaintenance';
const MODULE_KEY = 'br/systemMaintenance';
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `audit-${name}.png`), fullPage: true });
const dialog = (page: Page) => page.getByRole('dialog');
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('audit trail', () => {
  it('finds a published change in /audit by module and in the entry’s 修改记录', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await clearModule(page, 'operation/broker/message/lasting/', {});

    // Edit, save, pre-publish and publish an entry.
    const text = `审计旅程：系统升级维护 ${String(Date.now())}`;
    await page.goto(`${BASE_URL}${MODULE}`);
    const content = page.locator('input[name="lasting_content"], textarea[name="lasting_content"]').first();
    await content.waitFor();
    await content.fill(text);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.getByRole('button', { name: '预发布', exact: true }).click();
    await dialog(page).getByRole('button', { name: '确定预发布' }).click();
    await page.getByText('预发布成功').first().waitFor();
    await page.getByRole('tab', { name: '预发布列表' }).click();
    const pending = rowWith(page, text);
    await pending.getByRole('menuitem', { name: '发布' }).or(pending.getByRole('button', { name: '发布' })).first().click();
    await dialog(page).getByRole('button', { name: '确定发布' }).click();
    await page.getByText('发布成功').first().waitFor();

    // /audit is in a super admin's menu; filter by the module there, and the filter lands in the address.
    expect(await menuTexts(page)).toContain('操作审计');
    await page.goto(`${BASE_URL}/audit`);
    await page.getByRole('heading', { name: '操作审计' }).waitFor();
    await page.getByRole('combobox', { name: '模块' }).click();
    await page.getByRole('option', { name: /系统维护常驻条/ }).click();
    await page.getByTestId('audit-search').click();
    await page.waitForURL((url) => url.searchParams.get('module') === MODULE_KEY);
    const published = rowWith(page, text).filter({ hasText: '发布' }).filter({ hasNotText: '预发布' });
    await published.waitFor();
    expect(await rowWith(page, text).count()).toBe(3);
    for (const action of ['保存', '预发布']) await rowWith(page, text).filter({ hasText: action }).first().waitFor();
    expect(await published.innerText()).toContain('admin');
    await shot(page, 'page');

    // Its before → after: pre-published → published.
    await published.getByRole('button', { name: '查看' }).click();
    const detail = dialog(page);
    await detail.getByText('修改前').waitFor();
    const status = detail.getByTestId('audit-change-status');
    expect(await status.innerText()).toMatch(/状态\s+预发布\s+已发布/);
    await shot(page, 'detail');
    await detail.getByRole('button', { name: '关闭' }).click();

    // The entry's own 修改记录: its id on the published list opens it, narrowed to that entry.
    await page.goto(`${BASE_URL}${MODULE}?view=published`);
    const live = rowWith(page, text);
    await live.waitFor();
    await live.getByRole('link', { name: /查看修改记录/ }).click();
    await page.getByTestId('records-view').waitFor();
    expect(page.url()).toContain('view=records');
    const records = page.getByTestId('records-view').getByRole('row').filter({ hasText: text });
    await records.filter({ hasText: '发布' }).first().waitFor();
    // The entry's records: its pre-publish and its publish (the draft's save has no entry id yet).
    expect(await records.count()).toBe(2);
    await shot(page, 'records-tab');
    await page.context().close();
  });

  it('keeps /audit from an account that is not a super admin', async () => {
    const page = await openPage();
    await signIn(page, 'editor');
    expect(await menuTexts(page)).not.toContain('操作审计');
    const res = await page.request.get(`${BASE_URL}/console/v1/audit/records`);
    expect(res.status()).toBe(403);
    await page.context().close();
  });
});

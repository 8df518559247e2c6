/**
 * The library-screen kit (issue 34) in a real browser: the fund and the manager library are one page, and a stale
 * edit of a fund meets the engine's one stale-save dialog (1043) — 比较差异, 重新加载 with 恢复我的内容, 覆盖保存 —
 * instead of the libraries' own 1015. axe checks every page and the dialog.
 */
import type { Page } from 'playwright-core';
import type { FundRow, Paged } from 'shared-ui/contract';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { advanceServerClock, callAsUser } from './workflowSupport';

afterAll(closeBrowser);

const SHOTS = process.env.TMPDIR ?? '/tmp';
const staleDialog = (page: Page) => page.getByRole('dialog', { name: '内容已被他人修改' });

describe('library kit (issue 34)', () => {
  it('a fund edited by a colleague meanwhile: the engine’s stale-save dialog, nothing typed lost, 覆盖保存 saves knowingly', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/operation/wm/fund`);
    const first = (await callAsUser<Paged<FundRow>>(page, 'GET', 'operation/wm/funds', { currPage: '1', pageSize: '1' })).body.data.list[0] as FundRow;
    const row = page.getByRole('row').filter({ hasText: first.isin });
    await row.getByRole('menuitem', { name: '编辑' }).or(row.getByRole('button', { name: '编辑' })).first().click();
    const form = page.getByRole('dialog', { name: '编辑基金' });
    const title = form.getByLabel(/展示标题/);
    await title.fill('我改的标题');

    // A colleague saves the same fund meanwhile, based on the version the list showed.
    await advanceServerClock(page, 60_000);
    const theirs = await callAsUser<FundRow>(page, 'POST', 'operation/wm/funds/update', { id: first.id, name: first.name, title: '同事改的标题', remark: first.remark, description: first.description, base_version: first.version });
    expect(theirs.body.code).toBe(0);

    await form.getByRole('button', { name: '保存' }).click();
    const stale = staleDialog(page);
    await stale.getByText(/该内容已被 admin 于 .* 修改/).waitFor();
    await stale.getByRole('button', { name: '比较差异' }).click();
    // Theirs → mine, word by word: their 同事 struck out, my 我 put in, under the form's own label.
    await stale.getByText('展示标题').first().waitFor();
    await stale.locator('del', { hasText: '同事' }).first().waitFor();
    await stale.locator('ins', { hasText: '我' }).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/issue34-fund-stale-save.png` });

    await stale.getByRole('button', { name: '重新加载' }).click();
    expect(await title.inputValue()).toBe('同事改的标题');
    await form.getByRole('button', { name: '恢复我的内容' }).click();
    expect(await title.inputValue()).toBe('我改的标题');

    // The colleague saves once more: this save, based on the version reloaded, is stale again; 覆盖保存 replaces theirs knowingly.
    const again = await callAsUser(page, 'POST', 'operation/wm/funds/update', { id: first.id, name: first.name, title: '同事又改的标题', remark: first.remark, description: first.description, base_version: theirs.body.data.version });
    expect(again.body.code).toBe(0);
    await form.getByRole('button', { name: '保存' }).click();
    await staleDialog(page).getByRole('button', { name: '覆盖保存' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: first.isin }).getByText('我改的标题').waitFor();
    const saved = await callAsUser<FundRow>(page, 'GET', 'operation/wm/funds/detail', { id: String(first.id) });
    expect(saved.body.data.title).toBe('我改的标题');
    await page.context().close();
  });

  it('the manager library is the same page: search, grid, detail in the address', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/operation/wm/modules/candidate/managers?detail=M1001`);
    const detail = page.getByRole('region', { name: '基金经理详情' });
    await detail.getByRole('heading', { name: '陈思远' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/issue34-manager-detail.png` });
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await page.getByRole('search').getByLabel('搜索姓名、基金公司或编号').fill('M1012');
    await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await page.getByRole('button', { name: '许文博' }).waitFor();
    await page.getByRole('button', { name: '陈思远' }).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SHOTS}/issue34-manager-library.png` });
    await page.context().close();
  });
});

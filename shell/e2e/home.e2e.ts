/**
 * The home page that works (issue 33) in a real browser: /home lists what needs attention, and a line opens where it
 * is handled. A stock-news item written here waits for operations' release approval, so 待审批 holds at least one
 * line whatever the other journeys (which share the server) approved; its first line opens the item's detail on its
 * list. The upcoming section and the 功能入口 cards are there below one h1.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { callAsUser } from './workflowSupport';

afterAll(closeBrowser);

const card = (page: Page, name: string) => page.getByRole('region', { name });

describe('home', () => {
  it('lists the approvals waiting, each line opening the item on its list', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    const saved = await callAsUser(page, 'POST', 'operation/broker/news/approval/save', {
      symbol: '00700.HK', stock_name: '腾讯控股', title: '首页待审批：回购进展', content: '<p>回购进展</p>', source: '公司公告',
    });
    expect(saved.body.code).toBe(0);

    await page.goto(`${BASE_URL}/home`);
    await page.getByRole('heading', { level: 1, name: '您好，admin' }).waitFor();
    await card(page, '24 小时内上线 / 下线').waitFor();
    await page.getByRole('heading', { level: 2, name: '功能入口' }).waitFor();
    await page.getByTestId('index-freshness').getByText(/^数据更新于 今天 \d{2}:\d{2}$/).waitFor();
    const approvals = card(page, '待审批');
    const first = approvals.getByRole('link').first();
    await first.waitFor();
    // The line reads 股票：标题 and, under it, where it waits; its detail names the title.
    const primary = (await first.locator('.MuiListItemText-primary').textContent()) ?? '';
    const itemTitle = primary.slice(primary.indexOf('：') + 1);
    expect(await first.locator('.MuiListItemText-secondary').textContent()).toMatch(/^待(运营|CEO )(发布|下架)审批 · |^待下架审批 · /);
    await first.click();
    await page.waitForURL(/\/operation\/br\/modules\/(stockNews|otherStockNews)\?detail=\d+$/);
    await page.getByRole('dialog').getByText(itemTitle).first().waitFor();
  });

  it('links 我的草稿\'s "另有 N 条" to the audit trail of the account\'s own saves (issue 44, item 13)', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/home`);
    const drafts = card(page, '我的草稿（未预发布）');
    await drafts.waitFor();
    // The seed leaves admin more drafts than the card lists (HOME_WINDOWS.lines).
    const more = drafts.getByRole('link', { name: /^另有 \d+ 条，在操作审计中查找您保存过的草稿$/ });
    await more.waitFor();
    await drafts.screenshot({ path: path.join(os.tmpdir(), 'home-drafts-more.png') });
    await more.click();
    await page.waitForURL(/\/audit\?account=admin&action=save$/);
    await page.getByRole('heading', { level: 1, name: '操作审计' }).waitFor();
    // The trail opens filtered: admin's saves.
    expect(await page.getByTestId('audit-account').inputValue()).toBe('admin');
    expect(await page.getByRole('search', { name: '筛选操作审计' }).getByRole('combobox', { name: '操作' }).innerText()).toBe('保存');
    await page.screenshot({ path: path.join(os.tmpdir(), 'home-drafts-audit.png') });
  });
});

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
    // The index may have been read just before midnight (Asia/Shanghai) and the page opened just after: 昨天 23:59.
    await page.getByTestId('index-freshness').getByText(/^数据更新于 (今天|昨天) \d{2}:\d{2}$/).waitFor();
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

  it('shows 我的草稿 whole on "另有 N 条，全部显示", each draft a link to its module (issue 44, item 13)', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/home`);
    const drafts = card(page, '我的草稿（未预发布）');
    await drafts.waitFor();
    // The seed leaves admin more drafts than the card lists (HOME_WINDOWS.lines).
    const more = drafts.getByRole('button', { name: /^另有 \d+ 条，全部显示$/ });
    await more.waitFor();
    const hidden = Number(/另有 (\d+) 条/.exec(await more.innerText())?.[1]);
    const shown = await drafts.getByRole('link').count();
    await more.click();
    await drafts.getByRole('button', { name: `收起，只显示最新的 ${String(shown)} 条` }).waitFor();
    expect(await drafts.getByRole('link').count()).toBe(shown + hidden);
    await drafts.screenshot({ path: path.join(os.tmpdir(), 'home-drafts-all.png') });
    // The last (the oldest) opens its module's edit tab, where the draft is.
    const last = drafts.getByRole('link').last();
    const href = (await last.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/(operation|h5)\//);
    await last.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});

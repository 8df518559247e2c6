/**
 * The console as integrators run it (issue 43): the same build, through a second copy of the shell's server whose
 * CMS_BACKEND is a double serving only the calls of the `/v2/cms` contract and dropping body fields it does not know
 * (shell/scripts/lib/specOnlyBackend.ts). Everything beyond the spec works as on the bundled mock: home, the calendar
 * with a collision, console search, the pickers, the diff before publish, where-used, the audit trail and the
 * stale-save dialog — and the double never had to refuse a call or drop a field.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTICLE_API, workflowPath, type ArticleDetail } from 'shared-ui/contract';
import { closeBrowser, literally, openPage, signIn } from './support';
import { callAsUser, journeyArticle } from './workflowSupport';

afterAll(closeBrowser);

/** What `pnpm test:e2e` started (serveSpecOnly, on ports of the OS's pick): the product, the double, its mock-server. */
function started(name: string): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} 未设置：这段旅程由 pnpm test:e2e 运行，它先启动仅规范后端的产品`);
  return url;
}
const SPEC = started('E2E_SPEC_ONLY_URL');
const DOUBLE = started('E2E_SPEC_ONLY_BACKEND');
const MOCK_URL = started('E2E_SPEC_ONLY_MOCK');
const TAG = String(Date.now() % 100000);
const TITLE = `仅规范后端${TAG}`.slice(0, 12);
const HIGH_FUND = 'operation/wm/funds/high/';

const dialog = (page: Page) => page.getByRole('dialog');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(os.tmpdir(), `spec-only-${name}.png`) });
const palette = (page: Page) => page.getByRole('dialog', { name: '搜索控制台' });

async function ok<T>(page: Page, method: 'GET' | 'POST' | 'PUT', apiPath: string, body?: Record<string, unknown>): Promise<T> {
  const res = await callAsUser<T>(page, method, apiPath, body, SPEC);
  if (res.body.code !== 0) throw new Error(`${apiPath}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Tomorrow in Shanghai, by the clock of the mock-server behind the double. */
async function tomorrowOnServer(page: Page): Promise<string> {
  const { data } = (await (await page.request.get(`${MOCK_URL}/__test/clock`)).json()) as { data: { epochMs: number } };
  return new Date(data.epochMs + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

async function signedInPage(): Promise<Page> {
  const page = await openPage();
  await signIn(page, 'admin', SPEC);
  return page;
}

describe('on a backend that speaks only /v2/cms', () => {
  it('home, calendar, search, pickers, the diff before publish, where-used and the audit trail all work', async () => {
    const page = await signedInPage();
    // This copy's index is empty: its first home starts reading every source the admin opens, through the double (a
    // few hundred calls), and answers within seconds, naming what is still being read; it asks again until nothing is.
    await page.getByTestId('home-attention').waitFor();
    await page.getByTestId('index-freshness').waitFor();
    await page.getByTestId('index-reading').waitFor({ state: 'detached', timeout: 60_000 });
    expect(await page.getByText(/未能读取|接口不存在/).count()).toBe(0);
    await shot(page, 'home');

    // 高收益基金专区 allows one live entry and has one: pre-published for tomorrow evening, it would be a second. A minute of
    // its own (the calendar journey pre-publishes this module at 20:00 on the same server; a repeated time is 1013).
    const minute = String(10 + (Number(TAG) % 45)).padStart(2, '0');
    const day = await tomorrowOnServer(page);
    const live = await ok<{ list: { funds: { id: string; label?: string; position: number; yield_text: string }[] }[] }>(page, 'GET', workflowPath(HIGH_FUND, 'publishedList'), { currPage: '1', pageSize: '1' });
    const picked = live.list[0]?.funds ?? [];
    const funds = picked.map(({ id, position, yield_text }) => ({ id, position, yield_text }));
    const values = { title: TITLE, subtitle: '', funds };
    await ok(page, 'POST', workflowPath(HIGH_FUND, 'save'), values);
    const { id } = await ok<{ id: number }>(page, 'POST', workflowPath(HIGH_FUND, 'prepublish'), { ...values, push_time: `${day} 21:${minute}:00` });

    // The calendar, from the console's own index, with the live-limit collision.
    // Narrowed to the module: the seed's entries crowd the clock time the server started at (see schedule.e2e.ts).
    await page.goto(`${SPEC}/schedule?view=week&date=${day}&module=wm/highFund`);
    // Named by its heading and its first fund's name, which the console read from the library through the spec's list.
    const fundName = picked[0]?.label ?? '';
    expect(fundName).not.toBe('');
    const named = `${literally(fundName)}${picked.length > 1 ? ` 等 ${String(picked.length)} 只` : ''}`;
    const event = page.getByRole('link', { name: new RegExp(`${TITLE} · ${named} · 理财 App · 高收益基金专区 · 预发布 · ${day} 21:${minute}`) });
    await event.waitFor();
    expect(await event.getAttribute('class')).toContain('schedule-collision');
    await shot(page, 'calendar');

    // Console search: the entry by its title, and a fund of the library by its name.
    await page.keyboard.press('Control+k');
    await palette(page).getByRole('combobox', { name: '搜索内容' }).waitFor();
    await page.keyboard.type(TITLE);
    await palette(page).getByRole('group', { name: '条目' }).getByRole('option').filter({ hasText: TITLE }).first().waitFor();
    await palette(page).getByRole('combobox', { name: '搜索内容' }).fill(fundName);
    await palette(page).getByRole('group', { name: '基金' }).getByRole('option').filter({ hasText: fundName }).first().waitFor();
    await page.keyboard.press('Escape');

    // The picker offers the library's funds, read through the fund list.
    await page.goto(`${SPEC}/operation/wm/modules/highFund`);
    const picker = page.getByRole('combobox', { name: /添加基金/ });
    await picker.fill(fundName.slice(0, 4));
    await page.getByRole('option').filter({ hasText: fundName.slice(0, 4) }).first().waitFor();

    // The diff before publish: what the entry would replace, its funds by name.
    await page.goto(`${SPEC}/operation/wm/modules/highFund?view=prepublish`);
    const row = page.getByRole('row').filter({ hasText: TITLE }).first();
    await row.getByRole('menuitem', { name: '发布' }).or(row.getByRole('button', { name: '发布' })).first().click();
    const comparison = dialog(page).getByRole('region', { name: '与线上对比' });
    await comparison.getByLabel('正在加载线上内容').waitFor({ state: 'detached' });
    await comparison.getByText(/对比线上已发布的 ID \d+/).waitFor();
    expect(await dialog(page).getByText('无法加载线上内容对比').count()).toBe(0);
    await shot(page, 'diff');
    await dialog(page).getByRole('button', { name: '取消' }).click();

    // Where-used: the fund's detail lists the entry that picks it.
    const fundId = funds[0]?.id ?? '';
    await page.goto(`${SPEC}/operation/wm/fund?detail=${fundId}`);
    await page.getByRole('region', { name: '基金详情' }).getByText(`条目 #${String(id)} · 预发布`).waitFor();

    // The audit trail holds the pre-publish, recorded by the shell's server.
    await page.goto(`${SPEC}/audit?module=${encodeURIComponent('wm/highFund')}`);
    await page.getByRole('row').filter({ hasText: TITLE }).filter({ hasText: '预发布' }).first().waitFor();
    await page.context().close();
  }, 240_000);

  it('refuses the second of two saves of one version with the conflict dialog', async () => {
    const first = await signedInPage();
    const second = await signedInPage();
    const article = journeyArticle(`规范后端周报 ${TAG}`, '只讲 /v2/cms 的后端上，两人先后保存同一版本。');
    const { linkId } = await ok<ArticleDetail>(first, 'POST', ARTICLE_API.create, article as unknown as Record<string, unknown>);
    const title = (page: Page) => page.getByLabel(/^标题/).first();
    for (const page of [first, second]) {
      await page.goto(`${SPEC}/articles/library/reedit/${linkId}`);
      await title(page).waitFor();
    }
    await title(first).fill(`规范后端周报（第一位）${TAG}`);
    await first.getByRole('button', { name: '保存', exact: true }).click();
    await first.waitForURL((url) => !url.pathname.includes('/reedit/'));
    await title(second).fill(`规范后端周报（第二位）${TAG}`);
    await second.getByRole('button', { name: '保存', exact: true }).click();
    await second.getByRole('dialog', { name: '内容已被他人修改' }).getByText(/该内容已被 admin 于 .* 修改/).waitFor();
    expect((await ok<ArticleDetail>(second, 'GET', `${ARTICLE_API.detail}?linkId=${linkId}`)).title).toBe(`规范后端周报（第一位）${TAG}`);
    await first.context().close();
    await second.context().close();
  });

  it('the double refused no call and dropped no field: the console asked the backend for nothing beyond the contract', async () => {
    const page = await openPage();
    const said = async (what: 'refused' | 'dropped') => (await (await page.request.get(`${DOUBLE}/__spec-only/${what}`)).json()) as string[];
    expect(await said('refused')).toEqual([]);
    expect(await said('dropped')).toEqual([]);
    await page.context().close();
  });
});

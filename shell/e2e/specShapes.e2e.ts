/**
 * Issue 30 in a real browser (items 6–8): spec §9's table (title row 38, rows 40) and a column filter of several
 * values; financingOrder's end_time; 未评估 in the fund library and hot subjects, and a fund a saved draft picks refused
 * deletion naming the draft; a br carousel slide opening a fund; a splash call without type; a 10 MB splash image;
 * the per-environment home-page link base on the H5 release system's links.
 */
import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { start, stop, waitForHttp } from '../scripts/lib/workspace';
import { ACCOUNTS, BASE_URL, closeBrowser, fillLogin, openPage, signIn } from './support';
import { callAsUser, jpegOfSize } from './workflowSupport';

afterAll(closeBrowser);

const SHOTS = process.env.TMPDIR ?? '/tmp';
const dialog = (page: Page) => page.getByRole('dialog');
const height = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())?.height ?? 0;

describe('spec shapes (issue 30)', () => {
  it('a module list is spec §9\'s table, and its column filter takes several values', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/operation/br/modules/systemMaintenance?view=prepublish`);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    expect(Math.round(await height(page, '.MuiDataGrid-columnHeader'))).toBe(38);
    expect(Math.round(await height(page, '.MuiDataGrid-row'))).toBe(40);
    expect(await height(page, '.MuiDataGrid-footerContainer')).toBeGreaterThanOrEqual(40);

    await page.getByRole('button', { name: '筛选系统' }).click();
    const filter = page.getByRole('dialog', { name: '筛选系统' });
    await filter.getByText('请选择').waitFor();
    expect((await filter.locator('[data-open]').boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(90);
    await filter.getByRole('combobox').click();
    await page.getByRole('option', { name: 'iOS' }).click();
    await page.getByRole('option', { name: 'Android' }).click();
    await page.screenshot({ path: `${SHOTS}/issue30-filter-open.png` });
    await page.keyboard.press('Escape');
    await filter.getByRole('combobox').filter({ hasText: 'iOS、Android' }).waitFor();
    const answered = page.waitForResponse((res) => res.url().includes('message/lasting/prepublish/list') && new URL(res.url()).searchParams.get('system') === '1,2');
    await filter.getByRole('button', { name: '确认' }).click();
    const res = await answered;
    expect(((await res.json()) as { code: number }).code).toBe(0);
    await page.getByRole('button', { name: '筛选系统' }).and(page.locator('[aria-pressed="true"]')).waitFor();
    await page.screenshot({ path: `${SHOTS}/issue30-filter-applied.png` });

    // Only 全部 now: the list answers the entries for all systems alone.
    await page.getByRole('button', { name: '筛选系统' }).click();
    await filter.getByRole('combobox').click();
    for (const option of ['iOS', 'Android', '全部']) await page.getByRole('option', { name: option }).click();
    await page.keyboard.press('Escape');
    const onlyAll = page.waitForResponse((res) => res.url().includes('message/lasting/prepublish/list') && new URL(res.url()).searchParams.get('system') === '0');
    await filter.getByRole('button', { name: '确认' }).click();
    const all = (await (await onlyAll).json()) as { data: { list: { system: number }[] } };
    expect(all.data.list.every((row) => row.system === 0)).toBe(true);

    // Nothing matches a search: the empty table's body is the spec's 50 px under its title row.
    await page.getByLabel('搜索提示内容').fill('没有这样的提示内容');
    await page.getByLabel('搜索提示内容').press('Enter');
    await page.getByText('暂无数据').waitFor();
    // The scroller's content holds the title row and the body; the body is the empty area.
    expect(Math.round((await height(page, '.MuiDataGrid-virtualScrollerContent')) - (await height(page, '.MuiDataGrid-columnHeader')))).toBe(50);
    await page.screenshot({ path: `${SHOTS}/issue30-empty.png` });
    await page.context().close();
  });

  it('financingOrder lists and edits the spec\'s end_time', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    const list = await callAsUser<{ list: Record<string, unknown>[] }>(page, 'GET', 'operation/broker/financingorder/prepublish/list', { currPage: '1', pageSize: '10' });
    expect(list.body.data.list[0]).toHaveProperty('end_time', '2026-12-03 12:00:00');
    await page.goto(`${BASE_URL}/operation/br/modules/financingOrder?view=prepublish`);
    await page.getByRole('columnheader', { name: /认购截止时间/ }).waitFor();
    await page.getByRole('gridcell', { name: '2026-12-03 12:00:00' }).waitFor();
    await page.goto(`${BASE_URL}/operation/br/modules/financingOrder`);
    await page.getByLabel(/认购截止时间/).first().waitFor();
    await page.context().close();
  });

  it('未评估 is a risk level of the fund library and of hot subjects; a fund a saved draft picks cannot be deleted', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/operation/wm/fund`);
    // 风险等级 filters in its column's header (spec §2): tick 未评估, close the choice, 确认.
    await page.getByRole('button', { name: '筛选风险等级' }).click();
    await page.getByRole('dialog', { name: '筛选风险等级' }).getByRole('combobox', { name: '风险等级' }).click();
    await page.getByRole('option', { name: '未评估' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '确认' }).click();
    const row = page.getByRole('row').filter({ hasText: '远航新兴市场新成立基金' });
    await row.getByText('未评估').waitFor();
    await page.getByRole('row').filter({ hasText: /LV[1-5]/ }).first().waitFor({ state: 'detached' });

    // A hot subject of unassessed risk, saved as a draft with the unassessed fund (id 13 on a fresh database).
    const saved = await callAsUser(page, 'POST', 'operation/wm/funds/hot/save', { subject: '新兴市场', risk: 'unassessed', funds: [{ id: '13', position: 1, reason: '新成立' }] });
    expect(saved.body.code).toBe(0);
    await page.goto(`${BASE_URL}/operation/wm/modules/hotSubjectFund`);
    await page.getByRole('combobox', { name: /专题风险等级/ }).filter({ hasText: '未评估' }).waitFor();
    await page.getByTestId('ref-list-funds').getByText('远航新兴市场新成立基金').first().waitFor();

    await page.goto(`${BASE_URL}/operation/wm/fund`);
    const fund = page.getByRole('row').filter({ hasText: '远航新兴市场新成立基金' });
    await fund.getByRole('menuitem', { name: '删除' }).or(fund.getByRole('button', { name: '删除' })).first().click();
    await dialog(page).getByRole('button', { name: '删除', exact: true }).click();
    await dialog(page).getByText('已保存的草稿（未预发布）').waitFor();
    await dialog(page).getByText(/理财 App · 热门专题基金/).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/issue30-fund-draft-refused.png` });
    await page.context().close();
  });

  it('a br home carousel slide opens a fund picked from the fund library', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/operation/br/modules/focusRolling`);
    const type = page.getByRole('combobox', { name: /跳转类型/ }).first();
    await type.click();
    await page.getByRole('option', { name: '基金', exact: true }).click();
    const target = page.getByRole('combobox', { name: /跳转目标（基金）/ }).first();
    await target.fill('恒盈');
    await page.getByRole('option', { name: /恒盈美元货币市场基金/ }).first().click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    const draft = await callAsUser<{ slides: { jump_type: string; jump_target: string }[] }>(page, 'GET', 'operation/broker/focusrolling/content');
    expect(draft.body.data.slides[0]).toMatchObject({ jump_type: 'fund', jump_target: '1' });
    await page.context().close();
  });

  it('a splash call without type is the broker splash, and a splash takes a picture over 2 MB (up to 10 MB)', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    const ids = async (query: Record<string, string>) =>
      (await callAsUser<{ list: { id: number }[] }>(page, 'GET', 'operation/common/splash/prepublish/list', query)).body.data.list.map((r) => r.id);
    expect(await ids({})).toEqual(await ids({ type: 'broker' }));

    await page.goto(`${BASE_URL}/operation/br/modules/splashScreen`);
    await page.getByText('尺寸 1242×1878，JPG，不超过 10MB').waitFor();
    const jpeg = await jpegOfSize(page, 1242, 1878);
    // Past 2 MB: the picture's own bytes, then padding after its end marker (a JPEG reader stops there).
    const heavy = Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024 - jpeg.length, 0)]);
    const uploaded = page.waitForResponse((res) => res.url().endsWith('/v2/cms/upload/image'));
    await page.getByTestId('image-file-img_ios_1242x1878').setInputFiles({ name: 'splash-ios.jpg', mimeType: 'image/jpeg', buffer: heavy });
    expect(((await (await uploaded).json()) as { code: number }).code).toBe(0);
    expect(await page.getByText('图片大小不能超过').count()).toBe(0);
    await page.context().close();
  });

  it('builds the H5 release system\'s links on the environment\'s home-page link base (CMS_ENV=stage)', async () => {
    // A second product server on the same mock-server (`pnpm start` with CMS_BACKEND), as an installation with
    // CMS_ENV=stage runs it: the shell's server cannot be loaded inside jest (its static-file plugin is ESM only).
    const port = Number(process.env.E2E_PORT ?? '3100') + 1;
    const origin = `http://127.0.0.1:${String(port)}`;
    let stage: ChildProcess | undefined;
    try {
      stage = start(process.execPath, ['--import', 'tsx', 'shell/scripts/start.ts'], {
        env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', CMS_BACKEND: `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? '4100'}`, CMS_ENV: 'stage' },
      });
      await waitForHttp(`${origin}/login`, 60_000);
      const page = await openPage();
      await page.goto(`${origin}/login`);
      await page.getByTestId('captcha-image').waitFor();
      await fillLogin(page, ACCOUNTS.admin.account, ACCOUNTS.admin.password);
      await page.waitForURL(/\/home$/);
      expect(await page.evaluate(() => (window as unknown as { __CMS_CONFIG__: { environment: string; appLinkBase: string } }).__CMS_CONFIG__)).toMatchObject({ environment: 'stage', appLinkBase: 'https://m-stage.example.com' });
      await page.goto(`${origin}/h5/relesesystem/release`);
      const link = page.getByRole('link', { name: /^https:\/\/m-stage\.example\.com\/h5-live\// }).first();
      await link.waitFor();
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/m-stage\.example\.com\/h5-live\/.+/);
      await page.screenshot({ path: `${SHOTS}/issue30-link-base.png` });
      await page.context().close();
    } finally {
      stop(stage);
    }
  });
});

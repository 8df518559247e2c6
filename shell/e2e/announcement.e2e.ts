/**
 * The temporary announcement's times are set on publish (spec modules §3: "on publish, start_time and end_time";
 * issue 44, item 27), in a real browser: 预发布 asks no times and the entry waits with none (its list says 未设置),
 * nor does 编辑 of the waiting entry; 发布 asks the start and the end, refuses a past start and an end before the
 * start in the words every windowed module uses, and publishes the window given. Screenshots (E2E_SCREENSHOTS or the
 * temp folder): announcement-prepublish-dialog.png, announcement-waiting.png, announcement-edit-dialog.png,
 * announcement-publish-dialog.png, announcement-publish-refused.png, announcement-published.png.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { workflowPath } from 'shared-ui/contract';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { callAsUser } from './workflowSupport';

afterAll(closeBrowser);

const ANNOUNCEMENT = '/operation/wm/modules/announcement';
const BASE = 'operation/notices/wm/temp/';

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS ?? os.tmpdir(), `announcement-${name}.png`) });
const dialog = (page: Page) => page.getByRole('dialog');
const tab = (page: Page, name: string) => page.getByRole('tab', { name }).click();
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const rowAction = (page: Page, text: string, name: string) => rowWith(page, text).getByRole('menuitem', { name }).or(rowWith(page, text).getByRole('button', { name })).first();

/** Once a dialog's opening transition is over, so a picture shows the dialog, not its fade. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // The dialog fades in on its container, its backdrop beside it.
    const faded = [...document.querySelectorAll('.MuiDialog-container, .MuiDialog-root .MuiBackdrop-root')];
    return faded.length > 0 && faded.every((el) => getComputedStyle(el).opacity === '1');
  });
}

/**
 * Types a CMS time into a date-time picker, section by section from its year: a first click mounts the picker focused
 * on its year; once mounted, its year section is clicked (the named input is then the picker's hidden one).
 */
async function typeTime(page: Page, name: string, text: string): Promise<void> {
  const input = dialog(page).locator(`input[name="${name}"]`);
  const year = input.locator('xpath=..').getByRole('spinbutton', { name: '年份' });
  await ((await year.count()) > 0 ? year : input).click();
  await page.keyboard.type(text.replace(/\D/g, ''));
}

describe('temporary announcement', () => {
  it('pre-publishes without times and publishes with a start and an end', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}${ANNOUNCEMENT}`);
    const title = `临时公告旅程 ${String(Date.now() % 1_000_000)}`;
    await page.locator('input[name="title"]').fill(title);
    await page.locator('textarea[name="content"]').first().fill('旅程写下的临时公告：开始与结束时间在发布时设置。');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();

    // 预发布: no time is asked; the dialog says when they are set.
    await page.getByRole('button', { name: '预发布', exact: true }).click();
    await dialog(page).getByText('无需设置时间：开始时间与结束时间在发布时设置').waitFor();
    expect(await dialog(page).locator('input[name="start_time"], input[name="end_time"]').count()).toBe(0);
    await settled(page);
    await shot(page, 'prepublish-dialog');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/v2/cms/${BASE}prepublish`));
    await dialog(page).getByRole('button', { name: '确定预发布' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body)).not.toContain('start_time');
    expect(Object.keys(body)).not.toContain('end_time');
    await page.getByText('预发布成功').first().waitFor();

    // It waits with no times: the list says so where the times would be.
    await tab(page, '预发布列表');
    const waiting = rowWith(page, title);
    await waiting.waitFor();
    expect(await waiting.getByText('未设置（发布时设置）').count()).toBe(2);
    await shot(page, 'waiting');

    // 编辑 of the waiting entry: its form, and no times either.
    await rowAction(page, title, '编辑').click();
    await dialog(page).getByText('无需设置时间：开始时间与结束时间在发布时设置').waitFor();
    expect(await dialog(page).locator('input[name="start_time"], input[name="end_time"]').count()).toBe(0);
    await settled(page);
    await shot(page, 'edit-dialog');
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // 发布: no "now"; the start and the end are both asked, checked as every window is.
    await rowAction(page, title, '发布').click();
    await dialog(page).getByText('请设置开始时间与结束时间（北京时间）').waitFor();
    expect(await dialog(page).getByRole('radio').count()).toBe(0);
    // A window is proposed (off the ones already held); the person sets their own below.
    expect(await dialog(page).locator('input[name="start_time"]').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await settled(page);
    await shot(page, 'publish-dialog');
    await typeTime(page, 'start_time', '2020-01-01 08:00:00');
    await dialog(page).getByRole('button', { name: '确定发布' }).click();
    await dialog(page).getByText('预设时间早于当前时间，请重新设置').waitFor();
    // A day of its own, a year or more ahead, so no other announcement's window meets it (overlaps are refused).
    const day = new Date(Date.now() + (400 + Math.floor(Math.random() * 3000)) * 86_400_000).toISOString().slice(0, 10);
    await typeTime(page, 'start_time', `${day} 09:00:00`);
    await typeTime(page, 'end_time', `${day} 08:00:00`);
    await dialog(page).getByRole('button', { name: '确定发布' }).click();
    await dialog(page).getByText('结束时间不能早于开始时间').waitFor();
    await shot(page, 'publish-refused');
    await typeTime(page, 'end_time', `${day} 18:00:00`);
    await dialog(page).getByRole('button', { name: '确定发布' }).click();
    await page.getByText('发布成功').first().waitFor();

    // Scheduled for the window given.
    await tab(page, '已发布');
    const published = rowWith(page, title);
    await published.getByText('待生效').waitFor();
    expect(await published.innerText()).toContain(`${day} 09:00:00`);
    expect(await published.innerText()).toContain(`${day} 18:00:00`);
    await shot(page, 'published');

    // Leave the shared server as it was: the entry goes off shelf.
    const live = await callAsUser<{ list: { id: number; title: string }[] }>(page, 'GET', workflowPath(BASE, 'publishedList'), { currPage: '1', pageSize: '100' });
    const id = live.body.data.list.find((row) => row.title === title)?.id;
    expect(id).toEqual(expect.any(Number));
    expect((await callAsUser(page, 'PUT', workflowPath(BASE, 'out'), { ids: [id] })).body.code).toBe(0);
    await page.context().close();
  });
});

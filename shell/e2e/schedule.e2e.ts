/**
 * The publishing calendar in a real browser (issue 33), in a browser far from Shanghai (America/Los_Angeles): two
 * entries scheduled in different areas as the signed-in admin — a 理财 App slot pre-published for 20:00 while its one
 * allowed live entry is up (a live-limit collision), a 证券 App holiday notice published for 21:00 — both shown in the
 * week view at their Shanghai times, the collision flagged in colour, icon and words; the month and timeline views;
 * a click opens the entry in its module screen. Screenshots of the three views go to the system's temporary folder.
 */
import AxeBuilder from '@axe-core/playwright';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { workflowPath } from 'shared-ui/contract';
import { finishPageScans, waitForLoadingToEnd } from './axe';
import { BASE_URL, closeBrowser, literally, openPage, signIn } from './support';
import { callAsUser } from './workflowSupport';

afterAll(closeBrowser);

const MOCK_URL = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? '4100'}`;
const TAG = String(Date.now() % 100000);
const SLOT_TITLE = `日历高收益${TAG}`.slice(0, 12);
const NOTICE_TITLE = `日历测试休市通知 ${TAG}`;
const HIGH_FUND = 'operation/wm/funds/high/';
const HOLIDAY = 'operation/broker/holiday/';
/** The calendar's module filter for the two modules this journey writes to. */
const JOURNEY_MODULES = 'wm/highFund,br/holiday';

/** Tomorrow in Shanghai, by the server's clock. */
async function tomorrowOnServer(page: Page): Promise<string> {
  const res = await page.request.get(`${MOCK_URL}/__test/clock`);
  const { data } = (await res.json()) as { data: { epochMs: number } };
  return new Date(data.epochMs + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

async function ok<T>(page: Page, method: 'GET' | 'POST' | 'PUT', apiPath: string, body?: Record<string, unknown>): Promise<T> {
  const res = await callAsUser<T>(page, method, apiPath, body);
  if (res.body.code !== 0) throw new Error(`${apiPath}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Save then pre-publish, as the module screen does; the new entry's id. */
async function prepublish(page: Page, base: string, values: Record<string, unknown>, times: Record<string, string>): Promise<number> {
  await ok(page, 'POST', workflowPath(base, 'save'), values);
  return (await ok<{ id: number }>(page, 'POST', workflowPath(base, 'prepublish'), { ...values, ...times })).id;
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(os.tmpdir(), `schedule-${name}.png`), fullPage: true });
}

it('shows two entries of two areas in the week view with the collision flagged, and opens one in its module', async () => {
  const page = await openPage({ timezoneId: 'America/Los_Angeles' });
  await signIn(page, 'admin');
  const day = await tomorrowOnServer(page);

  // 高收益基金专区 allows one live entry and has one (the seed): pre-published for 20:00, it would be a second.
  const live = await ok<{ list: { funds: { id: string; label?: string; position: number; yield_text: string }[] }[] }>(page, 'GET', workflowPath(HIGH_FUND, 'publishedList'), { currPage: '1', pageSize: '1' });
  const picked = live.list[0]?.funds ?? [];
  const funds = picked.map(({ id, position, yield_text }) => ({ id, position, yield_text }));
  // A slot is named by its heading and its first pick (issue 44, item 6): 日历高收益… · 某基金 等 6 只.
  const slotName = `${SLOT_TITLE} · ${literally(picked[0]?.label ?? '')}${picked.length > 1 ? ` 等 ${String(picked.length)} 只` : ''}`;
  const slotId = await prepublish(page, HIGH_FUND, { title: SLOT_TITLE, subtitle: '', funds }, { push_time: `${day} 20:00:00` });
  // A holiday notice of the 证券 App, published for 21:00.
  const notice = { market: 'hk', start_date: '2027-01-01', end_date: '2027-01-01', arrangement: 'closed', title: NOTICE_TITLE, content: '<p>元旦港股全日休市。</p>' };
  const noticeId = await prepublish(page, HOLIDAY, notice, { push_time: `${day} 20:30:00` });
  await ok(page, 'POST', workflowPath(HOLIDAY, 'publish'), { id: noticeId, push_time: `${day} 21:00:00` });

  // Narrowed to the two modules: the seed's entries sit at the clock time the server started at, and when that is near
  // 20:00 a crowded slot would fold this journey's entries behind 另 N 条.
  await page.goto(`${BASE_URL}/schedule?view=week&date=${day}&module=${JOURNEY_MODULES}`);
  await page.getByRole('heading', { name: '发布日历', level: 1 }).waitFor();
  const slot = page.getByRole('link', { name: new RegExp(`${slotName} · 理财 App · 高收益基金专区 · 预发布 · ${day} 20:00`) });
  const held = page.getByRole('link', { name: new RegExp(`${NOTICE_TITLE} · .* · 定时发布 · ${day} 21:00`) });
  await slot.waitFor();
  await held.waitFor();
  // Drawn at Shanghai's 20:00 and 21:00 though the browser is in Los Angeles.
  expect(await slot.innerText()).toContain('20:00');
  expect(await held.innerText()).toContain('21:00');
  // The collision: the red outline's class, the icon and the word on the event, the reason in the list above.
  expect(await slot.getAttribute('class')).toContain('schedule-collision');
  expect(await slot.innerText()).toContain('冲突');
  expect(await slot.textContent()).toContain('超出同时上线上限');
  await page.getByTestId('schedule-collisions').getByText(new RegExp(`理财 App · 高收益基金专区「${slotName}」.*超过本模块上限 1 条`)).waitFor();
  expect(await held.getAttribute('class')).not.toContain('schedule-collision');
  // The console's entry index says how fresh it is: what was written just now is in it.
  await page.getByTestId('index-freshness').getByText(/^数据更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).waitFor();
  await screenshot(page, 'week');
  // Every module: beyond three side by side, a time slot says how many more (issue 44, item 12), in words to assistive
  // technology.
  await page.goto(`${BASE_URL}/schedule?view=week&date=${day}`);
  await page.locator('.fc-timegrid-more-link').first().waitFor();
  expect(await page.locator('.fc-timegrid-more-link').first().getAttribute('aria-label')).toMatch(/^另 \d+ 条$/);

  // A filter lives in the address: only the 证券 App, and a reload keeps it.
  await page.goto(`${BASE_URL}/schedule?view=week&date=${day}&area=br`);
  await held.waitFor();
  expect(await slot.count()).toBe(0);

  await page.goto(`${BASE_URL}/schedule?view=month&date=${day}`);
  await page.getByTestId('schedule-range-title').getByText(/\d{4}年\d{1,2}月$/).waitFor();
  // The month is drawn without FullCalendar (issue 44, item 11): none of its code among the scripts loaded for it (its
  // chunk comes for the week and the day, or 3 s after the page has settled).
  await page.locator('.schedule-month-mark').first().waitFor();
  const fullCalendarScripts = await page.evaluate(async () => {
    const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
    const texts = await Promise.all(scripts.map(async (entry) => ({ name: entry.name, text: await (await fetch(entry.name)).text() })));
    return texts.filter(({ text }) => text.includes('fc-timegrid-slot-lane') || text.includes('fc-daygrid-day-frame')).map(({ name }) => name);
  });
  expect(fullCalendarScripts).toEqual([]);
  await screenshot(page, 'month');
  // The month (our own grid) itself, whichever view the journey's one scan of /schedule met: the other months' days
  // readable, each entry and day named by what it shows.
  await finishPageScans();
  await waitForLoadingToEnd(page);
  const month = await new AxeBuilder({ page }).include('[data-testid="schedule-month"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(month.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  // A crowded day is folded (issue 44, item 11): four rows, then "另 N 条", whose list holds the day's every entry, stays
  // on the screen (item 12) and scrolls inside itself.
  const more = page.locator('.schedule-more-link').first();
  const hidden = Number(/另 (\d+) 条/.exec(await more.innerText())?.[1]);
  const crowdedDay = await more.getAttribute('data-date');
  const drawnInCell = await page.locator(`.schedule-month-mark[data-date="${String(crowdedDay)}"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await more.click();
  const list = page.getByTestId('schedule-day-list');
  await list.waitFor();
  // Every entry of the day is in it: what the cell draws, what 另 N 条 stood for (and bars passing over from before).
  const listed = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(listed).toEqual(expect.arrayContaining(drawnInCell));
  expect(listed.length).toBeGreaterThanOrEqual(drawnInCell.length + hidden);
  expect(hidden).toBeGreaterThan(0);
  const box = (await list.boundingBox()) ?? { width: Infinity, height: Infinity };
  const viewportHeight = page.viewportSize()?.height ?? 0;
  expect(box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeLessThanOrEqual(viewportHeight * 0.6 + 1);
  await screenshot(page, 'month-more');
  await page.keyboard.press('Escape');
  await list.waitFor({ state: 'hidden' });
  // A day's number opens that day in the 日 view (FullCalendar's, loaded then); back returns to the month.
  await page.locator(`.schedule-month-day[data-date="${String(crowdedDay)}"] .schedule-month-number`).click();
  await page.waitForURL(new RegExp(`view=day&date=${String(crowdedDay)}`));
  await page.locator('.fc-timegrid').waitFor();
  await page.goBack();
  await page.getByTestId('schedule-month').waitFor();
  await page.getByRole('button', { name: '时间轴' }).click();
  await page.waitForURL(/view=timeline/);
  await page.getByTestId('schedule-timeline').locator('.schedule-timeline-item').first().waitFor();
  // The entries as links under the chart, folded until asked for.
  await page.getByTestId('schedule-timeline-list').locator('summary').click();
  await page.getByTestId('schedule-timeline-list').getByRole('link', { name: new RegExp(`^${SLOT_TITLE} · `) }).waitFor();
  // The same entry on the chart itself: a link named by its whole description.
  await page.getByTestId('schedule-timeline').locator('.schedule-timeline-item').filter({ hasText: SLOT_TITLE }).first().waitFor();
  await screenshot(page, 'timeline');

  // Back to the week; a click opens the entry where it lives.
  await page.goto(`${BASE_URL}/schedule?view=week&date=${day}&module=${JOURNEY_MODULES}`);
  await slot.click();
  await page.waitForURL(new RegExp(`/operation/wm/modules/highFund\\?view=prepublish&entry=${String(slotId)}$`));
  // The screen names the entry (EntryFocusNotice) and its row stands out in the list.
  await page.getByTestId('entry-focus').getByText(/已定位到条目/).waitFor();
  await page.locator('.CmsGrid-markedRow').getByText(SLOT_TITLE).waitFor();
}, 240_000);

/**
 * The information feed (modules.md §2/§3, contract articles.ts) in a real browser: the featured default, a category
 * switch, a stock-calendar entry added through the add-content link page (refused once for its missing code, then
 * saved), found in the feed, opened, re-edited (two edit-record entries), and a headline with a rich-text body.
 * Titles carry the run's stamp: every journey shares one mock-server.
 */
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';

afterAll(closeBrowser);

const STAMP = Date.now().toString(36).toUpperCase().slice(-6);

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const selectedTab = (page: Page, name: string) => tab(page, name).and(page.locator('[aria-selected="true"]'));
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const detailValue = (page: Page, label: string) => page.getByTestId(`detail-${label}`).locator('dd');

async function searchFeed(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: '搜索资讯' }).fill(text);
  await page.getByRole('textbox', { name: '搜索资讯' }).press('Enter');
}

/** Picks an option of one of the form's selects (MUI: a combobox opening a listbox). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('information feed', () => {
  it('adds a stock-calendar entry, finds it in the feed, re-edits it, and adds a headline with a rich-text body', async () => {
    const page = await openPage();
    await signIn(page, 'admin');

    // The feed opens on 精选; 股票日历 puts its category in the URL and shows the event columns.
    await page.goto(`${BASE_URL}/articles/information`);
    await selectedTab(page, '精选').waitFor();
    await page.locator('.MuiDataGrid-root').waitFor();
    await tab(page, '股票日历').click();
    await page.waitForURL(/\/articles\/information\?type=1$/);
    await page.getByRole('columnheader', { name: '事件日期' }).waitFor();

    // 新增内容 → 股票日历.
    await page.getByTestId('information-add').click();
    await page.waitForURL(/\/articles\/addArticles$/);
    await page.getByTestId('add-link-stockCalendar').click();
    await page.waitForURL(/\/articles\/add\/stockCalendar$/);

    const code = `E${STAMP}`;
    const name = `测试${STAMP}股份`;
    const autoTitle = `${name}（${code}）2027-03-15 财报发布`;
    // The day, typed section by section: a click on the field mounts the picker focused (PickerOnFirstUse).
    await page.locator('input[name="event_date"]').click();
    await page.keyboard.type('20270315');
    await page.locator('input[name="stock_name"]').fill(name);
    await choose(page, '事件类型', '财报发布');
    await page.locator('textarea[name="abstract"]').first().fill('第一季度业绩公布');
    // No stock code yet: refused in the browser, nothing sent, nothing lost.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('请输入股票代码（字母、数字或点，最多 12 位）').waitFor();
    expect(await page.locator('input[name="stock_name"]').inputValue()).toBe(name);

    await page.locator('input[name="stock_code"]').fill(code);
    // The title follows the event until the person writes their own.
    await page.waitForFunction((title) => document.querySelector<HTMLInputElement>('input[name="title"]')?.value === title, autoTitle);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('新增成功').first().waitFor();
    await page.waitForURL(/\/articles\/information\/detail\/1\/[^/]+$/);
    await page.getByRole('heading', { name: autoTitle }).waitFor();

    // In the feed, under 股票日历.
    await page.goto(`${BASE_URL}/articles/information?type=1`);
    await searchFeed(page, code);
    const calendarRow = rowWith(page, autoTitle);
    await calendarRow.waitFor();
    expect(await calendarRow.innerText()).toContain('2027-03-15');
    expect(await calendarRow.innerText()).toContain('财报发布');

    // Its detail: every field, one edit-record entry; then re-edit.
    await calendarRow.getByRole('link', { name: autoTitle, exact: true }).click();
    await page.waitForURL(/\/articles\/information\/detail\/1\//);
    expect(await detailValue(page, '股票代码').innerText()).toBe(code);
    expect(await detailValue(page, '来源').innerText()).toBe('本站编辑');
    await expectRecords(page, ['新建']);
    await page.getByRole('link', { name: '重新编辑' }).click();
    await page.waitForURL(/\/articles\/information\/reedit\/1\/[^/]+\/cms$/);
    const description = page.locator('textarea[name="abstract"]').first();
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('textarea[name="abstract"]')?.value === '第一季度业绩公布');
    await description.fill('第一季度业绩公布，盘后电话会');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL(/\/articles\/information\/detail\/1\/[^/]+$/);
    await page.getByTestId('detail-事件描述').getByText('第一季度业绩公布，盘后电话会').waitFor();
    await expectRecords(page, ['编辑', '新建']);
    // 使用情况, from the console service's entry index: a new item no slot uses yet.
    await page.getByText('暂无运营位使用该资讯（含已保存的草稿），可以删除。').waitFor();

    // A headline with a rich-text body (a bold phrase), shown under 头条.
    await page.goto(`${BASE_URL}/articles/addArticles`);
    await page.getByTestId('add-link-headlines').click();
    await page.waitForURL(/\/articles\/add\/headlines$/);
    const headline = `港股收评 ${STAMP}：恒指收涨`;
    await page.locator('input[name="title"]').fill(headline);
    await page.locator('input[name="author"]').fill('市场部');
    const body = page.getByTestId('information-content');
    await body.click();
    await page.keyboard.type('科技股领涨，');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('腾讯涨 3%');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('。');
    await page.getByRole('button', { name: '预览', exact: true }).click();
    await page.getByTestId('information-preview').locator('strong', { hasText: '腾讯涨 3%' }).waitFor();
    await page.getByRole('button', { name: '关闭', exact: true }).click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('新增成功').first().waitFor();
    await page.waitForURL(/\/articles\/information\/detail\/2\/[^/]+$/);
    await page.getByTestId('information-body').locator('strong', { hasText: '腾讯涨 3%' }).waitFor();

    await page.goto(`${BASE_URL}/articles/information`);
    await tab(page, '头条').click();
    // The tab shows selected once the screen has rendered the new category (the URL changes a moment before).
    await selectedTab(page, '头条').waitFor();
    await searchFeed(page, STAMP);
    await rowWith(page, headline).waitFor();
    await page.context().close();
  });
});

/** The edit record's entries, newest first, by their Chinese action names. */
async function expectRecords(page: Page, actions: string[]): Promise<void> {
  const records = page.getByTestId('edit-record');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="edit-record"]').length === n, actions.length);
  const texts = await records.locator('td:first-child').allInnerTexts();
  expect(texts).toEqual(actions);
}

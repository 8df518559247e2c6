/**
 * The back office by keyboard only (issue 32): Tab, Shift+Tab, Enter, Space, Escape and the arrow keys — no click.
 * A person signs in, opens 权限管理 from the side menu, opens a row's 编辑 dialog from the grid and cancels it (the focus
 * is back on the button that opened it), picks a day in a date picker, and makes text bold from the article
 * editor's toolbar. `page.goto` only types an address, as a person would. Screenshots in the temp folder:
 * keyboard-*.png.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ACCOUNTS, BASE_URL, CAPTCHA, closeBrowser, openPage } from './support';

afterAll(closeBrowser);

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(os.tmpdir(), `keyboard-${name}.png`) });

/** What a person (and a screen reader) knows of the focused element. */
interface Focused {
  tag: string;
  label: string;
  text: string;
  name: string;
  testId: string;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      text: (el?.textContent ?? '').trim(),
      name: el?.getAttribute('name') ?? '',
      testId: el?.getAttribute('data-testid') ?? '',
    };
  });

/** Presses Tab (or Shift+Tab) until the focused element is the one sought; fails naming the last one reached. */
async function tabTo(page: Page, what: string, matches: (f: Focused) => boolean, { back = false, max = 120 } = {}): Promise<void> {
  let last: Focused | null = null;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    last = await focused(page);
    if (matches(last)) return;
  }
  throw new Error(`按 ${String(max)} 次 ${back ? 'Shift+Tab' : 'Tab'} 未到达「${what}」，最后停在 ${JSON.stringify(last)}`);
}

describe('keyboard only', () => {
  it('signs in, opens a module from the menu, a row action dialog and back, picks a day, makes text bold', async () => {
    const page = await openPage();

    // Sign in: the account field has the focus when the page opens.
    await page.goto(`${BASE_URL}/login`);
    await page.getByTestId('captcha-image').waitFor();
    expect((await focused(page)).name).toBe('account');
    await page.keyboard.type(ACCOUNTS.admin.account);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ACCOUNTS.admin.password);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('captcha');
    await page.keyboard.type(CAPTCHA);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/home$/);
    await page.getByTestId('side-menu').waitFor();

    // The side menu: Tab to 权限管理, Enter.
    await tabTo(page, '菜单：权限管理', (f) => f.tag === 'a' && f.text === '权限管理');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/permission$/);
    await page.getByTestId('admin-list').getByText('editor', { exact: true }).waitFor();

    // A row's action in the grid: Tab reaches the button; Enter opens its dialog; 取消 by keyboard closes it.
    await tabTo(page, '行操作：编辑 editor', (f) => f.label === '编辑 editor');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('admin-dialog');
    await dialog.waitFor();
    await shot(page, 'row-dialog');
    // The dialog's buttons come last in it: Shift+Tab goes round to them (the focus stays inside the dialog).
    await tabTo(page, '对话框：取消', (f) => f.tag === 'button' && f.text === '取消', { back: true });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // The focus is back where it was: the person carries on from the row they were on.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === '编辑 editor', undefined, { timeout: 3000 }).catch(() => undefined);
    expect((await focused(page)).label).toBe('编辑 editor');
    // Escape closes it the same way.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focused(page)).label).toBe('编辑 editor');

    // A date picker: Tab to 开始日期's calendar button, Enter opens the calendar on the day, → and Enter pick the next.
    // The page's first Tab stop skips the header and the menu.
    await page.goto(`${BASE_URL}/operation/br/holiday`);
    const start = page.locator('input[name="start_date"]');
    await start.waitFor();
    // The seeded draft's day, or none when another journey has pre-published the draft (the calendar's does): an
    // empty picker opens on the browser's today.
    const seeded = await start.inputValue();
    expect(seeded).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);
    const before = seeded || (await page.evaluate(() => new Date().toLocaleDateString('sv-SE')));
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('跳到主要内容');
    await shot(page, 'skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await tabTo(page, '开始日期的日历按钮', (f) => f.tag === 'button' && /选择日期/.test(f.label));
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog');
    await calendar.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell', undefined, { timeout: 5000 });
    await shot(page, 'picker');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    // The focus is back in the field it was picked for.
    expect(await page.evaluate(() => document.activeElement?.closest('.MuiFormControl-root')?.querySelector('input[name]')?.getAttribute('name'))).toBe('start_date');
    const next = new Date(`${before}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    expect(await start.inputValue()).toBe(next.toISOString().slice(0, 10));

    // The article editor: type a line, select it, Shift+Tab back to the toolbar's 加粗, Space applies it.
    await page.goto(`${BASE_URL}/articles/add/newadd`);
    const editor = page.getByTestId('article-editor');
    await editor.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await tabTo(page, '正文编辑区', (f) => f.testId === 'article-editor');
    await page.keyboard.type('键盘加粗');
    // The editor takes typed text in its own time: the selection below must cover it.
    await editor.getByText('键盘加粗').waitFor();
    await page.keyboard.press('Shift+Home');
    // The browser tells the editor of a new selection by an event of its own (selectionchange, a task later); a
    // person's next key comes long after it, a script's would not.
    await page.waitForFunction(() => window.getSelection()?.toString() === '键盘加粗');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await tabTo(page, '工具栏：加粗', (f) => f.label === '加粗', { back: true });
    await page.keyboard.press('Space');
    await editor.locator('strong', { hasText: '键盘加粗' }).waitFor();
    expect(await page.getByRole('button', { name: '加粗', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'bold');
    await page.close();
  });
});

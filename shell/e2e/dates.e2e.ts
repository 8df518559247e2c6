/**
 * The one date rule in a real browser (issue 35): the holiday notice's 结束日期 typed as 2027-02-30 is refused beside
 * the field with the contract's words, nothing is saved and what was typed stays; a picker's calendar is headed
 * 2027 年 2 月. Screenshots in the temp folder: dates-holiday-refused.png, dates-picker-open.png.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';

afterAll(closeBrowser);

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(os.tmpdir(), `dates-${name}.png`) });

describe('dates', () => {
  it('refuses 结束日期 2027-02-30 on the holiday form, keeps it, and heads the calendar 2027 年 2 月', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/operation/br/holiday`);
    const end = page.locator('input[name="end_date"]');
    await end.waitFor();
    // The seeded draft's date, or none when another journey has pre-published the draft (the calendar's does).
    expect(await end.inputValue()).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);

    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('operation/broker/holiday/')) saves.push(request.url());
    });
    // A click mounts the day picker focused on its year; the day is typed section by section.
    await end.click();
    await page.keyboard.type('20270230');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('结束日期不是有效日期：2027 年 2 月只有 28 天').waitFor();
    expect(saves).toEqual([]);
    expect(await page.locator('input[name="end_date"]').inputValue()).toBe('2027-02-30');
    await page.locator('input[name="end_date"]').scrollIntoViewIfNeeded();
    await shot(page, 'holiday-refused');

    // 开始日期's calendar: opened by its button, headed the way a Chinese calendar is.
    await page.locator('input[name="start_date"]').locator('xpath=..').getByRole('button', { name: /选择日期/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('.MuiPickersCalendarHeader-label').textContent()).toMatch(/^\d{4} 年 \d{1,2} 月$/);
    // Once its opening transition is over, so the picture shows the calendar, not its fade.
    const paper = page.locator('.MuiPickerPopper-paper');
    await paper.waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector('.MuiPickerPopper-paper');
      return el !== null && getComputedStyle(el).opacity === '1' && getComputedStyle(el).transform === 'none';
    });
    await shot(page, 'picker-open');
    await page.close();
  });
});

import { launchChromium } from './lib/browser';
import { signedInState } from './benchFirstScreen';
void (async () => {
  const browser = await launchChromium();
  const base = 'http://localhost:3300';
  const storageState = await signedInState(browser, base, 'ABCD');
  const ctx = await browser.newContext({ storageState, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1400, height: 900 } });
  const page = await ctx.newPage();
  const act = () => page.evaluate(() => { const a = document.activeElement; return `${a?.tagName} ${a?.getAttribute('aria-label') ?? ''} ${a?.className.toString().slice(0, 60)} inFC=${a?.closest('.MuiFormControl-root')?.querySelector('input[name]')?.getAttribute('name')}`; });
  await page.goto(`${base}/operation/br/holiday`);
  await page.locator('input[name="start_date"]').waitFor();
  const btn = page.locator('input[name="start_date"]').locator('xpath=..').getByRole('button', { name: /选择日期/ });
  await btn.focus();
  console.log('1', await act());
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell', undefined, { timeout: 5000 });
  console.log('2', await act());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  for (const t of [0, 50, 200, 600]) { await page.waitForTimeout(t); console.log('3', t, await act()); }
  await browser.close();
})();

/**
 * Nothing runs at idle (issue 32): a signed-in page that has settled lays nothing out while the person only looks at
 * it. Chromium's own count of layouts (`Performance.getMetrics` → LayoutCount, over the DevTools protocol) is read
 * before and after 5 s of idle on /home, a module screen (理财 App · 推送管理) and the article library: it must not move. (A hidden
 * indeterminate progress bar kept mounted under the header laid the page out ~60 times a second.)
 */
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, signIn } from './support';

afterAll(closeBrowser);

const IDLE_MS = 5_000;

async function layoutCount(page: Page, cdp: Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const count = metrics.find((m) => m.name === 'LayoutCount')?.value;
  if (count === undefined) throw new Error(`no LayoutCount in ${page.url()}`);
  return count;
}

/** Waits until the page is quiet (no request for a while, its transitions over), then counts layouts over `IDLE_MS`. */
async function layoutsAtIdle(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  // Ripples, a menu's collapse, a snackbar's entrance: every transition of the last click is over well within this.
  await page.waitForTimeout(1_500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await layoutCount(page, cdp);
  await page.waitForTimeout(IDLE_MS);
  const after = await layoutCount(page, cdp);
  await cdp.detach();
  return after - before;
}

async function openFromMenu(page: Page, path: string, sections: string[]): Promise<void> {
  const menu = page.getByTestId('side-menu');
  for (const section of sections) {
    const closed = menu.locator(`[data-path="${section}"][aria-expanded="false"]`);
    if ((await closed.count()) > 0) await closed.click();
  }
  await menu.locator(`a[data-path="${path}"]`).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('main h1').first().waitFor();
}

describe('idle', () => {
  it('lays nothing out over 5 s of idle on /home, a module screen and the article library', async () => {
    const page = await openPage();
    page.setDefaultTimeout(30_000);
    await signIn(page, 'admin');
    await page.getByTestId('home-areas').waitFor();
    const layouts: Record<string, number> = {};
    layouts['/home'] = await layoutsAtIdle(page);

    await openFromMenu(page, '/operation/wm/push', ['/operation', '/operation/wm']);
    layouts['/operation/wm/push'] = await layoutsAtIdle(page);

    await openFromMenu(page, '/articles/library', ['/articles']);
    await page.locator('main .MuiDataGrid-row').first().waitFor();
    layouts['/articles/library'] = await layoutsAtIdle(page);

    expect(layouts).toEqual({ '/home': 0, '/operation/wm/push': 0, '/articles/library': 0 });
    // Still the signed-in page: the idle time did not end the session (the journeys' inactivity check runs at 4 s).
    expect(new URL(page.url()).pathname).toBe('/articles/library');
    await page.context().close();
  }, 90_000);
});

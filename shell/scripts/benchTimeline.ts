/**
 * Part of `pnpm bench`: /schedule's 时间轴 (issue 44, item 11) — from the press on its button until the chart shows its
 * entries and nothing shows progress (stable for 150 ms; the time is taken at the start of that stretch, on the page's
 * clock from the press as the page received it). Two figures: pressed as soon as the month has opened (the timeline's
 * code loads from the press — or from the pointer reaching the button) and pressed after the page has been quiet a
 * while (its code preloaded: SchedulePage's usePreloadedTimeline), which is where the chart's own drawing shows.
 */
import type { Browser, Page } from 'playwright-core';
import { markNextPress, median, signInAsAdmin } from './benchModules';

export interface TimelineTiming {
  /** Pressed as soon as the month view was open. */
  atOnceMs: number;
  /** Pressed after QUIET_MS on the month view. */
  afterQuietMs: number;
}

/** Longer than the page's wait before it preloads the timeline (3 s of quiet, then an idle moment). */
export const QUIET_MS = 4_000;

async function pressTimeline(page: Page): Promise<number> {
  await markNextPress(page);
  await page.getByRole('button', { name: '时间轴' }).click();
  const deadline = Date.now() + 20_000;
  let quietSince: { at: number; pageAt: number } | null = null;
  for (;;) {
    const { drawn, pageAt, pressedAt } = await page.evaluate(() => {
      const busy = [...document.querySelectorAll<HTMLElement>('main [role="progressbar"]')].some((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
      return { drawn: !busy && document.querySelector('main .schedule-timeline-item') !== null, pageAt: performance.now(), pressedAt: (window as unknown as { benchPressedAt?: number }).benchPressedAt };
    });
    const now = Date.now();
    if (drawn && pressedAt !== undefined) {
      quietSince ??= { at: now, pageAt };
      if (now - quietSince.at >= 150) return quietSince.pageAt - pressedAt;
    } else {
      quietSince = null;
    }
    if (now > deadline) throw new Error('时间轴未在 20 秒内显示');
    await page.waitForTimeout(5);
  }
}

async function once(browser: Browser, baseUrl: string, captcha: string, quietMs: number): Promise<number> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signInAsAdmin(page, baseUrl, captcha);
    await page.goto(`${baseUrl}/schedule`);
    await page.locator('main .schedule-month-mark').first().waitFor();
    if (quietMs > 0) await page.waitForTimeout(quietMs);
    return await pressTimeline(page);
  } finally {
    await context.close();
  }
}

/** Median of `runs` fresh browser contexts for each figure. */
export async function benchTimeline(browser: Browser, baseUrl: string, captcha: string, runs: number): Promise<TimelineTiming> {
  const atOnce: number[] = [];
  const afterQuiet: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    atOnce.push(await once(browser, baseUrl, captcha, 0));
    afterQuiet.push(await once(browser, baseUrl, captcha, QUIET_MS));
  }
  return { atOnceMs: Math.round(median(atOnce)), afterQuietMs: Math.round(median(afterQuiet)) };
}

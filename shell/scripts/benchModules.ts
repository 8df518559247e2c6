/**
 * Part of `pnpm bench`: how fast a module screen opens from the side menu, per product area.
 *   cold: the first visit to the area (its remote's entry and chunks, then the screen's first data call);
 *   warm: another screen of the same area right after (the remote is loaded; only its data call is left).
 * Each run signs in on a fresh browser context (nothing cached), so every cold figure is a real first visit.
 * A screen counts as open when the address is its path, no API call is pending and no progress indicator or skeleton
 * shows in the page, and that stays so for 150 ms (the time is taken at the start of that stretch).
 * A screen opened from the menu is timed from the press on its entry as the page receives it: Playwright's own work
 * before it presses (waiting for the entry to be visible and stable for two frames, scrolling, a hit test: about
 * 60 ms on this machine) is the harness, not the product, and counted against every area alike.
 */
import type { Browser, Page } from 'playwright-core';
import { SECTION_REDIRECTS } from 'shared-ui/contract';

export interface AreaTarget {
  area: string;
  /** Menu paths: the first opened cold, the second warm. */
  cold: string;
  warm: string;
}

export const AREA_TARGETS: readonly AreaTarget[] = [
  { area: 'wm', cold: '/operation/wm/push', warm: '/operation/wm/appconfig' },
  { area: 'br', cold: '/operation/br/push', warm: '/operation/br/appconfig' },
  { area: 'articles', cold: '/articles/library', warm: '/articles/information' },
  { area: 'h5', cold: '/h5/relesesystem', warm: '/h5/newsystem' },
  // The shell's own work screens (issue 44, item 11): the calendar's chunk and its first answer, then the audit trail's.
  { area: 'shell', cold: '/schedule', warm: '/audit' },
];

export interface AreaTiming {
  area: string;
  coldMs: number;
  warmMs: number;
  /** The page's main-thread CPU time over the same stretch (see `mainThreadCpu`). */
  coldCpuMs: number;
  warmCpuMs: number;
  /** Cold again, the pointer resting on the entry for RESTING_MS before the press (a person reading the menu). */
  coldRestedMs: number;
}

/**
 * How long the pointer rests on an entry before the press in the rested figure: a person who has found the entry
 * moves the pointer onto it and presses a few hundred milliseconds later; the menu starts the screen meanwhile
 * (shell/src/remotes/areaIntent.ts). The plain cold figure presses at once, the worst case.
 */
export const RESTING_MS = 300;

/** A screen's opening: wall time from the press, and the CPU the page's main thread spent meanwhile. */
interface Opening {
  ms: number;
  cpuMs: number;
}

/** Chromium's trace events the CPU figure reads: each task of the page's main thread and that thread's name. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/**
 * Milliseconds of CPU the page's main thread (CrRendererMain) spent in tasks that started at or after `fromUs` (the
 * trace clock). A task's thread time (`tdur`) does not count the time the thread waited for a core, so on this 2-core
 * machine shared with builds and tests the figure moves by a few percent where the wall time moves by a factor of
 * two: it tells whether a change made a screen cheaper to open when the wall clock cannot.
 */
export function mainThreadCpu(events: readonly TraceEvent[], fromUs = 0): number {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const isMain = (e: TraceEvent) => mains.some((m) => m.pid === e.pid && m.tid === e.tid);
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.ts >= fromUs && isMain(e));
  return Math.round(tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000);
}

/** Calls the guard makes on every navigation, not the screen's own data. */
const NOT_SCREEN_DATA = /\/(module\/check|login\/detectactive|admin\/check)\b/;

/** The middle value of a run's timings (the upper middle of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Signs in as a person does — the captcha typed key by key, which starts the prefetch of the console page's scripts —
 * and returns the milliseconds from the 登录 click until the frame shows (the side menu and the signed-in account).
 */
export async function signInAsAdmin(page: Page, baseUrl: string, captcha: string): Promise<number> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('captcha-image').waitFor();
  await page.locator('input[name="account"]').fill('admin');
  await page.locator('input[name="password"]').fill('Admin@123');
  await page.locator('input[name="captcha"]').pressSequentially(captcha);
  // The prefetch is over: a person takes longer than this to finish the form.
  await page.waitForLoadState('networkidle');
  const started = Date.now();
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/home$/);
  await page.getByTestId('side-menu').waitFor();
  await page.getByTestId('current-account').waitFor();
  return Date.now() - started;
}

/** Sign-in to the frame (median of `runs` fresh browser contexts): the load of the console page after the form. */
export async function benchSignIn(browser: Browser, baseUrl: string, captcha: string, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await inFreshContext(browser, async (page) => void times.push(await signInAsAdmin(page, baseUrl, captcha)));
  }
  return Math.round(median(times));
}

/** Operation-slot screens (not in the side menu: reached from 理财模块), opened cold by their address. */
export const SLOT_TARGETS: readonly string[] = ['/operation/wm/modules/recommend', '/operation/wm/modules/openScreen', '/operation/wm/modules/yffTheme'];

export interface SlotTiming {
  path: string;
  coldMs: number;
}

/**
 * A slot module's screen opened cold: a signed-in fresh context types its address (a whole page load — the shell,
 * the remote's entry and chunks, the module's draft and library labels) until the screen is open as defined above.
 */
export async function benchSlotOpen(browser: Browser, baseUrl: string, captcha: string, runs: number): Promise<SlotTiming[]> {
  const results: SlotTiming[] = [];
  for (const path of SLOT_TARGETS) {
    const cold: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      await inFreshContext(browser, async (page) => {
        await signInAsAdmin(page, baseUrl, captcha);
        cold.push(await wallTimeUntilOpen(page, path, () => page.goto(`${baseUrl}${path}`).then(() => undefined)));
      });
    }
    results.push({ path, coldMs: Math.round(median(cold)) });
  }
  return results;
}

/**
 * Clicks the menu entry of `path` (opening its sections first; with `restMs`, after resting the pointer on it that
 * long) and returns the milliseconds from the press until the screen is open.
 */
async function openFromMenu(page: Page, path: string, restMs = 0): Promise<Opening> {
  const menu = page.getByTestId('side-menu');
  // Open the sections on the way (a collapsed section hides its children); not timed: the person reads the menu.
  const parts = path.split('/').filter(Boolean);
  for (let i = 1; i < parts.length; i += 1) {
    const section = menu.locator(`[data-path="/${parts.slice(0, i).join('/')}"][aria-expanded="false"]`);
    if ((await section.count()) > 0) await section.first().click();
  }
  const entry = menu.locator(`a[data-path="${path}"]`);
  await entry.waitFor();
  if (restMs > 0) {
    await entry.hover();
    await page.waitForTimeout(restMs);
  }
  return timeUntilOpen(page, path, () => entry.click());
}

/**
 * Notes the next press as the page receives it (its pointerdown's timeStamp, on the page's clock) in
 * `window.benchPressedAt`: a figure timed from the press is then the page's, not the harness's.
 */
export async function markNextPress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const marks = window as unknown as { benchPressedAt?: number };
    delete marks.benchPressedAt;
    window.addEventListener('pointerdown', (event) => void (marks.benchPressedAt = event.timeStamp), { capture: true, once: true });
  });
}

/** timeUntilOpen's wall time alone (a whole page load: the trace would start before the page's own threads). */
async function wallTimeUntilOpen(page: Page, path: string, go: () => Promise<void>): Promise<number> {
  return (await timeUntilOpen(page, path, go)).ms;
}

/**
 * Runs `go` and returns the milliseconds until the screen at `path` is open (no API call pending, nothing loading),
 * and the main thread's CPU from the press to the end of the quiet stretch (a trace of Chromium's top-level tasks).
 */
async function timeUntilOpen(page: Page, path: string, go: () => Promise<void>): Promise<Opening> {
  const browser = page.context().browser();
  if (!browser) throw new Error('需要由 launchChromium 启动的浏览器');
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  let traced = true;
  const cpuSincePress = async (pressedAt: number | undefined): Promise<number> => {
    traced = false;
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    // The press on the trace's clock: the trace's pointerdown dispatch, when the page saw one.
    const press = pressedAt === undefined ? undefined : traceEvents.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
    return mainThreadCpu(traceEvents, press?.ts ?? 0);
  };

  let answered = 0;
  // A screen's data comes from the backend's calls and the console service's (the pickers' items, the diff's live side).
  const isData = (url: string) => url.includes('/v2/cms/') || url.includes('/console/v1/');
  // The calls started from here on: one started before (the page before it, a prefetch) ending now is not this screen's.
  const inFlight = new Set<unknown>();
  const onRequest = (req: { url: () => string }) => {
    if (isData(req.url())) inFlight.add(req);
  };
  const onDone = (req: { url: () => string }) => {
    if (!inFlight.delete(req)) return;
    if (!NOT_SCREEN_DATA.test(req.url())) answered += 1;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    // The press, on the page's clock (performance.now()); a whole page load (goto) has none and is timed from the call.
    await markNextPress(page);
    // The heading before the press: a screen whose data came before it (read ahead as the pointer reached the area's
    // menu) is open once its own heading shows, with no call of its own to wait for.
    const headingBefore = await page.evaluate(() => document.querySelector('main h1')?.textContent ?? null);
    const started = Date.now();
    await go();
    // Where the path lands: a menu entry may open its screen's first view (/h5/relesesystem → …/edit).
    await page.waitForURL((url) => url.pathname === (SECTION_REDIRECTS[path] ?? path));
    const deadline = started + 20_000;
    // Open = the screen is mounted (its heading, an h1 in main, shows), some data has come back (a guard check is not
    // data) or its heading is not the one before the press, no API call is pending and nothing shows progress, and
    // still so 150 ms later (a screen that has just rendered may not have started all its data calls yet). The time is
    // taken at the start of that quiet stretch. Without the first two conditions a whole page load counted as open in
    // a quiet moment before the shell had even mounted the screen.
    let quietSince: { at: number; pageAt: number; pressedAt: number | undefined } | null = null;
    for (;;) {
      const { busy, pageAt, pressedAt, heading } = await page.evaluate(() => {
        const h1 = document.querySelector('main h1');
        const at = { pageAt: performance.now(), pressedAt: (window as unknown as { benchPressedAt?: number }).benchPressedAt, heading: h1?.textContent ?? null };
        if (!h1) return { busy: 'no screen heading yet', ...at };
        const shown = [...document.querySelectorAll<HTMLElement>('main [role="progressbar"], main .MuiSkeleton-root')].find((el) =>
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        );
        return { busy: shown ? shown.outerHTML.slice(0, 200) : null, ...at };
      });
      const now = Date.now();
      if ((answered > 0 || heading !== headingBefore) && inFlight.size === 0 && busy === null) {
        quietSince ??= { at: now, pageAt, pressedAt };
        if (now - quietSince.at >= 150) {
          const ms = quietSince.pressedAt === undefined ? quietSince.at - started : quietSince.pageAt - quietSince.pressedAt;
          return { ms, cpuMs: await cpuSincePress(quietSince.pressedAt) };
        }
      } else {
        quietSince = null;
      }
      if (now > deadline) throw new Error(`${path} 未在 20 秒内打开（进行中的请求 ${String(inFlight.size)}，已完成 ${String(answered)}，${busy ?? ''}）`);
      await page.waitForTimeout(5);
    }
  } finally {
    if (traced) await browser.stopTracing().catch(() => undefined);
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/** The areas' screens cold and warm (median of `runs`); `areas` narrows them (benchFirstScreen's BENCH_MODULES=articles,h5). */
/** Runs `run` on a page of a new browser context (nothing cached, no session), closed afterwards. */
async function inFreshContext(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

export async function benchModules(browser: Browser, baseUrl: string, captcha: string, runs: number, areas?: readonly string[]): Promise<AreaTiming[]> {
  const results: AreaTiming[] = [];
  for (const target of AREA_TARGETS.filter(({ area }) => !areas || areas.includes(area))) {
    const cold: Opening[] = [];
    const warm: Opening[] = [];
    const rested: Opening[] = [];
    for (let i = 0; i < runs; i += 1) {
      await inFreshContext(browser, async (page) => {
        await signInAsAdmin(page, baseUrl, captcha);
        cold.push(await openFromMenu(page, target.cold));
        warm.push(await openFromMenu(page, target.warm));
      });
      await inFreshContext(browser, async (page) => {
        await signInAsAdmin(page, baseUrl, captcha);
        rested.push(await openFromMenu(page, target.cold, RESTING_MS));
      });
    }
    const mid = (openings: Opening[], figure: keyof Opening) => Math.round(median(openings.map((o) => o[figure])));
    results.push({ area: target.area, coldMs: mid(cold, 'ms'), warmMs: mid(warm, 'ms'), coldCpuMs: mid(cold, 'cpuMs'), warmCpuMs: mid(warm, 'cpuMs'), coldRestedMs: mid(rested, 'ms') });
  }
  return results;
}

/**
 * Part of `pnpm bench` (issue 32): Lighthouse 12 on the production build — /login, a public page, /home, the article
 * library and a slot module's edit form — with the mobile preset (Lighthouse's default: simulated slow-4G throttling,
 * a 4× slower CPU, a phone's screen) and the desktop preset, each the median of RUNS runs, beside the machine's own
 * reference: a static page (a heading and a paragraph) measured in the same run with the same presets, so the
 * machine's speed and noise show next to the product's figures. Reported, never asserted. BENCH_LIGHTHOUSE=0 skips it.
 *
 * One Chromium with a remote-debugging port: the signed-out pages are measured first, then playwright-core, connected
 * over CDP, signs in on the browser's default context, and Lighthouse measures the signed-in pages in new tabs of that
 * context. Lighthouse clears the page's origin before each run — the HTTP cache, cache storage and service workers
 * (its default `clearStorageTypes`), so each run is a first visit — but not cookies or localStorage, where the session
 * lives (shared-ui/src/session/storedLogin.ts); each signed-in run checks it really ended on its page, not on /login.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { signInAsAdmin } from './benchModules';
import { CHROMIUM_ARGS } from './lib/browser';
import {
  PRESETS,
  figuresOf,
  medianFigures,
  mobileGapToReference,
  type LighthouseResult,
  type PageFigures,
  type Preset,
  type RunFigures,
} from './lib/lighthouseFigures';
import { PROVISION_HINT, provisionBrowser } from './lib/provisionBrowser';
import { waitForHttp } from './lib/workspace';

export const LIGHTHOUSE_RUNS = 3;

/** The product's pages measured; `signedIn` pages are measured after the sign-in. */
export const LIGHTHOUSE_PAGES: readonly { page: string; path: string; signedIn: boolean }[] = [
  { page: 'login', path: '/login', signedIn: false },
  { page: 'public', path: '/holiday/messagelist', signedIn: false },
  { page: 'home', path: '/home', signedIn: true },
  { page: 'library', path: '/articles/library', signedIn: true },
  // The 闪屏 module opens on its edit view (the form with its seven image slots).
  { page: 'moduleEdit', path: '/operation/wm/modules/splashScreen', signedIn: true },
  // Issue 47: the calendar, the audit trail and a slot module are work screens too.
  { page: 'calendar', path: '/schedule', signedIn: true },
  { page: 'audit', path: '/audit', signedIn: true },
  { page: 'slot', path: '/operation/wm/modules/recommend', signedIn: true },
];

/** Issue 47's targets for the work screens (every signed-in page above but /home, whose own budget is 250 KB). */
export const WORK_SCREEN_TARGETS = { desktop: 90, mobile: 70 } as const;

/** The reference: what this machine scores for a page with nothing to load. */
const REFERENCE_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="基准测试的参照页面"><title>参照页面</title></head>
<body><main><h1>参照页面</h1><p>一个只有标题和一段文字的静态页面：同一次基准测试中用同样的预设测量，用来看这台机器本身的速度和波动。</p></main></body></html>
`;

export interface LighthouseBenchReport {
  runs: number;
  seconds: number;
  reference: PageFigures;
  pages: PageFigures[];
  /** Mobile performance of /login and the public page minus the reference's (issue 32: ≥ −10). */
  mobileGapToReference: Record<string, number | null>;
}

function serveReference(port: number): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(REFERENCE_HTML);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Chromium with a remote-debugging port, in a profile of its own (deleted on close). */
async function launchDebuggableChromium(port: number): Promise<{ child: ChildProcess; close: () => Promise<void> }> {
  const executablePath = provisionBrowser();
  if (!executablePath) throw new Error(PROVISION_HINT);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const child = spawn(executablePath, [...CHROMIUM_ARGS, '--headless', `--remote-debugging-port=${String(port)}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const close = async () => {
    // The profile is removed once Chromium has exited: until then it still writes into it.
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    await waitForHttp(`http://127.0.0.1:${String(port)}/json/version`, 30_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { child, close };
}

type RunLighthouse = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<{ lhr: unknown } | undefined>;

async function loadLighthouse(): Promise<{ run: RunLighthouse; desktopConfig: unknown }> {
  // Lighthouse is an ES module: imported when this part runs (the bench itself runs as CommonJS under tsx).
  const mod = (await import('lighthouse')) as unknown as { default: RunLighthouse; desktopConfig: unknown };
  return { run: mod.default, desktopConfig: mod.desktopConfig };
}

export interface LighthouseBenchOptions {
  baseUrl: string;
  captcha: string;
  debuggingPort: number;
  referencePort: number;
  /** A subset of LIGHTHOUSE_PAGES and fewer runs: for working on this part without the whole run. */
  pages?: readonly string[];
  runs?: number;
  presets?: readonly Preset[];
}

export async function benchLighthouse(options: LighthouseBenchOptions): Promise<LighthouseBenchReport> {
  const runsPerPage = options.runs ?? LIGHTHOUSE_RUNS;
  const presets = options.presets ?? PRESETS;
  const chosen = LIGHTHOUSE_PAGES.filter((p) => !options.pages || options.pages.includes(p.page));
  const started = Date.now();
  const { run, desktopConfig } = await loadLighthouse();
  const reference = await serveReference(options.referencePort);
  const chrome = await launchDebuggableChromium(options.debuggingPort);
  const flags = {
    port: options.debuggingPort,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // This 2-core machine is shared: a page that takes long is measured, not abandoned.
    maxWaitForFcp: 60_000,
    maxWaitForLoad: 120_000,
  };

  /**
   * One run's figures. A run Lighthouse could not score (now and then a category comes back null on this busy
   * machine) is tried once more, then left out with its reason: one lost run must not lose the other forty.
   */
  async function runOnce(target: { url: string; expectPath: string | null }, preset: Preset): Promise<RunFigures | null> {
    for (let attempt = 1; ; attempt += 1) {
      const result = await run(target.url, flags, preset === 'desktop' ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse 没有返回 ${target.url} 的结果`);
      const lhr = result.lhr as LighthouseResult; // Lighthouse's LH.Result, read through the subset the bench uses.
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (target.expectPath !== null && landed !== target.expectPath) {
        throw new Error(`Lighthouse 打开 ${target.url} 后停在 ${landed}（登录状态没有保留？）`);
      }
      try {
        return figuresOf(lhr);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt >= 2) {
          console.log(`  Lighthouse ${target.url} ${preset}：这一轮没有结果，已跳过（${reason}）`);
          return null;
        }
        console.log(`  Lighthouse ${target.url} ${preset}：${reason}，重试一次`);
      }
    }
  }

  /** RUNS runs of each page and preset, interleaved (page by page within a round) so a busy moment spreads over all. */
  async function measure(pages: readonly { page: string; url: string; expectPath: string | null }[]): Promise<PageFigures[]> {
    const runs = new Map<string, RunFigures[]>();
    for (let round = 0; round < runsPerPage; round += 1) {
      for (const target of pages) {
        for (const preset of presets) {
          const key = `${target.page} ${preset}`;
          const figures = await runOnce(target, preset);
          if (!figures) continue;
          runs.set(key, [...(runs.get(key) ?? []), figures]);
          console.log(`  Lighthouse ${String(round + 1)}/${String(runsPerPage)} ${target.page} ${preset}：性能 ${String(figures.performance)}`);
        }
      }
    }
    return pages.map((target) => ({
      page: target.page,
      url: target.url,
      // A preset none of whose runs gave figures is left out of the page's row, not the whole report.
      presets: Object.fromEntries(
        presets.flatMap((preset: Preset) => {
          const done = runs.get(`${target.page} ${preset}`) ?? [];
          return done.length > 0 ? [[preset, medianFigures(done)]] : [];
        }),
      ) as PageFigures['presets'],
    }));
  }

  try {
    const referenceUrl = `http://127.0.0.1:${String(options.referencePort)}/`;
    const signedOut = await measure([
      { page: 'reference', url: referenceUrl, expectPath: null },
      ...chosen.filter((p) => !p.signedIn).map((p) => ({ page: p.page, url: `${options.baseUrl}${p.path}`, expectPath: p.path })),
    ]);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(options.debuggingPort)}`);
    try {
      // Signed in once for all the signed-in pages' runs (the session outlives each run: see above).
      const context = browser.contexts()[0];
      if (!context) throw new Error('Chromium 没有默认的浏览器上下文');
      const page = await context.newPage();
      // A desktop's window: in the headless default (800 × 600) the side menu the sign-in waits for is folded away.
      await page.setViewportSize({ width: 1400, height: 900 });
      await signInAsAdmin(page, options.baseUrl, options.captcha);
      await page.close();
    } finally {
      // Disconnects only: the browser, and the session in its default context, stay for Lighthouse.
      await browser.close();
    }
    const signedIn = await measure(
      chosen.filter((p) => p.signedIn).map((p) => ({ page: p.page, url: `${options.baseUrl}${p.path}`, expectPath: p.path })),
    );
    const [referenceFigures, ...pages] = [...signedOut, ...signedIn];
    return {
      runs: runsPerPage,
      seconds: Math.round((Date.now() - started) / 1000),
      reference: referenceFigures!,
      pages,
      mobileGapToReference: Object.fromEntries(
        pages.filter((p) => p.page === 'login' || p.page === 'public').map((p) => [p.page, mobileGapToReference(p, referenceFigures!)]),
      ),
    };
  } finally {
    await chrome.close();
    reference.close();
  }
}

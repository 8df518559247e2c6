/**
 * The console's first screen as a signed-in person opens it in a new tab (issue 32): the scripts /home loads on a
 * first visit (nothing cached; gzip level 9 summed over the script responses, and their count), and the
 * requests for the remote list and the remotes' manifests made before any module screen is opened (there should be
 * none); and each public page's scripts (a light page of its remote: count, gzip -9, federation files asked for).
 * Used by the journeys (`firstScreen.e2e.ts`) and on its own:
 *   SKIP_BUILD=1 pnpm exec tsx shell/scripts/benchFirstScreen.ts   (PORT / MOCK_PORT choose the ports; BENCH_SIGNIN=0
 *   skips the sign-in timing, BENCH_MODULES=1 adds the module screens cold and warm, BENCH_MODULES=articles,h5 only
 *   those areas')
 */
import zlib from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { FEDERATION_FILES, loadAndWeigh } from '../e2e/pageWeight';
import { sharedModulesLoaded } from './lib/federationShares';

/** Each public page at an address a person opens, and its heading (the page's own content). */
const PUBLIC_PAGES = [
  { path: '/approval/70000?token=weigh', heading: '运营发布审批' },
  { path: '/holiday/messagelist', heading: '节假日交易安排' },
  { path: '/batch/activitypage?type=broker', heading: '活动中心' },
  { path: '/sms/login', heading: '短信验证码登录' },
  { path: '/sms/query', heading: '短信验证码查询' },
] as const;

export interface FirstVisit {
  jsGzipBytes: number;
  jsRequests: number;
  requests: number;
  /** Requests for `/remotes.json` or a remote's `mf-manifest.json` (paths). */
  remoteManifestRequests: string[];
  /** Shared modules some package has loaded (the federation runtime's share registry). */
  sharedLoaded: string[];
  /** Every script's path and gzip -9 size, largest first (to see what the bytes are). */
  scripts: { path: string; gzipBytes: number }[];
}

const CONTEXT_OPTIONS = { locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1400, height: 900 } } as const;

/** Signs in through the login page in a context of its own; returns that context's cookies and storage. */
export async function signedInState(browser: Browser, baseUrl: string, captcha: string, account = 'admin', password = 'Admin@123'): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('captcha-image').waitFor();
    await page.locator('input[name="account"]').fill(account);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="captcha"]').fill(captcha);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/home$/);
    await page.getByTestId('current-account').waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}


/**
 * Opens `path` (default /home) in a fresh context that holds a signed-in session and nothing cached, waits until the
 * frame shows and the network is quiet, and reports what it loaded.
 */
export async function measureFirstVisit(browser: Browser, baseUrl: string, captcha: string, path = '/home', ready?: string): Promise<FirstVisit> {
  const storageState = await signedInState(browser, baseUrl, captcha);
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState });
  try {
    const page = await context.newPage();
    const scripts: Promise<{ path: string; gzipBytes: number }>[] = [];
    const remoteManifestRequests: string[] = [];
    let requests = 0;
    page.on('request', (request) => {
      requests += 1;
      const { pathname } = new URL(request.url());
      if (pathname === '/remotes.json' || pathname.endsWith('/mf-manifest.json')) remoteManifestRequests.push(pathname);
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
      const { pathname } = new URL(response.url());
      scripts.push(
        response
          .body()
          .then((body) => ({ path: pathname, gzipBytes: zlib.gzipSync(body, { level: 9 }).length }))
          .catch(() => ({ path: pathname, gzipBytes: 0 })),
      );
    });
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('current-account').waitFor();
    // `ready`: a selector for what the screen shows once loaded (a table, its module form), so a screen that failed
    // to load is not weighed as a light one.
    if (ready) await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    // A quiet moment more: what the page asks for once it is idle (prefetches) counts too.
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const all = (await Promise.all(scripts)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      jsGzipBytes: all.reduce((sum, s) => sum + s.gzipBytes, 0),
      jsRequests: all.length,
      requests,
      remoteManifestRequests,
      sharedLoaded: await sharedModulesLoaded(page),
      scripts: all,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { launchChromium } = await import('./lib/browser');
  const { isBuilt } = await import('./lib/workspace');
  const { serveProduct } = await import('./serveProduct');
  const { benchModules, benchSignIn } = await import('./benchModules');
  if (!isBuilt()) throw new Error('先运行 pnpm build');
  const captcha = 'ABCD';
  const product = await serveProduct({
    ...process.env,
    PORT: process.env.PORT ?? '3222',
    MOCK_PORT: process.env.MOCK_PORT ?? '4222',
    MOCK_DB: ':memory:',
    MOCK_CAPTCHA: captcha,
  });
  const browser = await launchChromium();
  try {
    const home = await measureFirstVisit(browser, product.url, captcha);
    console.log(`/home 首次访问：JS ${(home.jsGzipBytes / 1024).toFixed(1)} KB（gzip -9），${String(home.jsRequests)} 个脚本，共 ${String(home.requests)} 个请求`);
    console.log(`  子应用清单请求：${home.remoteManifestRequests.join(', ') || '无'}`);
    console.log(`  已加载的共享模块：${home.sharedLoaded.join(', ')}`);
    for (const s of home.scripts) console.log(`  ${(s.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${s.path}`);
    for (const { path, heading } of PUBLIC_PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const weight = await loadAndWeigh(page, `${product.url}${path}`, () => page.getByRole('heading', { name: heading }).first().waitFor());
      const federation = weight.requested.filter((url) => FEDERATION_FILES.test(new URL(url).pathname)).length;
      console.log(`${path}：${String(weight.scriptRequests)} 个脚本，JS ${(weight.scriptGzipBytes / 1024).toFixed(1)} KB（gzip -9），共 ${String(weight.requested.length)} 个请求，联邦文件 ${String(federation)} 个`);
      await context.close();
    }
    if (process.env.BENCH_SIGNIN !== '0') {
      const runs = Number(process.env.BENCH_RUNS ?? 5);
      console.log(`从点击「登录」到框架显示（${String(runs)} 次中位数）：${String(await benchSignIn(browser, product.url, captcha, runs))} ms`);
    }
    const areas = process.env.BENCH_MODULES;
    if (areas) {
      for (const m of await benchModules(browser, product.url, captcha, Number(process.env.BENCH_RUNS ?? 5), areas === '1' ? undefined : areas.split(','))) {
        console.log(`  ${m.area.padEnd(10)} 冷 ${String(m.coldMs).padStart(5)} ms（主线程 CPU ${String(m.coldCpuMs)} ms）   热 ${String(m.warmMs).padStart(4)} ms（CPU ${String(m.warmCpuMs)} ms）   指针停留后冷 ${String(m.coldRestedMs).padStart(5)} ms`);
      }
    }
  } finally {
    await browser.close();
    await product.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

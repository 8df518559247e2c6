/**
 * `pnpm bench`: measures the production build in Chromium and reports (never asserts):
 *   /login — JS bytes (gzip), request count, requests made to remotes (must be 0), time until the form is usable;
 *   each remote's remoteEntry.js size (gzip).
 *   the publish workflow with 10,000 records in one module: median and p95 of a list page, requests per second.
 * Budgets: /login ≤ 220 KB gzip of JS; each remoteEntry ≤ 35 KB gzip; list p95 under 20 ms. The report is also written
 * to .bench/report.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTE_PACKAGES } from 'shared-ui/federation';
import { buildAll } from './build';
import { benchWorkflow } from './benchWorkflow';
import { launchChromium } from './lib/browser';
import { ROOT, isBuilt } from './lib/workspace';
import { serveProduct } from './serveProduct';

const RUNS = 5;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface LoginSample {
  jsGzipBytes: number;
  jsRequests: number;
  requests: number;
  remoteRequests: number;
  usableMs: number;
}

async function main(): Promise<void> {
  if (process.env.SKIP_BUILD !== '1' || !isBuilt()) if (!(await buildAll())) process.exit(1);
  const product = await serveProduct({ ...process.env, PORT: '3200', MOCK_PORT: '4200', MOCK_DB: ':memory:' });
  const browser = await launchChromium();
  const samples: LoginSample[] = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies: Promise<{ url: string; gzip: number; js: boolean }>[] = [];
      page.on('response', (res) => {
        const js = res.request().resourceType() === 'script' || res.url().endsWith('.js');
        bodies.push(
          res
            .body()
            .then((b) => ({ url: res.url(), gzip: zlib.gzipSync(b).length, js }))
            .catch(() => ({ url: res.url(), gzip: 0, js })),
        );
      });
      await page.goto(`${product.url}/login`);
      await page.waitForFunction(() => {
        const input = document.querySelector<HTMLInputElement>('input[name="account"]');
        return Boolean(input && !input.disabled && input.offsetParent !== null);
      });
      const usableMs = await page.evaluate(() => performance.now());
      await page.waitForLoadState('networkidle');
      const all = await Promise.all(bodies);
      samples.push({
        jsGzipBytes: all.filter((r) => r.js).reduce((sum, r) => sum + r.gzip, 0),
        jsRequests: all.filter((r) => r.js).length,
        requests: all.length,
        remoteRequests: all.filter((r) => r.url.includes('/remotes/') || r.url.endsWith('/remotes.json')).length,
        usableMs,
      });
      await context.close();
    }
    const entries = Object.keys(REMOTE_PACKAGES).map((pkg) => {
      const file = path.join(ROOT, pkg, 'dist', 'remoteEntry.js');
      return { pkg, gzipBytes: zlib.gzipSync(fs.readFileSync(file)).length };
    });
    const login = samples[samples.length - 1]!;
    const workflow = await benchWorkflow();
    const report = {
      date: new Date().toISOString(),
      login: {
        jsGzipBytes: login.jsGzipBytes,
        jsRequests: login.jsRequests,
        requests: login.requests,
        remoteRequests: Math.max(...samples.map((s) => s.remoteRequests)),
        usableMsMedian: Math.round(median(samples.map((s) => s.usableMs))),
        runs: RUNS,
      },
      remoteEntries: entries,
      workflow,
      budgets: { loginJsGzipBytes: 220 * 1024, remoteEntryGzipBytes: 35 * 1024, listP95Ms: 20 },
    };
    fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, '.bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    const mark = (ok: boolean) => (ok ? '达标' : '超出预算');
    console.log('\n/login（生产构建，Chromium）');
    console.log(`  JS 体积（gzip）：${kb(report.login.jsGzipBytes)}  预算 220 KB  ${mark(report.login.jsGzipBytes <= report.budgets.loginJsGzipBytes)}`);
    console.log(`  请求数：${String(report.login.requests)}（其中 JS ${String(report.login.jsRequests)}）`);
    console.log(`  对子应用的请求：${String(report.login.remoteRequests)}  ${mark(report.login.remoteRequests === 0)}`);
    console.log(`  表单可用时间（${String(RUNS)} 次中位数）：${String(report.login.usableMsMedian)} ms`);
    console.log('remoteEntry.js（gzip）');
    for (const e of entries) console.log(`  ${e.pkg.padEnd(16)} ${kb(e.gzipBytes).padStart(9)}  预算 35 KB  ${mark(e.gzipBytes <= report.budgets.remoteEntryGzipBytes)}`);
    console.log(`发布流程（单个模块 ${String(workflow.records)} 条记录，写入用时 ${String(workflow.populateSeconds)} 秒）`);
    for (const [name, t] of [['prepublish/list', workflow.prepublishList], ['publish/history', workflow.publishHistory]] as const) {
      console.log(`  ${name.padEnd(16)} 中位数 ${String(t.medianMs)} ms  p95 ${String(t.p95Ms)} ms  目标 p95 < 20 ms  ${mark(t.p95Ms < report.budgets.listP95Ms)}`);
    }
    console.log(`  列表接口吞吐（另一进程，16 并发）：${String(workflow.listRequestsPerSecond)} 次/秒`);
  } finally {
    await browser.close();
    await product.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

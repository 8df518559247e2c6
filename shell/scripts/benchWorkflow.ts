/**
 * The workflow half of `pnpm bench` (reported, never asserted): mock-server in its own process with 10,000 records in
 * one module (wm licensee info); this process is the client. Reports the median and p95 time of a
 * `prepublish/list` and a `publish/history` page, and the requests per second one list call sustains under load.
 * Aim: p95 under 20 ms.
 */
import { encryptCredentials, formatCmsTime } from 'shared-ui/contract';
import { ROOT, start, stop, waitForHttp } from './lib/workspace';
import path from 'node:path';

// Its own mock-server: BENCH_WORKFLOW_PORT, so benches of several checkouts on one machine do not collide.
const PORT = Number(process.env.BENCH_WORKFLOW_PORT ?? 4300);
const API = `http://127.0.0.1:${String(PORT)}/v2/cms/`;
const BASE = 'operation/common/account/licensee/';
const SCOPE = { product: 'wm' };
const RECORDS = 10_000;
/** Of the records, this many end in history; the rest stay pre-published. */
const IN_HISTORY = 5_000;
const CONCURRENCY = 8;

let cookie = '';

async function call<T>(method: string, p: string, body?: unknown): Promise<{ code: number; data: T; msg: string }> {
  const res = await fetch(`${API}${p}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const setCookie = res.headers.getSetCookie?.() ?? [];
  for (const c of setCookie) cookie = [cookie, c.split(';')[0]].filter(Boolean).join('; ');
  const json = (await res.json()) as { code: number; data: T; msg: string };
  if (method !== 'GET' && json.code !== 0 && json.code !== 200) throw new Error(`${method} ${p}: ${String(json.code)} ${json.msg}`);
  return json;
}

async function signIn(): Promise<void> {
  const captcha = await call<{ verifyKey: string }>('GET', 'login/captcha');
  await call('POST', 'login/verifyCaptcha', { verifyKey: captcha.data.verifyKey, input: 'ABCD' });
  const res = await fetch(`${API}login/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ info: encryptCredentials({ name: 'admin', pwd: 'Admin@123' }) }),
  });
  const json = (await res.json()) as { data: { uid: string; group: string } };
  cookie = `${cookie}; sessionID=${res.headers.get('authorization') ?? ''}; UID=${json.data.uid}; groupID=${json.data.group}`;
}

async function inParallel(count: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** Each record: save the draft, pre-publish it at its own minute; the first IN_HISTORY are published and taken off. */
async function populate(): Promise<void> {
  // A month ahead: clear of every seeded preset time (they lie within days), so none repeats (1013).
  const firstMinute = Math.ceil(Date.now() / 60_000) * 60_000 + 30 * 24 * 3600_000;
  // Drafts are one per module, so records are made one after another; publishing and taking off run in parallel.
  const ids: number[] = [];
  for (let i = 0; i < RECORDS; i += 1) {
    const values = { ...SCOPE, name: `基准测试持牌机构 ${String(i)}`, number: `BENCH-${String(i).padStart(5, '0')}` };
    await call('POST', `${BASE}save`, values);
    const row = await call<{ id: number }>('POST', `${BASE}prepublish`, { ...values, push_time: formatCmsTime(firstMinute + i * 60_000) });
    ids.push(row.data.id);
  }
  await inParallel(IN_HISTORY, async (i) => {
    await call('POST', `${BASE}publish`, { ...SCOPE, id: ids[i] });
    await call('PUT', `${BASE}publish/out`, { ...SCOPE, ids: [ids[i]] });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

async function timePages(listPath: string, total: number): Promise<{ medianMs: number; p95Ms: number }> {
  const pages = Math.max(1, Math.ceil(total / 10));
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const page = 1 + ((i * 7919) % pages);
    const t0 = performance.now();
    const res = await call<{ list: unknown[] }>('GET', `${BASE}${listPath}?product=wm&currPage=${String(page)}&pageSize=10`);
    times.push(performance.now() - t0);
    if (res.code !== 0 || res.data.list.length === 0) throw new Error(`${listPath} page ${String(page)} answered ${String(res.code)}`);
  }
  times.sort((a, b) => a - b);
  return { medianMs: Number(percentile(times, 0.5).toFixed(2)), p95Ms: Number(percentile(times, 0.95).toFixed(2)) };
}

async function requestsPerSecond(seconds: number): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (performance.now() < deadline) {
        await call('GET', `${BASE}prepublish/list?product=wm&currPage=${String(1 + (done % 400))}&pageSize=10`);
        done += 1;
      }
    }),
  );
  return Math.round(done / seconds);
}

export interface WorkflowBenchReport {
  records: number;
  populateSeconds: number;
  prepublishList: { medianMs: number; p95Ms: number };
  publishHistory: { medianMs: number; p95Ms: number };
  listRequestsPerSecond: number;
}

export async function benchWorkflow(): Promise<WorkflowBenchReport> {
  const server = start(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'mock-server'),
    env: { ...process.env, MOCK_PORT: String(PORT), MOCK_DB: ':memory:', MOCK_CAPTCHA: 'ABCD' },
    stdio: 'ignore',
  });
  try {
    await waitForHttp(`${API}login/check`, 120_000);
    await signIn();
    const t0 = performance.now();
    await populate();
    const populateSeconds = Number(((performance.now() - t0) / 1000).toFixed(1));
    return {
      records: RECORDS,
      populateSeconds,
      prepublishList: await timePages('prepublish/list', RECORDS - IN_HISTORY),
      publishHistory: await timePages('publish/history', IN_HISTORY),
      listRequestsPerSecond: await requestsPerSecond(5),
    };
  } finally {
    stop(server);
  }
}

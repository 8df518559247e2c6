/**
 * The console service in front of a real mock-server, as the shell's server registers it: its gate (the identity the
 * backend confirms, the role rule, the account's paths) and its first call, the live side of the diff before publish,
 * read through the module's published list alone — which a backend speaking only `/v2/cms` has.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONSOLE_API, CONSOLE_API_PREFIX, ErrorCode, formatCmsTime, liveCounterpartsQuery, type ModuleDefinition, type ModuleValues, type WorkflowRow } from 'shared-ui/contract';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from '../../../mock-server/test/harness';
import { ModuleClient } from '../../../mock-server/test/workflowClient';
import { consoleModules } from './consoleModules';
import { registerConsole } from './registerConsole';
import { openConsoleStore } from './store/openConsoleStore';

const MINUTE = 60_000;
const moduleOf = (key: string) => consoleModules.find((m) => m.key === key) as ModuleDefinition;
const wmConfig = moduleOf('wm/appconfig');
const brSplash = moduleOf('br/splashScreen');
const config = (key: string, value: string): ModuleValues => ({ config_key: key, config_value: value, platform: 'ios', min_version: '6.0.0', remark: '' });

let backend: TestServer;
let consoleApp: FastifyInstance;
let consoleUrl: string;
let admin: Browser;

async function startConsole(backendUrl: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  const store = await openConsoleStore(':memory:', ':memory:');
  app.addHook('onClose', () => store.close());
  await registerConsole(app, { backend: backendUrl, apiPrefix: '/v2/cms/', store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}` };
}

/** `GET workflow/live` as `who` (their cookies, as the browser sends them to the shell's server). */
async function live(who: Browser | null, query: Record<string, string>, url = consoleUrl): Promise<{ status: number; body: { code: number; data: WorkflowRow[] | null; msg: string } }> {
  const cookie = who ? Object.entries(who.cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ') : '';
  const res = await fetch(`${url}${CONSOLE_API_PREFIX}${CONSOLE_API.liveCounterparts}?${new URLSearchParams(query).toString()}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, body: (await res.json()) as { code: number; data: WorkflowRow[] | null; msg: string } };
}

beforeAll(async () => {
  backend = await startServer({ sessionTtlMs: 24 * 60 * MINUTE });
  ({ app: consoleApp, url: consoleUrl } = await startConsole(backend.baseUrl));
  admin = await signedIn(backend, 'admin');
});
afterAll(async () => {
  await consoleApp.close();
  await backend.close();
});

describe('the live side of the diff before publish (GET workflow/live)', () => {
  it('is, for a configuration key, the live entries of that key and platform only', async () => {
    const configs = new ModuleClient(admin, wmConfig);
    const at = (minutes: number) => ({ push_time: formatCmsTime(backend.clock.now() + minutes * MINUTE) });
    const liveId = await configs.published(config('quote_delay_hint', '{"hk":"延时15分钟"}'), at(5), {});
    await configs.published(config('search_hot_words', '{"words":["黄金"]}'), at(6), {});
    const next = config('quote_delay_hint', '{"hk":"延时15分钟","us":"实时"}');
    const answer = await live(admin, liveCounterpartsQuery(wmConfig, next));
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map((row) => [row.id, row.config_key, row.status])).toEqual([[liveId, 'quote_delay_hint', 'published']]);
  });

  it('is, for any other module, its newest published entry — labelled as the list labels it', async () => {
    const splash = new ModuleClient(admin, brSplash);
    const published = (await splash.rows('publishedList', { pageSize: 100 })).filter((row) => row.status === 'published');
    const newest = [...published].sort((a, b) => (b.push_time ?? '').localeCompare(a.push_time ?? '') || b.id - a.id)[0];
    const answer = await live(admin, liveCounterpartsQuery(brSplash, {}));
    expect(answer.body.code).toBe(ErrorCode.Success);
    expect(answer.body.data).toEqual(newest ? [newest] : []);
  });

  it('refuses a comparison that does not say which key and platform, and a module it does not know, by name', async () => {
    const noSubject = await live(admin, { module: wmConfig.key });
    expect([noSubject.status, noSubject.body.code, noSubject.body.msg]).toEqual([400, ErrorCode.ValidationFailed, '比较线上内容需要指明配置键、平台（参数 subject）']);
    const unknown = await live(admin, { module: 'wm/nothingHere' });
    expect([unknown.status, unknown.body.msg]).toEqual([400, '没有这个模块：wm/nothingHere']);
    const unnamed = await live(admin, {});
    expect([unnamed.status, unnamed.body.msg]).toEqual([400, '缺少参数 module（模块）']);
  });
});

describe('the gate of every console call', () => {
  it('answers 401 without a session the backend confirms', async () => {
    const answer = await live(null, { module: brSplash.key });
    expect([answer.status, answer.body.code]).toEqual([401, ErrorCode.SessionInvalid]);
    const signedOut = await signedIn(backend, 'reader');
    await signedOut.call('GET', 'login/signout');
    expect((await live(signedOut, { module: brSplash.key })).status).toBe(401);
  });

  it('answers a module outside the account’s paths with 1029, and one inside them to a reader too (a read)', async () => {
    const editor = await signedInWith(backend, 'editor', [wmConfig.path]);
    const outside = await live(editor, { module: brSplash.key });
    expect([outside.status, outside.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
    const reader = await signedInWith(backend, 'reader', [brSplash.path]);
    expect((await live(reader, { module: brSplash.key })).body.code).toBe(ErrorCode.Success);
  });

  it('says the backend cannot be reached (502) rather than guessing', async () => {
    const detached = await startConsole('http://127.0.0.1:9');
    try {
      const answer = await live(admin, { module: brSplash.key }, detached.url);
      expect([answer.status, answer.body.msg]).toEqual([502, '后端暂时无法访问，请稍后重试']);
    } finally {
      await detached.app.close();
    }
  });
});

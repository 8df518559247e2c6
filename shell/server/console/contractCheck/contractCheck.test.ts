/**
 * The console's check of a backend's answers, its server half: which call of the contract a browser's call is, with
 * its answer's schema and only the named schemas it refers to — to super admins alone; and the field walk over a real
 * answer of mock-server finds nothing, over a changed one the change.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX, CONTRACT_CHECK_API, ErrorCode, answerDifferences, type ContractAnswer } from 'shared-ui/contract';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from '../../../../mock-server/test/harness';
import { CONTRACT_DOCUMENT_FILE } from '../../contractDocument';
import { registerConsole } from '../registerConsole';
import { openConsoleStore } from '../store/openConsoleStore';

const DOCUMENT = path.resolve(__dirname, '../../../..', CONTRACT_DOCUMENT_FILE);

let backend: TestServer;
let app: FastifyInstance;
let url: string;
let admin: Browser;

beforeAll(async () => {
  backend = await startServer();
  app = Fastify();
  const store = await openConsoleStore(':memory:', ':memory:');
  app.addHook('onClose', () => store.close());
  await registerConsole(app, { backend: backend.baseUrl, apiPrefix: '/v2/cms/', store, contractDocument: DOCUMENT, index: { callsPerMinute: 0 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
  admin = await signedIn(backend, 'admin');
});

afterAll(async () => {
  await app.close();
  await backend.close();
});

const cookieOf = (who: Browser) => Object.entries(who.cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

async function answerFor(who: Browser, method: string, callPath: string): Promise<{ status: number; body: { code: number; data: ContractAnswer | null } }> {
  const query = new URLSearchParams({ method, path: callPath }).toString();
  const res = await fetch(`${url}${CONSOLE_API_PREFIX}${CONTRACT_CHECK_API.answer}?${query}`, { headers: { cookie: cookieOf(who) } });
  return { status: res.status, body: (await res.json()) as { code: number; data: ContractAnswer | null } };
}

it('names the call a path with an id is, and gives its answer with the named schemas it needs and no others', async () => {
  const { body } = await answerFor(admin, 'GET', 'operation/common/splash/detail/12');
  expect(body.code).toBe(0);
  expect(body.data?.call).toBe('GET operation/common/splash/detail/:id');
  expect(body.data?.screens).toEqual(['理财 App · 闪屏（/operation/wm/modules/splashScreen）', '证券 App · 闪屏（/operation/br/modules/splashScreen）']);
  expect(Object.keys(body.data?.schemas ?? {}).sort()).toEqual(['br.splashScreen.Row', 'wm.splashScreen.Row']);
  // A path without an id is its own call, never taken for a `:id` one.
  expect((await answerFor(admin, 'GET', 'operation/common/splash/prepublish/list')).body.data?.call).toBe('GET operation/common/splash/prepublish/list');
  expect((await answerFor(admin, 'GET', 'no/such/call')).body).toEqual(expect.objectContaining({ code: 0, data: null }));
});

it("walks a real answer to nothing, and a changed one to the change", async () => {
  const { body } = await answerFor(admin, 'GET', 'article/list');
  const contract = body.data as ContractAnswer;
  const resolve = (ref: string) => contract.schemas[ref.replace('#/components/schemas/', '')];
  const real = (await admin.call('GET', 'article/list?currPage=1&pageSize=5')).body;
  expect(answerDifferences(contract.schema, real, resolve)).toEqual([]);
  const changed = structuredClone(real) as { data: { list: Record<string, unknown>[] } };
  for (const row of changed.data.list) row.pageview = String(row.pageview);
  expect(answerDifferences(contract.schema, changed, resolve).map((d) => [d.kind, d.field])).toEqual([['type', 'data.list[].pageview']]);
});

it('answers super admins only, and refuses a question it cannot read', async () => {
  const editor = await signedInWith(backend, 'editor', ['/articles/library']);
  const refused = await answerFor(editor, 'GET', 'article/list');
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe(ErrorCode.NoModulePermission);
  expect((await answerFor(admin, 'PATCH', 'article/list')).status).toBe(400);
});

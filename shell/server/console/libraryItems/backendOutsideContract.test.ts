/**
 * A backend whose article list renames a field (`show_time` → `showTime`, issue 46's commonest difference), met by the
 * console service: the pickers' call names the call and the field in a 502 (never a 500, which the console reads as a
 * session ended), and /home and the entry index go on — a title that would have named an article falls back to its
 * key, and the module is still indexed.
 */
import type { FastifyInstance } from 'fastify';
import { ARTICLE_API, CONSOLE_API_PREFIX, ErrorCode, FUND_API, HOME_API, libraryItemsPath } from 'shared-ui/contract';
import { signedIn, startServer, type Browser, type TestServer } from '../../../../mock-server/test/harness';
import { tamperingProxy } from '../../../../mock-server/test/tamperingProxy';
import { openTestFront, throughFront } from '../guard/testFront';

let server: TestServer;
let proxy: Awaited<ReturnType<typeof tamperingProxy>>;
let front: FastifyInstance;
let admin: Browser;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 3_600_000 });
  proxy = await tamperingProxy(server.baseUrl, (method, callPath, status, body) => {
    if (method !== 'GET') return { status, body };
    if (callPath === `/v2/cms/${ARTICLE_API.list}`) return { status, body: body.replace(/"show_time":/g, '"showTime":') };
    // A field the pickers never read, renamed: the kit's to report, no reason to refuse the fund picker.
    if (callPath === `/v2/cms/${FUND_API.list}`) return { status, body: body.replace(/"update_operator":/g, '"updateOperator":') };
    return { status, body };
  });
  front = await openTestFront(proxy.url, { now: server.clock.now });
  admin = throughFront(await signedIn(server, 'admin'), server, front);
});
afterAll(async () => {
  await front.close();
  await proxy.close();
  await server.close();
});

const consoleGet = async (path: string) => {
  const res = await admin.raw('GET', `${CONSOLE_API_PREFIX}${path}`);
  return { status: res.status, body: (await res.json()) as { code: number; data: unknown; msg: string } };
};

it('answers the article picker with a 502 naming the call and the renamed field', async () => {
  const { status, body } = await consoleGet(`${libraryItemsPath('articles')}?search=`);
  expect(status).toBe(502);
  expect(body.code).toBe(ErrorCode.RequestFailed);
  expect(body.msg).toBe(`后端的答复与接口约定不符（GET ${ARTICLE_API.list}：data.list.0.show_time），请联系系统管理员`);
});

it('still answers /home, every module read (titles naming an article fall back to its key)', async () => {
  const { status, body } = await consoleGet(HOME_API.overview);
  expect(status).toBe(200);
  expect(body.code).toBe(0);
  const { indexed } = body.data as { indexed: { unread: { title: string; reason: string }[] } };
  expect(indexed.unread).toEqual([]);
});

it('still answers the fund picker, whose rows differ only in a field it does not read', async () => {
  const { status, body } = await consoleGet(`${libraryItemsPath('funds')}?search=`);
  expect(status).toBe(200);
  expect((body.data as unknown[]).length).toBeGreaterThan(0);
});

it('still answers the information picker, whose answers are as the contract says', async () => {
  const { status, body } = await consoleGet(`${libraryItemsPath('information')}?search=`);
  expect(status).toBe(200);
  expect((body.data as unknown[]).length).toBeGreaterThan(0);
});

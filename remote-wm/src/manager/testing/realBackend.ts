/**
 * A real mock-server (in-process, in-memory database) behind the API client of a jsdom test: shared-ui's fake
 * backend is only the transport here — each stubbed route forwards the browser's call, as sent, to the server over
 * HTTP, signed in as a staff account of the role and paths the test asks for. What the screen shows is what the
 * server answered.
 */
import { clearInterval as nodeClearInterval, setInterval as nodeSetInterval } from 'node:timers';
import { runInThisContext } from 'node:vm';
import type { Role } from 'shared-ui';
import {
  ARTICLE_API,
  CONSOLE_API,
  CONSOLE_API_PREFIX,
  FUND_API,
  MANAGER_API,
  articleRecord,
  fundRecord,
  libraryItemsPath,
  libraryItemsQuerySchema,
  libraryRecordsByIds,
  managerRecord,
  moduleEndpoint,
  pickLiveCounterparts,
  readLibraryFilter,
  readLiveSubject,
  searchLibraryRecords,
  type ArticleRow,
  type FundRow,
  type LibraryRecord,
  type ManagerRow,
  type ModuleDefinition,
  type Paged,
  type WorkflowRow,
} from 'shared-ui/contract';
import { installFakeBackend, type FakeBackend, type FakeRequest } from 'shared-ui/testing';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from '../../../../mock-server/test/harness';

const jsdomTimers = { setInterval: globalThis.setInterval, clearInterval: globalThis.clearInterval };

/**
 * Starts the server. jsdom's timers answer numbers, and the server's scheduler `unref`s its interval: Node's timers
 * serve the whole file (React and the tests use setTimeout, which stays jsdom's). jsdom has no `fetch`: Node's is used.
 */
export async function startRealServer(): Promise<TestServer> {
  Object.assign(globalThis, { setInterval: nodeSetInterval, clearInterval: nodeClearInterval });
  if (typeof globalThis.fetch !== 'function') Object.assign(globalThis, { fetch: runInThisContext('fetch') as unknown });
  return startServer({ sessionTtlMs: 24 * 3_600_000 });
}

export async function stopRealServer(server: TestServer): Promise<void> {
  await server.close();
  Object.assign(globalThis, jsdomTimers);
}

/** An account to act as: a seed admin, or a new staff account with a role and permitted paths. */
export async function browserAs(server: TestServer, role: Role | 'admin', paths: readonly string[] = []): Promise<Browser> {
  return role === 'admin' ? signedIn(server, 'admin') : signedInWith(server, role, paths);
}

/** A fake-backend handler that makes the call on the real server as `browser`. */
export function forward(browser: Browser) {
  return async (request: FakeRequest) => {
    const params = new URLSearchParams(Object.entries((request.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    const query = params.toString() === '' ? '' : `?${params.toString()}`;
    const method = request.method as 'GET' | 'POST';
    const res = await browser.call(method, `${request.path}${query}`, method === 'GET' ? undefined : (request.body as object));
    return { status: res.status, body: res.body };
  };
}

/** Installs the transport: each `METHOD path` of `routes` goes to the server as `browser`. Restore it after the test. */
export function forwardTo(browser: Browser, routes: readonly string[]): FakeBackend {
  const backend = installFakeBackend();
  for (const route of routes) backend.on(route, forward(browser));
  return backend;
}

/** The console service's `GET workflow/live` as the fake backend's route key. */
export const CONSOLE_LIVE_ROUTE = `GET ${CONSOLE_API_PREFIX}${CONSOLE_API.liveCounterparts}`;

/**
 * What the console service answers for `workflow/live` (shell/server/console), made from the real server's published
 * list by the contract's one rule (pickLiveCounterparts): a remote's test cannot start the shell's server, and the
 * part that is the console's own — the rule — is the same code.
 */
export function consoleLiveFrom(browser: Browser, def: ModuleDefinition) {
  return async (request: FakeRequest) => {
    const { path } = moduleEndpoint(def, 'publishedList');
    const query = new URLSearchParams(Object.entries({ ...def.scope, currPage: 1, pageSize: 100 }).map(([k, v]) => [k, String(v)]));
    const res = await browser.call('GET', `${path}?${query.toString()}`);
    if (res.body.code !== 0) return { status: res.status, body: res.body };
    const rows = (res.body.data as Paged<WorkflowRow>).list;
    return { body: { code: 0, msg: 'success', data: pickLiveCounterparts(def, rows, readLiveSubject(request.params)) } };
  };
}

/** The libraries a wm screen picks from, read as the console service reads them (one page of 100 is the whole seed). */
const LIBRARY_READS = {
  articles: { path: ARTICLE_API.list, record: (row: unknown) => articleRecord(row as ArticleRow), reversed: false },
  funds: { path: `${FUND_API.list}?pageSize=100`, record: (row: unknown) => fundRecord(row as FundRow), reversed: false },
  managers: { path: `${MANAGER_API.list}?pageSize=100`, record: (row: unknown) => managerRecord(row as ManagerRow), reversed: true },
} as const;

/** The console service's `library/{key}/items` as the fake backend's route key. */
export const consoleLibraryRoute = (key: keyof typeof LIBRARY_READS) => `GET ${CONSOLE_API_PREFIX}${libraryItemsPath(key)}`;

/**
 * What the console service answers for `library/{key}/items` (shell/server/console/libraryItems): the library read
 * through the real server's spec list as `browser`, searched and looked up by the contract's own functions.
 */
export function consoleLibraryFrom(browser: Browser, key: keyof typeof LIBRARY_READS) {
  return async (request: FakeRequest) => {
    const read = LIBRARY_READS[key];
    const res = await browser.call('GET', read.path);
    if (res.body.code !== 0) return { status: res.status, body: res.body };
    const rows = (res.body.data as Paged<unknown>).list;
    const records: LibraryRecord[] = (read.reversed ? [...rows].reverse() : rows).map(read.record);
    // As the address carries them: every parameter is text.
    const params = Object.fromEntries(Object.entries((request.params ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)]));
    const query = libraryItemsQuerySchema.parse(params);
    const filter = readLibraryFilter(key, params);
    if (typeof filter === 'string') return { status: 400, body: { code: 1106, msg: filter, data: null } };
    const data = query.ids ? libraryRecordsByIds(records, query.ids, filter) : searchLibraryRecords(records, query.search ?? '', query.limit ?? 20, filter);
    return { body: { code: 0, msg: 'success', data } };
  };
}

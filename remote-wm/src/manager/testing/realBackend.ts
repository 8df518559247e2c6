/**
 * A real mock-server (in-process, in-memory database) behind the API client of a jsdom test: shared-ui's fake
 * backend is only the transport here — each stubbed route forwards the browser's call, as sent, to the server over
 * HTTP, signed in as a staff account of the role and paths the test asks for. What the screen shows is what the
 * server answered.
 */
import { clearInterval as nodeClearInterval, setInterval as nodeSetInterval } from 'node:timers';
import { runInThisContext } from 'node:vm';
import type { Role } from 'shared-ui';
import { CONSOLE_API, CONSOLE_API_PREFIX, moduleEndpoint, pickLiveCounterparts, readLiveSubject, type ModuleDefinition, type Paged, type WorkflowRow } from 'shared-ui/contract';
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

/**
 * Property: whatever JSON a caller throws at any registered endpoint — bodies, queries, path parameters, scope
 * parameters of any type — the answer is an envelope below HTTP 500. A 500 would read as "session invalid" in the
 * browser and log the person out, so a wrong type must be a 400 (1106) naming the field, never a crash.
 *
 * The routes are the server's own list (`cmsRoutes`), so an endpoint added later is fuzzed without anyone adding it
 * here. The caller is a full-access publisher, so the role rule and the permission gate let every call through to
 * its handler.
 */
import fc from 'fast-check';
import { ErrorCode, WORKFLOW_ENDPOINTS, isSessionless, moduleEndpoint } from 'shared-ui/contract';
import { registeredModules, type ApiRoute } from '../src';
import { Browser, PREFIX, signInAs, startServer, type TestServer } from './harness';

/** Runs per route: enough to meet each parameter in several types; the whole file stays within seconds. */
const RUNS_PER_ROUTE = 20;

/** Every parameter name a handler reads somewhere, so random bodies hit real fields and not only strangers. */
const KNOWN_KEYS = [
  ...new Set([
    ...registeredModules.flatMap((m) => [...m.fields.map((f) => f.name), ...Object.keys(m.scope ?? {})]),
    ...['id', 'ids', 'linkId', 'linkIds', 'title', 'content', 'type', 'source', 'featured', 'pageview', 'position'],
    ...['module', 'field', 'fileName', 'data', 'account', 'password', 'role', 'isSuperAdmin', 'permission', 'paths', 'path'],
    ...['file_ids', 'file_name', 'parent_id', 'folder_id', 'remark', 'git_id', 'overwrite', 'manager_id', 'tags', 'show_time'],
    ...['push_time', 'effect_time', 'dead_time', 'start_time', 'end_time', 'currPage', 'pageSize', 'orderBy', 'order', 'search'],
    ...['info', 'verifyKey', 'input', 'stock_code', 'event_date', 'article_module', 'status'],
  ]),
];

/** Values that have tripped JavaScript before: objects whose conversion to text throws, odd numbers, deep nesting. */
const hostile = fc.constantFrom<unknown>(
  { toString: 1 },
  { valueOf: 1, toString: 1 },
  { toJSON: 1 },
  { length: -1 },
  [[[[[]]]]],
  { constructor: { prototype: 1 } },
  1e308,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '../../etc/passwd',
  '%00',
  '0',
  '-1',
  'NaN',
  '2026-02-30 25:61:61',
);
/** An object that throws when JavaScript turns it into text or a number. */
const unconvertible = fc.dictionary(fc.constantFrom('toString', 'valueOf', 'toJSON', 'length'), fc.jsonValue({ maxDepth: 1 }), { minKeys: 1, maxKeys: 3 });
const value = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hostile },
  { weight: 2, arbitrary: unconvertible },
);
/** Keys a route's handler reads first (its modules' fields and scope), then any known key, then strangers. */
const keyFor = (own: readonly string[]) =>
  fc.oneof(
    ...(own.length > 0 ? [{ weight: 5, arbitrary: fc.constantFrom(...own) }] : []),
    { weight: 3, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
const bodyFor = (own: readonly string[]) =>
  fc.oneof({ weight: 5, arbitrary: fc.dictionary(keyFor(own), value, { maxKeys: 8 }) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
const queryValue = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('1', '0', '-1', '99999999999999999999', 'wm', 'br', 'super_app', 'broker'));
const queryFor = (own: readonly string[]) => fc.array(fc.tuple(keyFor(own), queryValue), { maxLength: 6 });
const pathParam = fc.oneof(fc.string({ maxLength: 10 }), fc.integer().map(String), fc.constantFrom('0', '1', '-1', '1.5', '%2e%2e', 'null'));

const modulesAt = (url: string) => registeredModules.filter((m) => url.startsWith(`${PREFIX}${m.apiBase}`));
/** The scope parameters of a module base, so many calls reach past the module pick into the handlers. */
const scopesAt = (url: string) => modulesAt(url).map((m) => Object.fromEntries(Object.entries(m.scope ?? {}).map(([k, v]) => [k, String(v)])));
const ownKeysAt = (url: string) => [...new Set(modulesAt(url).flatMap((m) => [...m.fields.map((f) => f.name), ...Object.keys(m.scope ?? {})]))];

let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 3_600_000 });
  admin = await signInAs(new Browser(server), 'admin');
});
afterAll(() => server.close());

/** Random input can sign the admin out (login/signout) or end its sessions: sign in again before going on. */
async function stayingSignedIn(): Promise<Browser> {
  const alive = await admin.call('GET', 'login/detectactive');
  if (alive.status === 200 && alive.body.code === 0) return admin;
  admin = await signInAs(new Browser(server), 'admin');
  return admin;
}

async function fuzz(route: ApiRoute, method: string, failures: string[]): Promise<void> {
  const relative = route.url.slice(PREFIX.length);
  const scopes = scopesAt(route.url);
  const scope = scopes.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...scopes) }, { weight: 1, arbitrary: fc.constant({}) }) : fc.constant({});
  const own = ownKeysAt(route.url);
  await fc.assert(
    fc.asyncProperty(bodyFor(own), queryFor(own), pathParam, scope, async (payload, pairs, param, scoped) => {
      const browser = isSessionless(relative) ? new Browser(server) : await stayingSignedIn();
      const path = relative.replace(/:[A-Za-z]+/g, encodeURIComponent(param)).replace(/\*$/, encodeURIComponent(param));
      const search = new URLSearchParams([...Object.entries(scoped), ...pairs]).toString();
      const withObjectBody = typeof payload === 'object' && payload !== null && !Array.isArray(payload);
      const sent: unknown = method === 'GET' ? undefined : withObjectBody ? { ...scoped, ...payload } : payload;
      const res = await browser.raw(method as 'GET' | 'POST' | 'PUT', `${PREFIX}${path}${search ? `?${search}` : ''}`, sent);
      // Read every answer to its end: an unread large one (a list of rich-text entries) keeps its keep-alive
      // connection busy, and closing the server then waits for it past the hook's time-out.
      const answer = await res.text();
      if (res.status >= 500) {
        failures.push(`${method} ${path}?${search} ${JSON.stringify(sent)} → ${String(res.status)} ${answer}`);
        return false;
      }
      return true;
    }),
    { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
  );
}

describe('random JSON at every registered endpoint', () => {
  it('never answers 5xx', async () => {
    const routes = server.app.cmsRoutes;
    // Every verb of the common pattern is among them, for every module base.
    expect(routes.length).toBeGreaterThan(Object.keys(WORKFLOW_ENDPOINTS).length * 10);
    const failures: string[] = [];
    let fuzzed = 0;
    for (const route of routes) {
      for (const method of route.methods.filter((m) => m !== 'HEAD')) {
        try {
          await fuzz(route, method, failures);
        } catch {
          // fc.assert throws on the first failing run; what failed is in `failures`.
        }
        fuzzed += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(fuzzed).toBeGreaterThan(100);
  }, 300_000);
});

describe('every field and scope parameter of every module', () => {
  it('answers an unconvertible object with 400, 1106 and that field, on save and on pre-publish', async () => {
    const browser = await stayingSignedIn();
    const wrong: string[] = [];
    for (const def of registeredModules) {
      const scope = def.scope ?? {};
      const names = [...def.fields.map((f) => f.name), ...Object.keys(scope)];
      for (const name of names) {
        for (const action of ['save', 'prepublish'] as const) {
          const { method, path } = moduleEndpoint(def, action);
          const res = await browser.call(method, path, { ...scope, [name]: { toString: 1, valueOf: 1 } });
          const errors = (res.body.data as { errors?: { field: string }[] } | null)?.errors ?? [];
          const named = errors.some((e) => e.field === name);
          if (res.status !== 400 || res.body.code !== ErrorCode.ValidationFailed || !named) {
            wrong.push(`${def.key} ${action} ${name} → ${String(res.status)} ${JSON.stringify(res.body).slice(0, 120)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

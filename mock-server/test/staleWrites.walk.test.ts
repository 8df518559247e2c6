/**
 * No silent overwrite, as an invariant (issue 35): walks EVERY write route mock-server registers (`app.cmsRoutes`)
 * and, for each one that changes an existing record, makes a stale write — based on an older version than the one
 * stored — and shows it is refused: 1043 (contract staleSave.ts), or the route's own stale code where the spec names
 * one (an upload's overwrite question 1401, the live list's 1015). The modules' draft and entry calls, and the
 * libraries', accounts' and H5 files' edits, are checked by the shell's server instead (issue 43; its own walks:
 * shell/server/console/guard/guardWalk.test.ts and itemsStale.test.ts). Routes that
 * change no existing record are listed below with the reason. A route neither listed, guarded nor probed fails the
 * last test, so a route added later cannot forget the check.
 */
import {
  API,
  APPROVAL_TOKEN_HEADER,
  ARTICLE_API,
  INFORMATION_API,
  FUND_API,
  MANAGER_API,
  CLONE_ENDPOINT,
  ErrorCode,
  H5_API_BASE,
  OTHER_NEWS_API,
  STOCK_NEWS_API,
  dialectEndpoint,
  workflowPath,
  type ApiBaseGroup,
  type WorkflowAction,
} from 'shared-ui/contract';
import { PREFIX, type Browser, signedIn, startServer, type JsonResponse, type TestServer } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Write routes that change no existing record, each with why (`METHOD /v2/cms/…`, as registered). */
const NOT_CHANGING_A_RECORD: Readonly<Record<string, string>> = {
  'POST /v2/cms/login/verifyCaptcha': 'answers a captcha: a one-try check, no record edited',
  'POST /v2/cms/login/signin': 'sign-in: opens a new session',
  'POST /v2/cms/login/password': "changes one's own password, proven by the old one (1102), not an edit of shared content",
  'POST /v2/cms/account/permission/management/admin/check': 'a read: may this account open a path',
  'POST /v2/cms/account/permission/management/module/check': 'a read: the module check before navigation',
  'POST /v2/cms/account/permission/management/check': 'a read: which paths an account may open',
  'POST /v2/cms/account/permission/management/admin/create': 'creates an account (a name that exists is refused 1106)',
  'POST /v2/cms/upload/image': 'stores a new file under a new content-hash name',
  'POST /v2/cms/upload/file': 'stores a new file under a new content-hash name',
  'POST /v2/cms/operation/wm/managers/image/update': 'stores a new portrait file; the manager changes only on its update (probed)',
  'POST /v2/cms/h5backend/system/files/add': 'creates a folder (a name that exists is refused 1401)',
  'POST /v2/cms/h5backend/system/files/upload/check': 'a read: which names of an upload already exist',
  'POST /v2/cms/h5backend/system/files/check': 'a read: what pre-publishing these files would refuse',
  'POST /v2/cms/h5backend/system/files/prepublish/check': 'a read: what publishing these entries would refuse',
  'POST /v2/cms/h5backend/system/files/prepublish/delete':
    'release entries are made once and never edited, only moved on; one already moved or gone is refused by the compare-and-set (1015, h5release.release.test.ts)',
  'POST /v2/cms/h5backend/system/files/publish': 'as prepublish/delete: the entry only moves waiting → scheduled → live, by compare-and-set (1015)',
  'POST /v2/cms/h5backend/system/files/revoke/:id': 'revokes one live version by its id; one no longer live is refused 1015 (h5release.release.test.ts)',
  'POST /v2/cms/article/': 'creates an article',
  'POST /v2/cms/article': 'creates an article',
  'POST /v2/cms/article/image': 'stores a new image file',
  'POST /v2/cms/article/information/': 'creates an information item',
  'POST /v2/cms/article/information': 'creates an information item',
  'POST /v2/cms/operation/wm/funds/': 'creates a fund',
  'POST /v2/cms/operation/wm/funds': 'creates a fund',
  'POST /v2/cms/operation/wm/managers/library/create': 'creates a manager',
  'POST /v2/cms/sms/login/code': 'sends a new sign-in code',
  'POST /v2/cms/sms/login/verify': 'sign-in by code: opens a new session',
};

let server: TestServer;
let admin: Browser;
/** Every write route a probe showed refusing a stale write, as `METHOD pattern`. */
const covered = new Map<string, number>();

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 24 * 3_600_000 });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

const routeKey = (method: string, path: string) => `${method} ${PREFIX}${path.replace(/^\//, '')}`;

/** Sends the stale write and records the route as covered when it is refused with `expected`; returns the answer. */
async function probe(method: Method, pattern: string, path: string, body: object, expected: number, browser: Browser = admin): Promise<JsonResponse> {
  const res = await browser.call(method, path, body);
  if (res.body.code === expected) covered.set(routeKey(method, pattern), expected);
  return res;
}

// ── modules: what mock-server still checks itself ──────────────────────────────────────────────────────────────

/**
 * The module calls that change a draft or an entry a screen read are checked by the shell's server (issue 43: the
 * write guard, shell/server/console/guard, walks them all in guardWalk.test.ts); mock-server, like any `/v2/cms`
 * backend, never sees a version. Each base's calls of that kind, as registered.
 */
function guardedByTheShell(group: ApiBaseGroup): string[] {
  const base = group.apiBase.endsWith('/') ? group.apiBase : `${group.apiBase}/`;
  const at = (action: WorkflowAction) => workflowPath(group.apiBase, action, undefined, group.dialect);
  const saves = [...new Set(group.modules.map((m) => m.saveMethod))].map((method) => routeKey(method, at('save')));
  const actions = (['prepublish', 'reprepublish', 'prepublishDelete', 'publish', 'cancel', 'out'] as const).map((action) => routeKey(dialectEndpoint(group.dialect, action).method, at(action)));
  const extras = [group.editList?.add, group.liveList?.edit?.endpoint, group.cloneable ? CLONE_ENDPOINT : undefined].flatMap((endpoint) =>
    endpoint ? [routeKey(endpoint.method, `${base}${endpoint.path.replace(/^\//, '')}`)] : [],
  );
  return [...saves, ...actions, ...extras];
}

/**
 * The libraries', accounts', H5 files' and stock news' back-office edits: checked by the shell's server too (its itemFamilies.ts; walked in
 * itemsStale.test.ts and libraryStale.test.ts there), as `METHOD path`.
 */
const GUARDED_ITEM_CALLS = [
  ...[FUND_API.update, FUND_API.delete, MANAGER_API.update, MANAGER_API.delete].map((path) => routeKey('POST', path)),
  ...[ARTICLE_API.save, ARTICLE_API.pageview, ARTICLE_API.delete, ARTICLE_API.recovery, INFORMATION_API.save, INFORMATION_API.featured, API.adminUpdate].map((path) => routeKey('POST', path)),
  ...['save', 'publish', 'publish/out', 'h5/publish/push', 'h5/out/push'].map((path) => routeKey('POST', `operation/broker/news/approval/${path}`)),
  ...['publish', 'out'].map((action) => routeKey('POST', `operation/broker/othernews/approval/:id/${action}`)),
  routeKey('PUT', `${H5_API_BASE}filename/:id`),
  ...['delete', 'remark/update', 'gitid', 'prepublish'].map((path) => routeKey('POST', `${H5_API_BASE}${path}`)),
];

describe('the live list of a module whose live entries are ordered', () => {
  it('refuses an order made from a live list that is no longer the one shown (1015), at every such base', async () => {
    const failures: string[] = [];
    for (const group of server.app.cms.callMap.groups) {
      const order = group.liveList?.order;
      if (!order) continue;
      const pattern = `${group.apiBase.endsWith('/') ? group.apiBase : `${group.apiBase}/`}${order.path.replace(/^\//, '')}`;
      for (const def of group.modules) {
        // Ordered from a live list that no longer is: an entry gone live since is missing from the order sent.
        const res = await probe(order.method as Method, pattern, pattern, { ...(def.scope ?? {}), ids: [999_999] }, ErrorCode.WithdrawConflict);
        if (res.body.code !== ErrorCode.WithdrawConflict) failures.push(`${def.key} ${pattern}: ${String(res.body.code)} ${res.body.msg}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

// ── the custom screens' calls ───────────────────────────────────────────────────────────────────────────────────

describe("stock news' and other stock news' public approvals (their links carry the backend's own version)", () => {
  const body = (extra: object = {}) => ({ symbol: '00700.HK', stock_name: '腾讯控股', title: '资讯', content: '<p>正文</p>', source: '公司公告', ...extra });
  const writeItem = async (): Promise<number> => ((await admin.call('POST', STOCK_NEWS_API.save, body())).body.data as { id: number }).id;
  const BASE = 'operation/broker/news/approval/';

  it('refuses an approval through a link made before the item was edited (1043, 内容已修改，请重新审阅)', async () => {
    const id = await writeItem();
    const { token } = (await admin.call('GET', `${STOCK_NEWS_API.link(id)}?screen=70000`)).body.data as { token: string };
    expect((await admin.call('POST', STOCK_NEWS_API.save, body({ id, title: '改过的标题' }))).body.code).toBe(0);
    for (const which of ['agree', 'reject'] as const) {
      const res = await fetch(`${server.baseUrl}${PREFIX}${STOCK_NEWS_API[which](id)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [APPROVAL_TOKEN_HEADER]: token },
        body: JSON.stringify({ screen: 70000, approver: '王经理', reason: '不同意' }),
      });
      const answer = (await res.json()) as JsonResponse['body'];
      expect([answer.code, answer.msg]).toEqual([ErrorCode.StaleSave, '内容已修改，请重新审阅']);
      covered.set(routeKey('POST', `${BASE}h5/:id/${which}`), answer.code);
    }
  });

  it('other stock news: the approval of an older version is refused', async () => {
    const db = server.app.cms.db;
    const OBASE = 'operation/broker/othernews/approval/';
    // The seeds keep one off-shelf application waiting (the list's queue of one).
    const waiting = db.prepare('SELECT id FROM other_stock_news WHERE status = 2 LIMIT 1').get() as { id: number };
    const { token } = (await admin.call('GET', OTHER_NEWS_API.link(waiting.id))).body.data as { token: string };
    const { version } = (await admin.call('GET', OTHER_NEWS_API.detail(waiting.id))).body.data as { version: number };
    for (const which of ['agree', 'reject'] as const) {
      const res = await fetch(`${server.baseUrl}${PREFIX}${OTHER_NEWS_API[which](waiting.id)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [APPROVAL_TOKEN_HEADER]: token },
        body: JSON.stringify({ approver: '王经理', reason: '不同意', version: version - 1 }),
      });
      const answer = (await res.json()) as JsonResponse['body'];
      expect([answer.code, answer.msg]).toEqual([ErrorCode.StaleSave, '内容已修改，请重新审阅']);
      covered.set(routeKey('POST', `${OBASE}h5/:id/${which}`), answer.code);
    }
  });
});

describe('H5 files', () => {
  it('an upload over a name that exists asks first (1401)', async () => {
    const file = server.app.cms.db.prepare("SELECT parent_id, file_name FROM h5_items WHERE type = 'file' LIMIT 1").get() as { parent_id: number; file_name: string };
    const upload = await probe('POST', `${H5_API_BASE}upload`, `${H5_API_BASE}upload`, { folder_id: file.parent_id, path: file.file_name, data: Buffer.from('<p>mine</p>').toString('base64') }, 1401);
    expect(upload.body.code).toBe(1401);
  });
});

describe('the walk itself', () => {
  it('every registered write route is either shown to refuse a stale write or listed with the reason it changes no record', () => {
    const writes = new Set<string>();
    for (const route of server.app.cmsRoutes) {
      for (const method of route.methods) if (method !== 'GET' && method !== 'HEAD') writes.add(`${method} ${route.url}`);
    }
    const guarded = new Set([...server.app.cms.callMap.groups.flatMap(guardedByTheShell), ...GUARDED_ITEM_CALLS]);
    const unaccounted = [...writes].filter((key) => !covered.has(key) && !guarded.has(key) && NOT_CHANGING_A_RECORD[key] === undefined).sort();
    expect(unaccounted).toEqual([]);
    // Every call the shell's server guards is one mock-server registers.
    expect([...guarded].filter((key) => !writes.has(key))).toEqual([]);
    // A listed route that is no longer registered is a stale list.
    expect(Object.keys(NOT_CHANGING_A_RECORD).filter((key) => !writes.has(key))).toEqual([]);
    // Nothing is both: a route is probed or exempt.
    expect([...covered.keys()].filter((key) => NOT_CHANGING_A_RECORD[key] !== undefined)).toEqual([]);
    expect(writes.size).toBeGreaterThan(600);
  });
});

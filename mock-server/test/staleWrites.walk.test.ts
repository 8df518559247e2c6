/**
 * No silent overwrite, as an invariant (issue 35): walks EVERY write route mock-server registers (`app.cmsRoutes`)
 * and, for each one that changes an existing record, makes a stale write — based on an older version than the one
 * stored — and shows it is refused: 1043 (contract staleSave.ts), or the route's own stale code where the spec names
 * one (an upload's overwrite question 1401, the live list's 1015). The modules' draft and entry calls are checked by
 * the shell's server instead (issue 43; its own walk: shell/server/console/guard/guardWalk.test.ts). Routes that
 * change no existing record are listed below with the reason. A route neither listed, guarded nor probed fails the
 * last test, so a route added later cannot forget the check.
 */
import {
  APPROVAL_TOKEN_HEADER,
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

/** The fund and manager libraries' edits and deletes: checked by the shell's server too (libraryStale.test.ts there). */
const GUARDED_LIBRARY_CALLS = [FUND_API.update, FUND_API.delete, MANAGER_API.update, MANAGER_API.delete].map((path) => routeKey('POST', path));

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

describe('stock news and other stock news', () => {
  const body = (extra: object = {}) => ({ symbol: '00700.HK', stock_name: '腾讯控股', title: '资讯', content: '<p>正文</p>', source: '公司公告', ...extra });
  const writeItem = async (): Promise<{ id: number; version: number }> => {
    const { id } = (await admin.call('POST', STOCK_NEWS_API.save, body())).body.data as { id: number };
    const { version } = (await admin.call('GET', STOCK_NEWS_API.detail(id))).body.data as { version: number };
    return { id, version };
  };
  const BASE = 'operation/broker/news/approval/';

  it('refuses a save, publish, pre-push, off-shelf application and off shelf based on an older version (1043)', async () => {
    const { id, version } = await writeItem();
    const stale = version - 1;
    expect((await probe('POST', `${BASE}save`, STOCK_NEWS_API.save, body({ id, title: '我的', base_version: stale }), ErrorCode.StaleSave)).body.code).toBe(ErrorCode.StaleSave);
    for (const [pattern, path] of [
      [`${BASE}publish`, STOCK_NEWS_API.publish],
      [`${BASE}publish/out`, STOCK_NEWS_API.publishOut],
      [`${BASE}h5/publish/push`, STOCK_NEWS_API.prePush],
      [`${BASE}h5/out/push`, STOCK_NEWS_API.offShelfApply],
    ] as const) {
      expect([path, (await probe('POST', pattern, path, { id, base_version: stale }, ErrorCode.StaleSave)).body.code]).toEqual([path, ErrorCode.StaleSave]);
    }
  });

  it('refuses an approval through a link made before the item was edited (1043, 内容已修改，请重新审阅)', async () => {
    const { id } = await writeItem();
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

  it('other stock news: publish, off-shelf application and the approval of an older version are refused', async () => {
    const db = server.app.cms.db;
    const pending = db.prepare('SELECT id, version FROM other_stock_news WHERE status = 0 LIMIT 1').get() as { id: number; version: number };
    const OBASE = 'operation/broker/othernews/approval/';
    expect((await probe('POST', `${OBASE}:id/publish`, OTHER_NEWS_API.publish(pending.id), { base_version: pending.version - 1 }, ErrorCode.StaleSave)).body.code).toBe(ErrorCode.StaleSave);
    const live = db.prepare('SELECT id, version FROM other_stock_news WHERE status = 1 LIMIT 1').get() as { id: number; version: number };
    expect((await probe('POST', `${OBASE}:id/out`, OTHER_NEWS_API.out(live.id), { base_version: live.version - 1 }, ErrorCode.StaleSave)).body.code).toBe(ErrorCode.StaleSave);

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

describe('H5 files, articles, information, libraries and permission admin', () => {
  it('H5 files: rename, delete, remark, git version and pre-publish of a file changed since are refused (1043); an upload over a name asks (1401)', async () => {
    const file = server.app.cms.db.prepare("SELECT id, parent_id, file_name, update_time FROM h5_items WHERE type = 'file' LIMIT 1").get() as {
      id: number;
      parent_id: number;
      file_name: string;
      update_time: number;
    };
    const stale = { base_version: file.update_time - 1, base_versions: { [String(file.id)]: file.update_time - 1 } };
    const calls: [Method, string, string, object][] = [
      ['PUT', `${H5_API_BASE}filename/:id`, `${H5_API_BASE}filename/${String(file.id)}`, { file_name: 'renamed.html', ...stale }],
      ['POST', `${H5_API_BASE}delete`, `${H5_API_BASE}delete`, { ids: [file.id], ...stale }],
      ['POST', `${H5_API_BASE}remark/update`, `${H5_API_BASE}remark/update`, { ids: [file.id], remark: '我的备注', ...stale }],
      ['POST', `${H5_API_BASE}gitid`, `${H5_API_BASE}gitid`, { ids: [file.id], git_id: 'abc1234', ...stale }],
      ['POST', `${H5_API_BASE}prepublish`, `${H5_API_BASE}prepublish`, { file_ids: [file.id], ...stale }],
    ];
    for (const [method, pattern, path, body] of calls) expect([pattern, (await probe(method, pattern, path, body, ErrorCode.StaleSave)).body.code]).toEqual([pattern, ErrorCode.StaleSave]);
    const upload = await probe('POST', `${H5_API_BASE}upload`, `${H5_API_BASE}upload`, { folder_id: file.parent_id, path: file.file_name, data: Buffer.from('<p>mine</p>').toString('base64') }, 1401);
    expect(upload.body.code).toBe(1401);
  });

  it('articles and information: save, delete, recovery, page views and featured of a changed item are refused (1043)', async () => {
    const db = server.app.cms.db;
    const article = db.prepare('SELECT link_id, update_time FROM articles WHERE deleted = 0 LIMIT 1').get() as { link_id: string; update_time: number };
    const stale = { base_version: article.update_time - 1, base_versions: { [article.link_id]: article.update_time - 1 } };
    for (const [pattern, body] of [
      ['article/save', { linkId: article.link_id, ...stale }],
      ['article/delete', { linkIds: [article.link_id], ...stale }],
      ['article/recovery', { linkIds: [article.link_id], ...stale }],
      ['article/update/pageview', { linkId: article.link_id, pageview: 5, ...stale }],
    ] as const) {
      expect([pattern, (await probe('POST', pattern, pattern, body, ErrorCode.StaleSave)).body.code]).toEqual([pattern, ErrorCode.StaleSave]);
    }
    const item = db.prepare('SELECT link_id, source, update_time FROM information_items LIMIT 1').get() as { link_id: string; source: string; update_time: number };
    const staleItem = { base_version: item.update_time - 1, base_versions: { [item.link_id]: item.update_time - 1 } };
    for (const [pattern, body] of [
      ['article/information/save', { linkId: item.link_id, source: item.source, ...staleItem }],
      ['article/information/featured', { linkIds: [item.link_id], featured: 1, ...staleItem }],
    ] as const) {
      expect([pattern, (await probe('POST', pattern, pattern, body, ErrorCode.StaleSave)).body.code]).toEqual([pattern, ErrorCode.StaleSave]);
    }
  });

  it("permission admin: an update of an account another super admin changed since is refused (1043)", async () => {
    const account = server.app.cms.accounts.findById(2);
    if (!account) throw new Error('seed account 2 missing');
    const pattern = 'account/permission/management/update';
    const res = await probe('POST', pattern, pattern, { id: 2, role: 'editor', isSuperAdmin: false, permission: ['/articles/library'], base_version: account.updatedAt - 1 }, ErrorCode.StaleSave);
    expect([res.body.code, (res.body.data as { version: number }).version]).toEqual([ErrorCode.StaleSave, account.updatedAt]);
  });
});

describe('the walk itself', () => {
  it('every registered write route is either shown to refuse a stale write or listed with the reason it changes no record', () => {
    const writes = new Set<string>();
    for (const route of server.app.cmsRoutes) {
      for (const method of route.methods) if (method !== 'GET' && method !== 'HEAD') writes.add(`${method} ${route.url}`);
    }
    const guarded = new Set([...server.app.cms.callMap.groups.flatMap(guardedByTheShell), ...GUARDED_LIBRARY_CALLS]);
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

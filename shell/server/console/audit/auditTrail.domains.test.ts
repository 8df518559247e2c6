/**
 * The audit trail beyond the common workflow, recorded by the shell's server: each library change (articles, funds,
 * managers), each approval step of stock news and other stock news (an approval link's decision too, by the approver
 * it names), each H5 file-tree and release action and each permission change writes exactly one record with its
 * place, entry and before → after, read through the spec's calls; a refused change writes none.
 */
import {
  ARTICLE_API,
  API,
  FUND_API,
  H5_API_BASE,
  MANAGER_API,
  OTHER_NEWS_API_BASE,
  STOCK_NEWS_API,
  type AuditRecord,
  type HomeActivityLine,
  type HomeSection,
  type CatalogueFund,
} from 'shared-ui/contract';
import { validArticle } from '../../../../mock-server/test/articlesFixtures';
import { Browser, signedIn, type JsonResponse, type TestServer } from '../../../../mock-server/test/harness';
import { H5Client, clearH5 } from '../../../../mock-server/test/h5releaseClient';
import { openConsoleBed, type ConsoleBed } from '../consoleTestBed';

let bed: ConsoleBed;
let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  bed = await openConsoleBed();
  server = bed.server;
  admin = bed.through(await signedIn(server, 'admin'));
  // The whole registry's seeds: slow on a busy machine.
}, 120_000);
afterAll(() => bed.close());
beforeEach(() => bed.clearTrail());

function ok<T = unknown>(res: JsonResponse): T {
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return res.body.data as T;
}

/** The records written since the test began, oldest first. */
async function written(): Promise<AuditRecord[]> {
  return (await bed.trail(admin)).reverse();
}

describe('libraries', () => {
  it('an article: create, edit, delete and restore, one record each', async () => {
    const article = validArticle();
    const { linkId } = ok<{ linkId: string }>(await admin.call('POST', ARTICLE_API.create, article));
    ok(await admin.call('POST', ARTICLE_API.save, { ...article, linkId, title: `${article.title}（修订）` }));
    ok(await admin.call('POST', ARTICLE_API.delete, { linkIds: [linkId] }));
    ok(await admin.call('POST', ARTICLE_API.recovery, { linkIds: [linkId] }));
    const records = await written();
    expect(records.map((r) => [r.moduleKey, r.menuPath, r.entryId, r.action])).toEqual([
      ['articles', '/articles/library', linkId, 'create'],
      ['articles', '/articles/library', linkId, 'update'],
      ['articles', '/articles/library', linkId, 'delete'],
      ['articles', '/articles/library', linkId, 'restore'],
    ]);
    expect(records[0]).toMatchObject({ account: 'admin', entryTitle: article.title, before: null });
    expect(records[0]?.after).toMatchObject({ title: article.title, author: article.author });
    expect(records[1]).toMatchObject({ before: { title: article.title }, after: { title: `${article.title}（修订）` } });
    expect(records[2]).toMatchObject({ before: { deleted: false }, after: { deleted: true } });
    // Read as people read it (issue 44, item 5): 在回收站 否 → 是, not false → true.
    expect(records[2]).toMatchObject({ fieldLabels: { deleted: '在回收站' }, shown: { before: { deleted: '否' }, after: { deleted: '是' } } });
    // /home's 最近动态 opens the article itself (item 13), not the library's first page.
    const activity = (await bed.consoleCall(admin, 'audit/activity')).body.data as HomeSection<HomeActivityLine>;
    expect(activity.list[0]).toMatchObject({ moduleTitle: '文章库', link: `/articles/library/detail/${linkId}`, action: '恢复' });
  });

  it('a refused article save (a title another article holds) writes nothing', async () => {
    const first = validArticle();
    ok(await admin.call('POST', ARTICLE_API.create, first));
    await bed.clearTrail();
    const res = await admin.call('POST', ARTICLE_API.create, { ...validArticle(), title: first.title });
    expect(res.body.code).not.toBe(0);
    expect(await written()).toEqual([]);
  });

  it('a fund: add, edit and delete', async () => {
    const catalogue = ok<CatalogueFund[]>(await admin.call('GET', `${FUND_API.catalogue}?search=`));
    const fund = catalogue.find((f) => !f.in_library);
    if (!fund) throw new Error('no catalogue fund left');
    const { id } = ok<{ id: number }>(await admin.call('POST', FUND_API.create, { name: fund.name, isin: fund.isin, title: '稳健之选', remark: '适合作为组合底仓', description: '' }));
    const before = ok<{ version: number }>(await admin.call('GET', `${FUND_API.detail}?id=${String(id)}`));
    ok(await admin.call('POST', FUND_API.update, { id, name: fund.name, title: '进取之选', remark: '适合作为组合底仓', description: '', base_version: before.version }));
    ok(await admin.call('POST', FUND_API.delete, { ids: [id] }));
    const records = await written();
    expect(records.map((r) => [r.moduleKey, r.entryId, r.entryTitle, r.action])).toEqual([
      ['funds', String(id), fund.name, 'create'],
      ['funds', String(id), fund.name, 'update'],
      ['funds', String(id), fund.name, 'delete'],
    ]);
    expect(records[1]).toMatchObject({ before: { title: '稳健之选' }, after: { title: '进取之选' } });
    expect(records[2]?.after).toBeNull();
    expect(records[2]?.before).toMatchObject({ isin: fund.isin, title: '进取之选' });
  });

  it('a manager: add', async () => {
    const funds = server.app.cms.db.prepare('SELECT id FROM funds LIMIT 1').all() as { id: number }[];
    const res = await admin.call('POST', MANAGER_API.create, { name: '审计经理', company: '审计基金公司', photo: '', intro: '从业十年', years: 10, fund_ids: funds.map((f) => f.id) });
    const { id } = ok<{ id: string }>(res);
    const [record] = await written();
    expect(record).toMatchObject({ moduleKey: 'managers', entryId: id, entryTitle: '审计经理', action: 'create', before: null });
    expect(record?.after).toMatchObject({ name: '审计经理', company: '审计基金公司' });
  });
});

describe('a live list', () => {
  it("a new order of the live entries: one record, the order before → after (wm/yffTheme's seeds)", async () => {
    const base = 'operation/wm/home/common/';
    const live = ok<{ list: { id: number; live_position: number | null }[] }>(await admin.call('GET', `${base}publish/list?topic_type=theme&currPage=1&pageSize=50`)).list;
    const order = [...live].sort((a, b) => (a.live_position ?? 0) - (b.live_position ?? 0)).map((row) => row.id);
    expect(order.length).toBeGreaterThanOrEqual(2);
    const reversed = [...order].reverse();
    ok(await admin.call('POST', `${base}publish/position/save`, { topic_type: 'theme', ids: reversed }));
    const [record] = await written();
    expect(record).toMatchObject({ moduleKey: 'wm/yffTheme', action: 'liveOrder', entryId: null, before: { order }, after: { order: reversed } });
  });
});

describe('approvals', () => {
  it('stock news: submitted, approved at each level, published — one record each, the approver named', async () => {
    const item = { symbol: '00700.HK', stock_name: '腾讯控股', title: '审计：腾讯控股回购', content: '<p>回购公告</p>', source: '港交所披露易' };
    const { id } = ok<{ id: number }>(await admin.call('POST', STOCK_NEWS_API.save, item));
    for (const screen of [70000, 80001] as const) {
      const { token } = ok<{ token: string }>(await admin.call('GET', `${STOCK_NEWS_API.link(id)}?screen=${String(screen)}`));
      ok(await bed.through(new Browser(server)).call('POST', `${STOCK_NEWS_API.agree(id)}?token=${encodeURIComponent(token)}`, { screen, approver: '陈晓琳' }));
    }
    ok(await admin.call('POST', STOCK_NEWS_API.publish, { id }));
    const records = await written();
    expect(records.map((r) => [r.moduleKey, r.entryId, r.account, r.action])).toEqual([
      ['stockNews', String(id), 'admin', 'create'],
      ['stockNews', String(id), '陈晓琳', 'approve'],
      ['stockNews', String(id), '陈晓琳', 'approve'],
      ['stockNews', String(id), 'admin', 'publish'],
    ]);
    // An approver outside the console has no account id.
    expect(records[1]?.accountId).toBeNull();
    expect(records[2]).toMatchObject({ before: { status: 0, waiting_at: 80001 }, after: { status: 1, waiting_at: null } });
    expect(records[3]).toMatchObject({ before: { shelf: 'none' }, after: { shelf: 'published' } });
  });

  it('a stock-news publish refused (not approved yet) writes nothing', async () => {
    const { id } = ok<{ id: number }>(await admin.call('POST', STOCK_NEWS_API.save, { symbol: '00700.HK', stock_name: '腾讯控股', title: '审计：未审批', content: '<p>x</p>', source: '港交所披露易' }));
    await bed.clearTrail();
    expect((await admin.call('POST', STOCK_NEWS_API.publish, { id })).body.code).not.toBe(0);
    expect(await written()).toEqual([]);
  });

  it('other stock news: a publish', async () => {
    const pending = server.app.cms.db.prepare('SELECT id, title FROM other_stock_news WHERE status = 0 LIMIT 1').get() as { id: number; title: string };
    ok(await admin.call('POST', `${OTHER_NEWS_API_BASE}${String(pending.id)}/publish`, {}));
    const [record] = await written();
    expect(record).toMatchObject({ moduleKey: 'otherStockNews', entryId: String(pending.id), entryTitle: pending.title, action: 'publish', before: { status: 0 }, after: { status: 1 } });
  });
});

describe('H5 releases', () => {
  it('pre-publish, publish and revoke of a file, one record each, named by its path', async () => {
    clearH5(server);
    const h5 = new H5Client(admin);
    const folder = (await h5.newFolder(0, 'audit')).id;
    const file = await h5.put(folder, 'index.html', '<h1>审计</h1>', 'abcdef1');
    await bed.clearTrail();
    const live = await h5.goLive(file.id);
    ok(await admin.call('POST', `${H5_API_BASE}revoke/${String(live.id)}`));
    const records = await written();
    expect(records.map((r) => [r.moduleKey, r.entryId, r.entryTitle, r.action])).toEqual([
      ['h5', String(file.id), live.path, 'prepublish'],
      ['h5', String(file.id), live.path, 'publish'],
      ['h5', String(file.id), live.path, 'withdraw'],
    ]);
    expect(records[1]).toMatchObject({ before: { status: 'waiting' }, after: { status: 'live' } });
    expect(records[2]).toMatchObject({ before: { live_git_id: 'abcdef1' }, after: { live_git_id: null } });
  });

  it('the file tree: a new folder, an upload (new, overwritten), a remark, a git version, a rename and a delete, each named by its path', async () => {
    clearH5(server);
    const h5 = new H5Client(admin);
    const folder = (await h5.newFolder(0, 'tree')).id;
    const file = ok<{ id: number }>(await h5.upload(folder, 'css/site.css', Buffer.from('a{}').toString('base64'), false));
    ok(await h5.upload(folder, 'css/site.css', Buffer.from('b{}').toString('base64'), true));
    ok(await h5.remark([file.id], '首页样式'));
    ok(await h5.gitId([file.id], 'abc1234'));
    ok(await h5.rename(file.id, 'main.css'));
    ok(await h5.remove([folder]));
    const records = await written();
    expect(records.map((r) => [r.action, r.entryTitle])).toEqual([
      ['create', 'tree'],
      ['create', 'tree/css'],
      ['create', 'tree/css/site.css'],
      ['update', 'tree/css/site.css'],
      ['update', 'tree/css/site.css'],
      ['update', 'tree/css/site.css'],
      ['update', 'tree/css/main.css'],
      ['delete', 'tree'],
      ['delete', 'tree/css'],
      ['delete', 'tree/css/main.css'],
    ]);
    expect(records.every((r) => r.moduleKey === 'h5' && r.menuPath === '/h5/relesesystem' && r.account === 'admin')).toBe(true);
    // Overwritten with other bytes of the same size: only what changed is kept.
    expect(Object.keys(records[3]?.before ?? {})).toEqual(['sha256']);
    expect(records[3]?.before?.sha256).not.toBe(records[3]?.after?.sha256);
    expect(records[4]).toMatchObject({ before: { remark: '' }, after: { remark: '首页样式' } });
    expect(records[6]).toMatchObject({ before: { file_name: 'site.css' }, after: { file_name: 'main.css' } });
    expect(records[9]).toMatchObject({ before: { type: '文件', file_name: 'main.css', git_id: 'abc1234' }, after: null });
  });
});

describe('permissions', () => {
  it('an account created and its grant changed: one record each, in the trail and in the account’s own 详情', async () => {
    const created = ok<{ id: number }>(
      await admin.call('POST', API.adminCreate, { account: 'auditee', password: 'Audit1234', role: 'reader', isSuperAdmin: false, permission: ['/articles/library'] }),
    );
    ok(await admin.call('POST', API.adminUpdate, { id: created.id, role: 'editor', isSuperAdmin: false, permission: ['/articles/library', '/h5'] }));
    const records = await written();
    expect(records.map((r) => [r.moduleKey, r.menuPath, r.entryId, r.entryTitle, r.action])).toEqual([
      ['permission', '/permission', String(created.id), 'auditee', 'create'],
      ['permission', '/permission', String(created.id), 'auditee', 'permission'],
    ]);
    expect(records[1]).toMatchObject({ before: { role: 'reader', permission: ['/articles/library'] }, after: { role: 'editor', permission: ['/articles/library', '/h5'] } });
    // The account's 详情 keeps its own trail (the backend's).
    expect(server.app.cms.permissionAudit.listFor(created.id)).toHaveLength(2);
  });
});

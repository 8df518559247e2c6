/**
 * Stale edits of the article and information libraries, the admin accounts, the H5 file tree and the back office's
 * stock-news actions, through the shell's server, whose write guard checks them (issue 43; mock-server no longer
 * does): a list row and a detail give one version; every write of every family is refused (1043) on a stale base
 * before the backend hears of it; the refusal names who changed it, when, and what is there now; resent on that
 * version, it saves; a batch with one stale item changes none. The fund and manager libraries: libraryStale.test.ts.
 */
import {
  API,
  ARTICLE_API,
  ErrorCode,
  FUND_API,
  H5_API_BASE,
  INFORMATION_API,
  MANAGER_API,
  OTHER_NEWS_API,
  PERMISSION_API,
  STOCK_NEWS_API,
  type AdminAccountRow,
  type ArticleDetail,
  type ArticleRow,
  type H5FolderListing,
  type H5Item,
  type InformationRow,
  type Paged,
  type StaleSaveDetail,
  type StockNewsDetail,
} from 'shared-ui/contract';
import { createArticle, createInformation, dataOf, validArticle } from '../../../../mock-server/test/articlesFixtures';
import { signedIn, signedInWith, type Browser, type TestServer } from '../../../../mock-server/test/harness';
import { ITEM_FAMILIES, type ItemId } from './itemFamilies';
import type { RecordingBackend } from './recordingBackend';
import { openGuardedBackend, type GuardedBackend } from './testFront';

const MINUTE = 60_000;
let bed: GuardedBackend;
let server: TestServer;
let recording: RecordingBackend;
let admin: Browser;
/** A second super admin's session of the same account: the accounts screen is theirs alone. */
let otherAdmin: Browser;
let editor: Browser;

beforeAll(async () => {
  bed = await openGuardedBackend();
  ({ server, recording } = bed);
  admin = bed.through(await signedIn(server, 'admin'));
  otherAdmin = bed.through(await signedIn(server, 'admin'));
  editor = bed.through(await signedInWith(server, 'editor', ['/articles/library', '/articles/information', '/h5/relesesystem'], 'content-zhou'));
});
afterAll(() => bed.close());

const stale = (res: { body: { code: number; data: unknown } }) => res.body.data as StaleSaveDetail;
const page = async <T>(path: string) => dataOf<Paged<T>>(await admin.call('GET', path)).list;
const h5 = (path: string) => `${H5_API_BASE}${path}`;
const listing = async (folder: number) => dataOf<H5FolderListing>(await admin.call('GET', h5(`folder/${String(folder)}`)));
/** The first folder (depth first) that holds files, and its files. */
async function filesOfAFolder(folder = 0): Promise<H5Item[]> {
  const { children } = await listing(folder);
  const files = children.filter((item) => item.type === 'file');
  if (files.length > 0) return files;
  for (const child of children.filter((item) => item.type === 'folder')) {
    const found = await filesOfAFolder(child.id);
    if (found.length > 0) return found;
  }
  return [];
}

describe('one version wherever an item is read', () => {
  it('a list row and its detail carry the same version, in every family', async () => {
    const pairs: [string, { version?: number }, string][] = [];
    for (const row of (await page<ArticleRow>(`${ARTICLE_API.list}?pageSize=5`)).slice(0, 5)) pairs.push([row.linkId, row, `${ARTICLE_API.detail}?linkId=${row.linkId}`]);
    for (const row of (await page<ArticleRow>(`${ARTICLE_API.recycleList}?pageSize=3`)).slice(0, 3)) pairs.push([row.linkId, row, `${ARTICLE_API.detail}?linkId=${row.linkId}`]);
    for (const row of (await page<InformationRow>(`${INFORMATION_API.list}?pageSize=5`)).slice(0, 5)) pairs.push([row.linkId, row, `${INFORMATION_API.detail}?linkId=${row.linkId}`]);
    for (const row of await page<AdminAccountRow>(API.permissionList)) pairs.push([row.account, row, `${PERMISSION_API.detail}/${String(row.id)}`]);
    for (const row of (await page<{ id: number; version?: number }>(`${FUND_API.list}?pageSize=3`)).slice(0, 3)) pairs.push([String(row.id), row, `${FUND_API.detail}?id=${String(row.id)}`]);
    for (const row of (await page<{ id: string; version?: number }>(`${MANAGER_API.list}?pageSize=3`)).slice(0, 3)) pairs.push([row.id, row, `${MANAGER_API.detail}?id=${row.id}`]);
    for (const row of (await page<{ id: number; version?: number }>(STOCK_NEWS_API.list)).slice(0, 3)) pairs.push([`个股资讯 ${String(row.id)}`, row, STOCK_NEWS_API.detail(row.id)]);
    for (const row of (await page<{ id: number; version?: number }>(OTHER_NEWS_API.list)).slice(0, 3)) pairs.push([`其他资讯 ${String(row.id)}`, row, OTHER_NEWS_API.detail(row.id)]);
    for (const file of await filesOfAFolder()) pairs.push([file.file_name, file, h5(`file/${String(file.id)}`)]);
    expect(pairs.length).toBeGreaterThan(15);
    const differing: string[] = [];
    for (const [name, row, detailPath] of pairs) {
      const detail = dataOf<{ version?: number }>(await admin.call('GET', detailPath));
      if (typeof row.version !== 'number' || row.version !== detail.version) differing.push(`${name}: ${String(row.version)} / ${String(detail.version)}`);
    }
    expect(differing).toEqual([]);
  });
});

/** An item of each family to write to, and a body naming it as the write expects, for the walk below. */
async function sampleIds(): Promise<Record<string, ItemId>> {
  const article = await createArticle(admin);
  const information = await createInformation(admin);
  const [file] = await filesOfAFolder();
  if (!file) throw new Error('the seed H5 tree has no file');
  return {
    funds: (await page<{ id: number }>(FUND_API.list))[0]!.id,
    managers: 'M1002',
    articles: article.linkId,
    information: information.linkId,
    accounts: 2,
    'h5-items': file.id,
    'stock-news': (await page<{ id: number }>(STOCK_NEWS_API.list))[0]!.id,
    'other-news': (await page<{ id: number }>(OTHER_NEWS_API.list))[0]!.id,
  };
}

describe('every guarded write of every family', () => {
  it('is refused on a stale base before the backend hears of it, and every one is a call the backend has', async () => {
    const ids = await sampleIds();
    const registered = new Set(server.app.cmsRoutes.flatMap((route) => route.methods.map((method) => `${method} ${route.url}`)));
    const failures: string[] = [];
    let walked = 0;
    for (const family of ITEM_FAMILIES) {
      const id = ids[family.name];
      if (id === undefined) throw new Error(`no sample item for ${family.name}`);
      for (const write of family.writes) {
        walked += 1;
        if (!registered.has(`${write.method} /v2/cms/${write.url}`)) failures.push(`${write.method} ${write.url}: not a backend call`);
        const named = write.names;
        const path = named === 'path' ? write.url.replace(':id', String(id)) : write.url;
        const body = { ...(named === 'path' ? {} : 'one' in named ? { [named.one]: id } : { [named.many]: [id] }), base_version: 1, base_versions: { [String(id)]: 1 } };
        const before = recording.bodies.length;
        const answer = await admin.call(write.method, path, body);
        if (answer.body.code !== ErrorCode.StaleSave) failures.push(`${write.method} ${write.url}: ${String(answer.body.code)} ${answer.body.msg}`);
        if (recording.bodies.slice(before).some(({ call }) => call === `${write.method} /v2/cms/${path}`)) failures.push(`${write.method} ${write.url}: reached the backend`);
      }
    }
    expect(failures).toEqual([]);
    expect(walked).toBe(23);
  });
});

describe('articles and information', () => {
  it('refuses a re-edit a colleague saved over, naming them and what is there now; based on theirs it saves', async () => {
    const opened = await createArticle(admin);
    expect(typeof opened.version).toBe('number');
    const save = (who: Browser, title: string, base: number | undefined) => who.call('POST', ARTICLE_API.save, { ...validArticle({ title }), linkId: opened.linkId, base_version: base });
    const theirs = dataOf<ArticleDetail>(await save(editor, `${opened.title}（同事）`, opened.version));
    const mine = await save(admin, `${opened.title}（我的）`, opened.version);
    expect(mine.body.code).toBe(ErrorCode.StaleSave);
    expect(mine.body.msg).toContain('该内容已被 content-zhou 于');
    expect(stale(mine)).toMatchObject({ operator: 'content-zhou', time: theirs.update_time, version: theirs.version, current: { title: `${opened.title}（同事）` } });
    expect((await save(admin, `${opened.title}（我的）`, stale(mine).version ?? undefined)).body.code).toBe(0);
    // A save that names no version is passed on unchecked, as before.
    expect((await save(editor, `${opened.title}（不查）`, undefined)).body.code).toBe(0);
  });

  it('deletes none of a batch when one article changed since the list was read', async () => {
    const first = await createArticle(admin);
    const second = await createArticle(admin);
    expect((await editor.call('POST', ARTICLE_API.pageview, { linkId: second.linkId, pageview: 42, base_version: second.version })).body.code).toBe(0);
    const batch = await admin.call('POST', ARTICLE_API.delete, { linkIds: [first.linkId, second.linkId], base_versions: { [first.linkId]: first.version, [second.linkId]: second.version } });
    expect([batch.body.code, (stale(batch).current as { linkId?: string } | null)?.linkId]).toEqual([ErrorCode.StaleSave, second.linkId]);
    expect(dataOf<ArticleDetail>(await admin.call('GET', `${ARTICLE_API.detail}?linkId=${first.linkId}`)).deleted).toBe(false);
  });

  it('refuses featuring an information item re-edited since the list was read', async () => {
    const item = await createInformation(admin);
    const row = (await page<InformationRow>(`${INFORMATION_API.list}?type=${String(item.type)}&search=${encodeURIComponent(item.title)}`)).find((one) => one.linkId === item.linkId)!;
    expect(row.version).toBe(item.version);
    const edited = { ...item, title: `${item.title}（改）`, base_version: item.version };
    expect((await editor.call('POST', INFORMATION_API.save, edited)).body.code).toBe(0);
    const featured = await admin.call('POST', INFORMATION_API.featured, { linkIds: [item.linkId], featured: 1, base_versions: { [item.linkId]: row.version } });
    expect([featured.body.code, stale(featured).operator]).toEqual([ErrorCode.StaleSave, 'content-zhou']);
  });
});

describe('admin accounts', () => {
  it("refuses a grant edited from an older version of the account, naming the last change's author from its audit", async () => {
    const created = dataOf<{ id: number }>(await admin.call('POST', API.adminCreate, { account: 'stale-grant', password: 'Grant1234', role: 'reader', isSuperAdmin: false, permission: ['/articles/library'] }));
    const opened = dataOf<AdminAccountRow>(await admin.call('GET', `${PERMISSION_API.detail}/${String(created.id)}`));
    const update = (who: Browser, permission: string[], base: number | undefined) => who.call('POST', API.adminUpdate, { id: created.id, role: 'editor', isSuperAdmin: false, permission, base_version: base });
    server.clock.advance(MINUTE);
    expect((await update(otherAdmin, ['/articles/library', '/h5'], opened.version)).body.code).toBe(0);
    const mine = await update(admin, ['/articles/information'], opened.version);
    const now = dataOf<AdminAccountRow>(await admin.call('GET', `${PERMISSION_API.detail}/${String(created.id)}`));
    expect([mine.body.code, stale(mine).operator, stale(mine).time, stale(mine).version]).toEqual([ErrorCode.StaleSave, 'admin', now.updatedAt, now.version]);
    expect(now.permission).toEqual(['/articles/library', '/h5']);
  });
});

describe('the H5 file tree', () => {
  it('refuses renaming a folder renamed since (found among its parent’s children), and a remark on a file changed since', async () => {
    const top = dataOf<H5Item>(await admin.call('POST', h5('add'), { parent_id: 0, file_name: '陈旧检查' }));
    const inner = dataOf<H5Item>(await admin.call('POST', h5('add'), { parent_id: top.id, file_name: '活动页' }));
    const shown = (await listing(top.id)).children.find((item) => item.id === inner.id)!;
    expect(shown.version).toBe(inner.version);
    const rename = (who: Browser, name: string, base: number | undefined) => who.call('PUT', h5(`filename/${String(inner.id)}`), { file_name: name, base_version: base });
    expect((await rename(editor, '双十一活动页', shown.version)).body.code).toBe(0);
    const mine = await rename(admin, '双十二活动页', shown.version);
    expect([mine.body.code, stale(mine).operator, (stale(mine).current as { file_name?: string } | null)?.file_name]).toEqual([ErrorCode.StaleSave, 'content-zhou', '双十一活动页']);
    expect((await rename(admin, '双十二活动页', stale(mine).version ?? undefined)).body.code).toBe(0);

    const file = (await filesOfAFolder())[0]!;
    const base = { [String(file.id)]: file.version! };
    expect((await editor.call('POST', h5('remark/update'), { ids: [file.id], remark: '同事的备注', base_versions: base })).body.code).toBe(0);
    const remark = await admin.call('POST', h5('remark/update'), { ids: [file.id], remark: '我的备注', base_versions: base });
    expect([remark.body.code, (stale(remark).current as { remark?: string } | null)?.remark]).toEqual([ErrorCode.StaleSave, '同事的备注']);
  });
});

describe('stock news', () => {
  const input = (title: string) => ({ symbol: '00700.HK', stock_name: '腾讯控股', title, content: '<p>正文</p>', source: '公司公告' });
  const detail = async (id: number) => dataOf<StockNewsDetail>(await admin.call('GET', STOCK_NEWS_API.detail(id)));

  it('two people edit one pending item: the second save is refused naming the first (from its history); overwritten knowingly, it saves', async () => {
    const { id } = dataOf<{ id: number }>(await admin.call('POST', STOCK_NEWS_API.save, input('两人同时编辑')));
    const opened = (await detail(id)).version;
    const colleague = bed.through(await signedInWith(server, 'editor', ['/operation/br/modules/stockNews'], '小李'));
    server.clock.advance(MINUTE);
    expect((await colleague.call('POST', STOCK_NEWS_API.save, { ...input('小李改过的标题'), id, base_version: opened })).body.code).toBe(0);
    const mine = await admin.call('POST', STOCK_NEWS_API.save, { ...input('我的标题'), id, base_version: opened });
    expect([mine.body.code, mine.body.msg]).toEqual([ErrorCode.StaleSave, expect.stringMatching(/^该内容已被 小李 于 .+ 修改，请比较后选择重新加载或覆盖$/)]);
    expect([stale(mine).time, (stale(mine).current as { title?: string } | null)?.title]).toEqual([(await detail(id)).updated_at, '小李改过的标题']);
    expect((await admin.call('POST', STOCK_NEWS_API.save, { ...input('我的标题'), id, base_version: stale(mine).version })).body.code).toBe(0);
    expect((await detail(id)).title).toBe('我的标题');
    // An action on the version shown before that save is refused too.
    expect((await admin.call('POST', STOCK_NEWS_API.publish, { id, base_version: stale(mine).version })).body.code).toBe(ErrorCode.StaleSave);
  });
});

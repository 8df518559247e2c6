/**
 * Operation slots on the server: who may read the libraries a slot picks from, the existence check of every picked
 * key, collections kept in the order a person set, and the reference index kept exact through every step of the
 * workflow. The pickers' items call (`library/{key}/items`) is the console service's now; it reads the spec's own
 * list calls as the person asking, so what this server answers for a slot's editor is the gate on those calls.
 */
import {
  ARTICLE_API,
  ErrorCode,
  INFORMATION_API,
  MANAGER_API,
  defineModule,
  field,
  formatCmsTime,
  type ArticleInUse,
  type WorkflowRow,
} from 'shared-ui/contract';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { articleRows } from './libraryLists';
import { ModuleClient } from './workflowClient';

/** A slot of the shape the wm modules take: one manager, up to three articles each with a remark. */
const slot = defineModule({
  area: 'wm',
  name: 'testSlot',
  title: '测试运营位',
  apiBase: 'test/slot/',
  schedule: 'push_time',
  fields: [
    field.ref('manager', '基金经理', 'managers', { required: true }),
    field.refList('articles', '推荐文章', 'articles', { min: 1, max: 3, itemFields: [field.text('remark', '推荐语', { maxLength: 20 })] }),
  ],
});

const MINUTE = 60_000;
let server: TestServer;
let admin: Browser;
let linkIds: string[];
/** Each seed article's title, by linkId: what a slot's row shows as the item's label. */
let titleOf: Map<string, string>;

const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const items = (...ids: string[]) => ids.map((id, i) => ({ id, position: i + 1, remark: `第${String(i + 1)}篇` }));
const client = () => new ModuleClient(admin, slot);
const uses = (key: string) => server.app.cms.refs.usesOf('articles', [key]).map((u) => u.status);
const checkStatus = async (linkId: string) => (await admin.call('GET', `${ARTICLE_API.checkStatus}?id=${linkId}`)).body.data as ArticleInUse;

beforeAll(async () => {
  server = await startServer({ modules: [slot], sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
  const found = await articleRows(admin, { pageSize: 6 });
  linkIds = found.map((row) => row.linkId);
  titleOf = new Map(found.map((row) => [row.linkId, row.title]));
});
afterAll(() => server.close());
beforeEach(() => {
  server.app.cms.db.exec('DELETE FROM workflow_records; DELETE FROM workflow_drafts;');
});

// The items call's own behaviour (search ranking, ids in the order asked, 400 on a bad limit or search) is the
// console service's to test now (shell/server/console/libraryItems/). Here: the spec calls it reads for a slot's editor.
describe('the library reads a slot’s editor may make', () => {
  it('opens the lists of the libraries the slot picks from (GET only), and nothing else', async () => {
    expect(linkIds).toHaveLength(6);
    const slotEditor = await signedInWith(server, 'editor', [slot.path]);
    expect((await slotEditor.call('GET', MANAGER_API.list)).body.code).toBe(0);
    expect((await slotEditor.call('GET', `${ARTICLE_API.list}?pageSize=5`)).body.code).toBe(0);
    expect((await slotEditor.call('GET', `${ARTICLE_API.detail}?linkId=${linkIds[0] ?? ''}`)).body.code).toBe(0);
    // Not the libraries the slot does not pick from, not a manager's detail (it says where the manager is used), no write.
    for (const [method, path] of [
      ['GET', INFORMATION_API.list],
      ['GET', `${MANAGER_API.detail}?id=M1001`],
      ['POST', ARTICLE_API.delete],
      ['POST', MANAGER_API.create],
    ] as const) {
      const res = await slotEditor.call(method, path, method === 'POST' ? {} : undefined);
      expect([method, path, res.status, res.body.code]).toEqual([method, path, 403, ErrorCode.NoModulePermission]);
    }
    const other = await signedInWith(server, 'editor', ['/operation/wm/modules/maskLayer']);
    expect((await other.call('GET', ARTICLE_API.list)).body.code).toBe(ErrorCode.NoModulePermission);
    expect((await other.call('GET', MANAGER_API.list)).body.code).toBe(ErrorCode.NoModulePermission);
  });
});

describe('picked keys must exist', () => {
  it('refuses an unknown article or manager with the library’s own words, naming the item', async () => {
    const res = await client().save({ manager: 'M9999', articles: [...items(linkIds[0] ?? ''), { id: 'A19990101001', position: 2, remark: '' }] });
    expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    expect(res.body.data).toEqual({
      errors: [
        { field: 'manager', message: '基金经理不存在，请从下拉列表中选择' },
        { field: 'articles.1.id', message: '文章不存在' },
      ],
    });
  });

  it('refuses an article picked twice with 1019 文章重复添加, and counts past the maximum', async () => {
    const twice = await client().save({ manager: 'M1001', articles: items(linkIds[0] ?? '', linkIds[0] ?? '') });
    expect([twice.body.code, twice.body.msg]).toEqual([ErrorCode.Duplicate, '文章重复添加']);
    const four = await client().save({ manager: 'M1001', articles: items(...linkIds.slice(0, 4)) });
    expect([four.body.code, four.body.msg]).toEqual([ErrorCode.ValidationFailed, '推荐文章最多 3 项']);
    const none = await client().save({ manager: 'M1001', articles: [] });
    expect(none.body.msg).toBe('请选择推荐文章');
  });

  it('refuses an article deleted to the recycle bin since it was picked', async () => {
    const [victim = ''] = linkIds.slice(5);
    expect((await admin.call('POST', ARTICLE_API.delete, { linkIds: [victim] })).body.code).toBe(0);
    const res = await client().save({ manager: 'M1001', articles: items(victim) });
    expect(res.body.data).toEqual({ errors: [{ field: 'articles.0.id', message: '文章不存在' }] });
    await admin.call('POST', ARTICLE_API.recovery, { linkIds: [victim] });
  });
});

describe('the order a person set', () => {
  it('is kept through save, pre-publish and publish, renumbered 1..n', async () => {
    const [a = '', b = '', c = ''] = linkIds;
    const values = { manager: 'M1002', articles: [{ id: c, position: 30, remark: '三' }, { id: a, position: 10, remark: '一' }, { id: b, position: 20, remark: '二' }] };
    const saved = await client().save(values);
    expect(saved.body.code).toBe(0);
    const draft = (await client().content()).body.data as { articles: { id: string; position: number }[] };
    expect(draft.articles.map((x) => [x.id, x.position])).toEqual([[a, 1], [b, 2], [c, 3]]);
    const id = await client().published(draft as never, { push_time: at(5) });
    const row = await client().row(id);
    const picked = (row as unknown as { articles: { id: string; remark: string; label?: string }[] }).articles;
    expect(picked.map((x) => [x.id, x.remark])).toEqual([[a, '一'], [b, '二'], [c, '三']]);
    // Rows carry each item's label (the article's title, as the article list shows it), so a list shows it without another call.
    const titles = [a, b, c].map((linkId) => titleOf.get(linkId));
    expect(titles.every(Boolean)).toBe(true);
    expect(picked.map((x) => x.label)).toEqual(titles);
    const [listed] = await client().rows('publishedList');
    expect((listed as unknown as { articles: { label?: string }[] }).articles.map((x) => x.label)).toEqual(titles);
  });
});

describe('the reference index', () => {
  it('follows an entry: draft no, pre-published, scheduled, published, withdrawn, off shelf no, deleted no', async () => {
    const [a = '', b = ''] = linkIds;
    const values = { manager: 'M1003', articles: items(a, b) };
    expect((await client().save(values)).body.code).toBe(0);
    expect(uses(a)).toEqual([]);

    const first = await client().prepared(values, { push_time: at(60) });
    expect(uses(a)).toEqual(['prepublished']);
    expect(server.app.cms.refs.usesOf('managers', ['M1003'])).toEqual([
      { item_key: 'M1003', module_key: 'wm/testSlot', record_id: first, status: 'prepublished', field: 'manager', position: 1 },
    ]);
    const status = await checkStatus(b);
    expect(status).toEqual({ linkId: b, in_use: true, slots: [{ module_key: 'wm/testSlot', module_title: '理财 App · 测试运营位', path: slot.path, entry_id: first, status: 'prepublished' }] });
    // An article a slot uses cannot be deleted: 1019 naming the slot, and nothing is deleted.
    const refused = await admin.call('POST', ARTICLE_API.delete, { linkIds: [a] });
    expect(refused.body.code).toBe(ErrorCode.Duplicate);

    expect((await client().publish(first, { push_time: at(30) })).body.code).toBe(0);
    expect(uses(a)).toEqual(['scheduled']);
    server.clock.advance(31 * MINUTE);
    server.app.cms.applyDue();
    expect(uses(a)).toEqual(['published']);

    // Re-edit while pre-published changes what it uses, in the same step.
    expect((await client().cancel(first)).body.code).toBe(0);
    expect(uses(a)).toEqual(['prepublished']);
    const changed = await client().reprepublish(first, { manager: 'M1003', articles: items(b) }, { push_time: at(90) });
    expect(changed.body.code).toBe(0);
    expect(uses(a)).toEqual([]);
    expect(uses(b)).toEqual(['prepublished']);

    expect((await client().publish(first)).body.code).toBe(0);
    expect((await client().out(first)).body.code).toBe(0);
    expect(uses(b)).toEqual([]);
    expect((await checkStatus(b)).in_use).toBe(false);

    const second = await client().prepared({ manager: 'M1003', articles: items(a) }, { push_time: at(120) });
    expect(uses(a)).toEqual(['prepublished']);
    expect((await client().remove([second])).body.code).toBe(0);
    expect(uses(a)).toEqual([]);
    expect(server.app.cms.db.prepare('SELECT COUNT(*) AS n FROM slot_refs WHERE record_id = ?').get(second)).toEqual({ n: 0 });
  });

  it('is rebuilt whole from the entries (a database from before the index, a module whose fields changed)', async () => {
    const [a = ''] = linkIds;
    const id = await client().prepared({ manager: 'M1004', articles: items(a) }, { push_time: at(15) });
    const before = server.app.cms.db.prepare('SELECT * FROM slot_refs ORDER BY record_id, field, position').all();
    server.app.cms.db.exec('DELETE FROM slot_refs');
    expect(uses(a)).toEqual([]);
    server.app.cms.refs.rebuild();
    expect(server.app.cms.db.prepare('SELECT * FROM slot_refs ORDER BY record_id, field, position').all()).toEqual(before);
    expect((await client().row(id)).status).toBe('prepublished' satisfies WorkflowRow['status']);
  });
});

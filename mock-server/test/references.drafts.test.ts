/**
 * Issue 30: a library item a saved draft picks counts as in use (modules.md §3: "a fund cannot be deleted once it has
 * been added to an operation slot" — a draft that picks it counts). Deleting it is refused with 1019 naming the slot
 * and saying it is a draft; the where-used lists (fund and manager detail) show the draft. The article's own rule
 * stays the spec's: `check/status` (taking it off shelf) asks about pre-published and published entries only, while
 * deleting it into the recycle bin also counts drafts. The index of drafts follows every save and is rebuilt at start.
 */
import {
  ARTICLE_API,
  ARTICLE_MESSAGES,
  ErrorCode,
  FUND_API,
  MANAGER_API,
  defineModule,
  field,
  formatCmsTime,
  type ArticleInUse,
  type FundDetail,
  type FundInUse,
  type ManagerDetail,
} from 'shared-ui/contract';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { articleRows } from './libraryLists';
import { ModuleClient } from './workflowClient';

/** A slot picking a fund, a manager and articles, like the wm slots do. */
const slot = defineModule({
  area: 'wm',
  name: 'testDraftSlot',
  title: '测试草稿运营位',
  apiBase: 'test/draftslot/',
  schedule: 'push_time',
  fields: [
    field.ref('fund', '基金', 'funds'),
    field.ref('manager', '基金经理', 'managers'),
    field.refList('articles', '文章', 'articles', { max: 3 }),
  ],
});

const MINUTE = 60_000;
let server: TestServer;
let admin: Browser;
let article = '';
const client = () => new ModuleClient(admin, slot);
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const fundDetail = async (id: number) => (await admin.call('GET', `${FUND_API.detail}?id=${String(id)}`)).body.data as FundDetail;
const draftRefs = () => server.app.cms.db.prepare("SELECT library, item_key FROM draft_refs WHERE module_key = 'wm/testDraftSlot' ORDER BY library").all();

beforeAll(async () => {
  server = await startServer({ modules: [slot], sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
  // A seed article, read from the article list (the pickers' items call is the console service's now).
  article = (await articleRows(admin, { pageSize: 1 }))[0]?.linkId ?? '';
});
afterAll(() => server.close());
beforeEach(() => {
  server.app.cms.db.exec('DELETE FROM workflow_records; DELETE FROM workflow_drafts;');
  server.app.cms.refs.rebuild();
});

describe('a saved draft', () => {
  it('keeps the fund it picks from being deleted, naming the slot and saying it is a draft; the detail lists it', async () => {
    const { name } = await fundDetail(5);
    expect((await client().save({ fund: '5', manager: '', articles: [] })).body.code).toBe(0);
    const refused = await admin.call('POST', FUND_API.delete, { ids: [5] });
    expect([refused.body.code, refused.body.msg]).toEqual([ErrorCode.Duplicate, `基金「${name}」正被运营位「理财 App · 测试草稿运营位」的草稿使用，不能删除，请先在该草稿中移除`]);
    const draft = { module_key: 'wm/testDraftSlot', module_title: '理财 App · 测试草稿运营位', path: slot.path, entry_id: null, status: 'draft' };
    expect((refused.body.data as FundInUse[]).map((f) => [f.id, f.slots])).toEqual([[5, [draft]]]);
    expect((await fundDetail(5)).slots).toEqual([draft]);
  });

  it('frees the fund once the draft no longer picks it, and hands it to the entry when pre-published', async () => {
    expect((await client().save({ fund: '6', manager: '', articles: [] })).body.code).toBe(0);
    expect(draftRefs()).toEqual([{ library: 'funds', item_key: '6' }]);
    expect((await client().save({ fund: '7', manager: '', articles: [] })).body.code).toBe(0);
    expect(draftRefs()).toEqual([{ library: 'funds', item_key: '7' }]);
    expect((await fundDetail(6)).slots).toEqual([]);
    // Pre-publishing removes the draft: the entry holds the fund now, as pre-published.
    const id = (await client().prepublish({ fund: '7', manager: '', articles: [] }, { push_time: at(30) })).body.data as { id: number };
    expect(draftRefs()).toEqual([]);
    expect((await fundDetail(7)).slots).toEqual([expect.objectContaining({ entry_id: id.id, status: 'prepublished' })]);
  });

  it('names the entry first when an entry and a draft both use the fund', async () => {
    await client().prepared({ fund: '2', manager: '', articles: [] }, { push_time: at(40) });
    expect((await client().save({ fund: '2', manager: '', articles: [] })).body.code).toBe(0);
    const slots = (await fundDetail(2)).slots.map((s) => s.status);
    expect(slots).toEqual(['prepublished', 'draft']);
    const refused = await admin.call('POST', FUND_API.delete, { ids: [2] });
    expect(refused.body.msg).toContain('条目 #');
  });

  it('keeps a manager it picks from being deleted, the same way', async () => {
    expect((await client().save({ fund: '', manager: 'M1004', articles: [] })).body.code).toBe(0);
    expect(((await admin.call('GET', `${MANAGER_API.detail}?id=M1004`)).body.data as ManagerDetail).slots).toEqual([expect.objectContaining({ status: 'draft', entry_id: null })]);
    const refused = await admin.call('POST', MANAGER_API.delete, { ids: ['M1004'] });
    expect(refused.body.code).toBe(ErrorCode.Duplicate);
    expect(refused.body.msg).toContain('的草稿使用，不能删除');
  });

  it('keeps an article it picks out of the recycle bin, while check/status keeps the spec\'s off-shelf rule', async () => {
    expect((await client().save({ fund: '', manager: '', articles: [{ id: article, position: 1 }] })).body.code).toBe(0);
    const refused = await admin.call('POST', ARTICLE_API.delete, { linkIds: [article] });
    expect([refused.body.code, refused.body.msg]).toEqual([ErrorCode.Duplicate, ARTICLE_MESSAGES.inDraft]);
    expect((refused.body.data as ArticleInUse[])[0]?.slots).toEqual([expect.objectContaining({ status: 'draft', entry_id: null })]);
    // Off shelf (spec §4) speaks of pre-published and published slots only: a draft does not hold it there.
    expect(((await admin.call('GET', `${ARTICLE_API.checkStatus}?id=${article}`)).body.data as ArticleInUse).in_use).toBe(false);
  });

  it('is indexed again at start: the rebuild reads the drafts', async () => {
    expect((await client().save({ fund: '9', manager: 'M1002', articles: [] })).body.code).toBe(0);
    server.app.cms.db.exec('DELETE FROM draft_refs');
    expect((await fundDetail(9)).slots).toEqual([]);
    server.app.cms.refs.rebuild();
    expect(draftRefs()).toEqual([
      { library: 'funds', item_key: '9' },
      { library: 'managers', item_key: 'M1002' },
    ]);
  });
});

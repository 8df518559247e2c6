/**
 * The wm article lists on their own dialects (spec §7): 推荐文章 (recommend: base, general modules, list, add, modify,
 * delete, offshell, update) and 热门专题 / 市场参考 (hot/insider: list, add, PUT save, POST delete, prepublish, publish,
 * publish/history, POST publish/remove, prepublish/{id}/detail, base/publish/list with search), whose articles must
 * differ (spec §5) — a pre-published one counts.
 */
import {
  ARTICLE_API,
  ErrorCode,
  canPerform,
  formatCmsTime,
  moduleEndpoint,
  seedImagePath,
  type ArticleDetail,
  type EditListEntry,
  type ModuleDefinition,
  type ModuleValues,
  type Paged,
  type RefListItem,
  type WorkflowRow,
} from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const moduleOf = (name: string) => registeredModules.find((m) => m.key === `wm/${name}`) as ModuleDefinition;
const recommend = moduleOf('recommend');
const hotSubject = moduleOf('hotSubject');
const marketReference = moduleOf('marketReference');
const carousel = seedImagePath('hot-subject', { width: 375, height: 170 });

let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const client = (def: ModuleDefinition) => new ModuleClient(admin, def);
const articles = (...ids: string[]) => ids.map((id, i) => ({ id, position: i + 1, is_checked: 0, remark: '', carousel_img: '' }));
const curated = (title: string, ...ids: string[]): ModuleValues => ({ title, rm_articles: articles(...ids) });
/** Spec §3's hot-topic and market-reference entry, and what `add` sends beside it. */
const ENTRY_FIELDS = ['id', 'article_title', 'article_module', 'article_author', 'article_digest', 'article_show_time', 'is_checked', 'rm_article_mod_id', 'position', 'remark', 'carousel_img'];
const base = (def: ModuleDefinition, path: string) => `${def.apiBase}${path}`;
const itemsOf = (row: unknown) => (row as { rm_articles: EditListEntry[] }).rm_articles;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('recommend speaks its own dialect', () => {
  it('serves the general modules at the base: the recommend-article modules with the id add names them by', async () => {
    const res = await admin.call('GET', 'operation/wm/recommend/articles/general/modules');
    expect([res.body.code, res.body.data]).toEqual([
      0,
      [
        { id: 1, name: 'hotSubject', title: '热门专题', api_base: 'operation/wm/recommend/articles/hot/' },
        { id: 2, name: 'marketReference', title: '市场参考', api_base: 'operation/wm/recommend/articles/insider/' },
      ],
    ]);
    // Theirs to read: an editor of 市场参考 alone may; one of an unrelated module may not (1029).
    const referenceEditor = await signedInWith(server, 'editor', [marketReference.path]);
    expect((await referenceEditor.call('GET', 'operation/wm/recommend/articles/general/modules')).body.code).toBe(0);
    const stranger = await signedInWith(server, 'editor', ['/operation/wm/modules/splashScreen']);
    expect((await stranger.call('GET', 'operation/wm/recommend/articles/general/modules')).body.code).toBe(ErrorCode.NoModulePermission);
  });

  it('answers at base/update/add/modify/list/delete/offshell, and not at the common names', async () => {
    expect(moduleEndpoint(recommend, 'prepublish')).toEqual({ method: 'POST', path: 'operation/wm/recommend/articles/add' });
    const common = await admin.call('POST', 'operation/wm/recommend/articles/prepublish', { title: 'x' });
    expect(common.status).toBe(404);

    const values: ModuleValues = { title: '为你推荐', articles: [{ id: 'A20261117013', position: 2, tag: '' }, { id: 'A20261114018', position: 1, tag: 'hot' }] };
    const saved = await client(recommend).save(values);
    expect(saved.body.code).toBe(0);
    const draft = (await client(recommend).content()).body.data as { articles: RefListItem[] };
    // Stored in the order set, each with its title for the list.
    expect(draft.articles.map((a) => [a.id, a.position, Boolean(a.label)])).toEqual([
      ['A20261114018', 1, true],
      ['A20261117013', 2, true],
    ]);
    const id = await client(recommend).prepared(values, { push_time: at(60) });
    const listed = await client(recommend).rows('prepublishList');
    expect(listed.map((r) => r.id)).toContain(id);
    // Spec §7 `PUT modify`: no id in the path, the entry's id rides in the body.
    expect(moduleEndpoint(recommend, 'reprepublish', id)).toEqual({ method: 'PUT', path: 'operation/wm/recommend/articles/modify' });
    const modified = await admin.call('PUT', 'operation/wm/recommend/articles/modify', { ...values, title: '本周推荐', push_time: at(90), id });
    expect([modified.body.code, (modified.body.data as { id: number; title: string }).title]).toEqual([0, '本周推荐']);
    expect((await admin.call('PUT', `operation/wm/recommend/articles/modify/${String(id)}`, { ...values, push_time: at(95) })).status).toBe(404);
    const noId = await admin.call('PUT', 'operation/wm/recommend/articles/modify', { ...values, push_time: at(95) });
    expect([noId.status, noId.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
    const again = await client(recommend).reprepublish(id, { ...values, title: '本周推荐' }, { push_time: at(90) });
    expect([again.body.code, (again.body.data as { title: string }).title]).toEqual([0, '本周推荐']);
    // One feed head is live at a time: the seeded one goes off shelf first.
    const [seeded] = await client(recommend).rows('publishedList');
    expect((await client(recommend).out([seeded?.id ?? 0])).body.code).toBe(0);
    const published = await client(recommend).publish(id);
    expect(published.body.code).toBe(0);
    const off = await client(recommend).out([id]);
    expect(off.body.code).toBe(0);
    expect((await client(recommend).row(id)).status).toBe('history');
  });

  it('refuses a duplicate with 1019 (文章重复添加) and an unknown key with 文章不存在', async () => {
    const twice = await client(recommend).save({ title: '为你推荐', articles: [{ id: 'A20261117013', position: 1, tag: '' }, { id: 'A20261117013', position: 2, tag: '' }] });
    expect([twice.body.code, twice.body.msg]).toEqual([ErrorCode.Duplicate, '文章重复添加']);
    const unknown = await client(recommend).save({ title: '为你推荐', articles: [{ id: 'A19990101001', position: 1, tag: '' }] });
    expect([unknown.body.code, unknown.body.data]).toEqual([ErrorCode.ValidationFailed, { errors: [{ field: 'articles.0.id', message: '文章不存在' }] }]);
    const none = await client(recommend).save({ title: '为你推荐', articles: [{ id: '', position: 1, tag: '' }] });
    expect(none.body.msg).toBe('文章不存在');
  });

  it('judges a dialect call by the common call it stands for: an editor saves through update but may not pre-publish through add', async () => {
    const editor = await signedInWith(server, 'editor', [recommend.path]);
    const save = await editor.call('POST', moduleEndpoint(recommend, 'save').path, { title: '为你推荐', articles: articles('A20261117013').map(({ id, position }) => ({ id, position, tag: '' })) });
    expect(save.body.code).toBe(0);
    // `add` is a pre-publish and `delete` a pre-publish delete: refused as the common calls are. `offshell` stands for
    // the common PUT publish/out, which spec §6 lets an editor make (every PUT), so it reaches the handler.
    for (const action of ['prepublish', 'prepublishDelete', 'reprepublish', 'out'] as const) {
      const { method, path } = moduleEndpoint(recommend, action, 1);
      const res = await editor.call(method, path, { ids: [1], title: 'x' });
      const refused = res.status === 403 && res.body.code === ErrorCode.RoleRefused;
      expect([action, refused]).toEqual([action, !canPerform('editor', recommend.apiBase, action)]);
    }
    expect(canPerform('editor', recommend.apiBase, 'prepublish')).toBe(false);
  });
});

describe('hot subject and market reference', () => {
  it('add: one article joins the edit list with rm_article_mod_id, remark and carousel_img; list reads it from page 1 with every entry field', async () => {
    expect(moduleEndpoint(hotSubject, 'content').path).toBe('operation/wm/recommend/articles/hot/content');
    const added = await admin.call('POST', base(hotSubject, 'add'), { id: 'A20261116016', rm_article_mod_id: 1, remark: '新能源车下乡', carousel_img: carousel, is_checked: 1 });
    expect(added.body.code).toBe(0);
    const draft = added.body.data as { title: string; rm_articles: EditListEntry[]; articles?: unknown };
    // No draft before: one is started with the module's default title.
    expect([draft.title, draft.articles, draft.rm_articles.map((a) => [a.id, a.position])]).toEqual(['热门专题', undefined, [['A20261116016', 1]]]);
    const second = await admin.call('POST', base(hotSubject, 'add'), { id: 'A20261113015', rm_article_mod_id: '1', remark: '', carousel_img: '' });
    expect(second.body.code).toBe(0);

    const page = await admin.call('GET', `${base(hotSubject, 'list')}?pageSize=1`);
    const paged = page.body.data as Paged<EditListEntry>;
    expect([page.body.code, paged.currPage, paged.pageSize, paged.total]).toEqual([0, 1, 1, 2]);
    const [first] = paged.list;
    expect(Object.keys(first ?? {})).toEqual(expect.arrayContaining(ENTRY_FIELDS));
    const library = (await admin.call('GET', `${ARTICLE_API.detail}?linkId=A20261116016`)).body.data as ArticleDetail;
    expect(first).toMatchObject({
      id: 'A20261116016',
      article_title: library.title,
      article_module: library.article_module,
      article_author: library.author,
      article_digest: library.abstract,
      article_show_time: library.show_time,
      is_checked: 1,
      rm_article_mod_id: 1,
      position: 1,
      remark: '新能源车下乡',
      carousel_img: carousel,
    });
    const next = (await admin.call('GET', `${base(hotSubject, 'list')}?currPage=2&pageSize=1`)).body.data as Paged<EditListEntry>;
    expect(next.list.map((a) => [a.id, a.position, a.rm_article_mod_id])).toEqual([['A20261113015', 2, 1]]);

    // What add wrote is what a save of the same values writes: pre-publishing it needs no save in between (no 1017).
    const values = { title: '热门专题', rm_articles: draft.rm_articles.concat(next.list).map(({ id, position, is_checked, remark, carousel_img }) => ({ id, position, is_checked, remark, carousel_img })) };
    const prepublished = await client(hotSubject).prepublish(values as ModuleValues, { push_time: at(30) });
    expect(prepublished.body.code).toBe(0);
    expect((await admin.call('GET', base(hotSubject, 'list'))).body.data).toEqual({ list: [], total: 0, currPage: 1, pageSize: 10 });
    expect((await client(hotSubject).remove([(prepublished.body.data as WorkflowRow).id])).body.code).toBe(0);
  });

  it('add refuses another module\'s id, a repeat (1019), no article (文章不存在), a broken rule, and a stale draft (1043)', async () => {
    const add = (body: object) => admin.call('POST', base(hotSubject, 'add'), { rm_article_mod_id: 1, remark: '', carousel_img: '', ...body });
    const wrongOwner = await add({ id: 'A20261117013', rm_article_mod_id: 2 });
    expect([wrongOwner.body.code, wrongOwner.body.data]).toEqual([ErrorCode.ValidationFailed, { errors: [{ field: 'rm_article_mod_id', message: 'rm_article_mod_id 应为 1（热门专题）' }] }]);
    const first = await add({ id: 'A20261117013' });
    expect(first.body.code).toBe(0);
    const repeat = await add({ id: 'A20261117013' });
    expect([repeat.body.code, repeat.body.msg]).toEqual([ErrorCode.Duplicate, '文章重复添加']);
    expect((await add({ id: '' })).body.msg).toBe('文章不存在');
    expect((await add({})).body.msg).toBe('文章不存在');
    expect((await add({ id: 'A19990101001' })).body.msg).toBe('文章不存在');
    expect((await add({ id: 'A20261119014', is_checked: 1 })).body.msg).toBe('勾选「轮播展示」的文章须上传轮播图');
    // (A stale add is the shell's server's to refuse: shell/server/console/guard.)
    expect((await add({ id: 'A20261119014' })).body.code).toBe(0);
    // Only the two accepted ones are in the list.
    const listed = (await admin.call('GET', base(hotSubject, 'list'))).body.data as Paged<EditListEntry>;
    expect(listed.list.map((a) => a.id)).toEqual(['A20261117013', 'A20261119014']);
  });

  it('add is a save to the role rule: an editor adds, a reader may not', async () => {
    const editor = await signedInWith(server, 'editor', [marketReference.path]);
    const added = await editor.call('POST', base(marketReference, 'add'), { id: 'A20261115004', rm_article_mod_id: 2, remark: '', carousel_img: '' });
    expect(added.body.code).toBe(0);
    const reader = await signedInWith(server, 'reader', [marketReference.path]);
    const refused = await reader.call('POST', base(marketReference, 'add'), { id: 'A20261116016', rm_article_mod_id: 2 });
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.RoleRefused]);
    expect((await reader.call('GET', base(marketReference, 'list'))).body.code).toBe(0);
  });

  it('serves save (PUT), delete (POST), prepublish, prepublish/{id}/detail, publish, publish/remove (POST) and publish/history; records carry rm_articles with every entry field', async () => {
    expect(moduleEndpoint(hotSubject, 'save')).toEqual({ method: 'PUT', path: 'operation/wm/recommend/articles/hot/save' });
    expect(moduleEndpoint(marketReference, 'out')).toEqual({ method: 'POST', path: 'operation/wm/recommend/articles/insider/publish/remove' });
    const values = curated('热门专题', 'A20261111017');
    expect((await admin.call('PUT', base(hotSubject, 'save'), values)).body.code).toBe(0);
    const prepublished = await admin.call('POST', base(hotSubject, 'prepublish'), { ...values, push_time: at(120) });
    expect(prepublished.body.code).toBe(0);
    const id = (prepublished.body.data as WorkflowRow).id;
    const record = prepublished.body.data as Record<string, unknown>;
    // Spec §3's pre-publish operation record.
    expect(Object.keys(record)).toEqual(expect.arrayContaining(['id', 'pre_operator', 'pre_time', 'push_operator', 'push_time', 'rm_articles']));
    expect(record.articles).toBeUndefined();
    const [item] = itemsOf(record);
    expect(Object.keys(item ?? {})).toEqual(expect.arrayContaining(ENTRY_FIELDS));
    expect(item).toMatchObject({ id: 'A20261111017', rm_article_mod_id: 1, position: 1, is_checked: 0 });
    expect(typeof item?.article_title === 'string' && item.article_title !== '').toBe(true);

    const detail = await admin.call('GET', base(hotSubject, `prepublish/${String(id)}/detail`));
    expect([detail.body.code, itemsOf(detail.body.data)[0]]).toEqual([0, item]);
    const pending = (await client(hotSubject).rows('prepublishList')).find((r) => r.id === id);
    expect(itemsOf(pending)[0]).toEqual(item);

    // One live list at a time: the seeded one goes off shelf through publish/remove, then this one goes live.
    const [seeded] = await client(hotSubject).rows('publishedList');
    const removed = await admin.call('POST', base(hotSubject, 'publish/remove'), { ids: [seeded?.id ?? 0] });
    expect(removed.body.code).toBe(0);
    const published = await admin.call('POST', base(hotSubject, 'publish'), { id });
    expect([published.body.code, (published.body.data as WorkflowRow).status]).toEqual([0, 'published']);
    const live = await admin.call('GET', base(hotSubject, 'base/publish/list'));
    expect((live.body.data as Paged<WorkflowRow>).list.map((r) => [r.id, itemsOf(r)[0]?.article_title])).toEqual([[id, item?.article_title]]);
    const history = await admin.call('GET', base(hotSubject, 'publish/history'));
    expect((history.body.data as Paged<WorkflowRow>).list.map((r) => r.id)).toContain(seeded?.id);
    expect(itemsOf((history.body.data as Paged<WorkflowRow>).list[0])[0]?.rm_article_mod_id).toBe(1);

    // POST delete removes a pre-published entry.
    const other = await client(hotSubject).prepared(curated('热门专题', 'A20261113015'), { push_time: at(150) });
    expect((await admin.call('POST', base(hotSubject, 'delete'), { ids: [other] })).body.code).toBe(0);
    expect((await client(hotSubject).detail(other)).body.code).toBe(ErrorCode.NotFound);
  });

  it('base/publish/list takes the optional search: over the title and the articles\' titles and keys', async () => {
    const all = (await admin.call('GET', base(marketReference, 'base/publish/list'))).body.data as Paged<WorkflowRow>;
    expect(all.total).toBe(1);
    const [live] = all.list;
    const title = itemsOf(live)[0]?.article_title ?? '';
    const byTitle = (await admin.call('GET', `${base(marketReference, 'base/publish/list')}?search=${encodeURIComponent(title.slice(0, 4))}`)).body.data as Paged<WorkflowRow>;
    expect(byTitle.list.map((r) => r.id)).toEqual([live?.id]);
    const byKey = (await admin.call('GET', `${base(marketReference, 'base/publish/list')}?search=${itemsOf(live)[1]?.id ?? ''}`)).body.data as Paged<WorkflowRow>;
    expect(byKey.total).toBe(1);
    const none = (await admin.call('GET', `${base(marketReference, 'base/publish/list')}?search=${encodeURIComponent('没有这篇文章')}`)).body.data as Paged<WorkflowRow>;
    expect([none.total, none.list]).toEqual([0, []]);
    // The hot-subject list starts at page 1.
    expect(((await client(hotSubject).list('publishedList')).body.data as { currPage: number }).currPage).toBe(1);
  });

  it('refuses an article the other module has pre-published (1019 naming it), on add and on pre-publish, and lets it go once that entry is deleted', async () => {
    const reference = await client(marketReference).prepared(curated('市场参考', 'A20261118002'), { push_time: at(300) });
    const add = await admin.call('POST', base(hotSubject, 'add'), { id: 'A20261118002', rm_article_mod_id: 1, remark: '', carousel_img: '' });
    const message = '该文章已在「市场参考」预发布或展示中，两个栏目的文章不能相同';
    expect([add.body.code, add.body.msg]).toEqual([ErrorCode.Duplicate, message]);
    const values = curated('热门专题', 'A20261119014', 'A20261118002');
    expect((await client(hotSubject).save(values)).body.code).toBe(0);
    const refused = await client(hotSubject).prepublish(values, { push_time: at(310) });
    expect([refused.body.code, refused.body.data]).toEqual([ErrorCode.Duplicate, { errors: [{ field: 'rm_articles.1.id', message }] }]);
    // The other way round too: 市场参考 may not take what 热门专题 has pre-published.
    const hot = await client(hotSubject).prepared(curated('热门专题', 'A20261119014'), { push_time: at(320) });
    const back = await admin.call('POST', base(marketReference, 'add'), { id: 'A20261119014', rm_article_mod_id: 2, remark: '', carousel_img: '' });
    expect([back.body.code, back.body.msg]).toEqual([ErrorCode.Duplicate, '该文章已在「热门专题」预发布或展示中，两个栏目的文章不能相同']);

    expect((await client(marketReference).remove([reference])).body.code).toBe(0);
    expect((await admin.call('POST', base(hotSubject, 'add'), { id: 'A20261118002', rm_article_mod_id: 1, remark: '', carousel_img: '' })).body.code).toBe(0);
    expect((await client(hotSubject).remove([hot])).body.code).toBe(0);
  });

  it('refuses an article that is live in the other list (1019), naming its place, and accepts it once that list is off shelf', async () => {
    const [liveReference] = await client(marketReference).rows('publishedList');
    const shared = (itemsOf(liveReference)[1] as RefListItem).id;
    const values = curated('热门专题', 'A20261119014', shared);
    expect((await client(hotSubject).save(values)).body.code).toBe(0);
    const refused = await client(hotSubject).prepublish(values, { push_time: at(200) });
    expect([refused.body.code, refused.body.data]).toEqual([
      ErrorCode.Duplicate,
      { errors: [{ field: 'rm_articles.1.id', message: '该文章已在「市场参考」预发布或展示中，两个栏目的文章不能相同' }] },
    ]);

    // Off shelf, the article is free for the other list again.
    expect((await client(marketReference).out([liveReference?.id ?? 0])).body.code).toBe(0);
    const ok = await client(hotSubject).prepared(values, { push_time: at(210) });
    const [liveHot] = await client(hotSubject).rows('publishedList');
    if (liveHot) expect((await client(hotSubject).out([liveHot.id])).body.code).toBe(0);
    expect((await client(hotSubject).publish(ok)).body.code).toBe(0);
    // Now live in 热门专题: 市场参考 may not pre-publish it.
    const clash = await client(marketReference).prepublish(curated('市场参考', shared), { push_time: at(220) });
    expect(clash.body.code).toBe(ErrorCode.SaveFirst);
    expect((await client(marketReference).save(curated('市场参考', shared))).body.code).toBe(0);
    const again = await client(marketReference).prepublish(curated('市场参考', shared), { push_time: at(220) });
    expect([again.body.code, again.body.msg]).toEqual([ErrorCode.Duplicate, '该文章已在「热门专题」预发布或展示中，两个栏目的文章不能相同']);
  });

  it('needs a carousel image for each article ticked for the carousel, and at most three ticked', async () => {
    const noImage = await client(hotSubject).save({ title: '热门专题', rm_articles: [{ id: 'A20261117013', position: 1, is_checked: 1, remark: '', carousel_img: '' }] });
    expect([noImage.body.code, noImage.body.data]).toEqual([ErrorCode.ValidationFailed, { errors: [{ field: 'rm_articles', message: '勾选「轮播展示」的文章须上传轮播图' }] }]);
    const four = ['A20261117013', 'A20261119014', 'A20261114018', 'A20261111017'].map((id, i) => ({ id, position: i + 1, is_checked: 1, remark: '', carousel_img: carousel }));
    const tooMany = await client(hotSubject).save({ title: '热门专题', rm_articles: four });
    // The engine's words for a switch's limit (maxOn), the same as the hint beside a switch at the limit.
    expect(tooMany.body.msg).toBe('「轮播展示」最多开启 3 项');
    const fine = await client(hotSubject).save({ title: '热门专题', rm_articles: four.slice(0, 3) });
    expect(fine.body.code).toBe(0);
  });
});

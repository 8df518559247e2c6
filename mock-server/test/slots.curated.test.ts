/**
 * The wm article lists on their own dialects: 推荐文章 (recommend: base/update/add/modify/list/delete/offshell) and
 * 热门专题 / 市场参考 (hot/insider: PUT save, delete, prepublish/{id}/detail, publish/remove, base/publish/list),
 * whose live lists must not share an article.
 */
import { ErrorCode, canPerform, formatCmsTime, moduleEndpoint, seedImagePath, type ModuleDefinition, type ModuleValues, type RefListItem } from 'shared-ui/contract';
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

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('recommend speaks its own dialect', () => {
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
  it('speak the hot/insider dialect', async () => {
    expect(moduleEndpoint(hotSubject, 'save')).toEqual({ method: 'PUT', path: 'operation/wm/recommend/articles/hot/save' });
    expect(moduleEndpoint(marketReference, 'out')).toEqual({ method: 'POST', path: 'operation/wm/recommend/articles/insider/publish/remove' });
    const id = await client(hotSubject).prepared({ title: '热门专题', articles: articles('A20261111017') }, { push_time: at(120) });
    const detail = await admin.call('GET', moduleEndpoint(hotSubject, 'detail', id).path);
    expect([detail.body.code, (detail.body.data as { id: number }).id]).toEqual([0, id]);
    expect(moduleEndpoint(hotSubject, 'detail', id).path).toBe(`operation/wm/recommend/articles/hot/prepublish/${String(id)}/detail`);
    const removed = await client(hotSubject).remove([id]);
    expect(removed.body.code).toBe(0);
    // The hot-subject list starts at page 1.
    const live = await client(hotSubject).list('publishedList');
    expect((live.body.data as { currPage: number }).currPage).toBe(1);
  });

  it('refuses an article that is live in the other list (1019), naming its place, and accepts it once that list is off shelf', async () => {
    const [liveReference] = await client(marketReference).rows('publishedList');
    const shared = ((liveReference as unknown as { articles: RefListItem[] }).articles[1] as RefListItem).id;
    const values = { title: '热门专题', articles: articles('A20261119014', shared) };
    expect((await client(hotSubject).save(values)).body.code).toBe(0);
    const refused = await client(hotSubject).prepublish(values, { push_time: at(200) });
    expect([refused.body.code, refused.body.data]).toEqual([
      ErrorCode.Duplicate,
      { errors: [{ field: 'articles.1.id', message: '该文章正在「市场参考」展示，两个栏目的文章不能相同' }] },
    ]);

    // Pre-published while the other list did not show it; publishing is checked again.
    const ok = await client(hotSubject).prepared({ title: '热门专题', articles: articles('A20261116016') }, { push_time: at(210) });
    const reference = await client(marketReference).prepared({ title: '市场参考', articles: articles('A20261116016') }, { push_time: at(220) });
    expect((await client(hotSubject).publish(ok)).body.code).toBe(ErrorCode.ValidationFailed); // one live list at a time
    const [liveHot] = await client(hotSubject).rows('publishedList');
    expect((await client(hotSubject).out([liveHot?.id ?? 0])).body.code).toBe(0);
    expect((await client(hotSubject).publish(ok)).body.code).toBe(0);
    expect((await client(marketReference).out([liveReference?.id ?? 0])).body.code).toBe(0);
    const clash = await client(marketReference).publish(reference);
    expect([clash.body.code, clash.body.msg]).toEqual([ErrorCode.Duplicate, '该文章正在「热门专题」展示，两个栏目的文章不能相同']);

    // Off shelf, the article is free for the other list again.
    expect((await client(hotSubject).out([ok])).body.code).toBe(0);
    expect((await client(marketReference).publish(reference)).body.code).toBe(0);
  });

  it('needs a carousel image for each article ticked for the carousel, and at most three ticked', async () => {
    const noImage = await client(hotSubject).save({ title: '热门专题', articles: [{ id: 'A20261117013', position: 1, is_checked: 1, remark: '', carousel_img: '' }] });
    expect([noImage.body.code, noImage.body.data]).toEqual([ErrorCode.ValidationFailed, { errors: [{ field: 'articles', message: '勾选「轮播展示」的文章须上传轮播图' }] }]);
    const four = ['A20261117013', 'A20261119014', 'A20261114018', 'A20261111017'].map((id, i) => ({ id, position: i + 1, is_checked: 1, remark: '', carousel_img: carousel }));
    const tooMany = await client(hotSubject).save({ title: '热门专题', articles: four });
    expect(tooMany.body.msg).toBe('「轮播展示」最多勾选 3 篇');
    const fine = await client(hotSubject).save({ title: '热门专题', articles: four.slice(0, 3) });
    expect(fine.body.code).toBe(0);
  });
});

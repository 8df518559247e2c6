/**
 * 理财首页焦点轮播 (focusRoll) on the server: slides of the module's own (`field.list`), each a 375×170 picture and a
 * jump target whose kind follows its jump type (a fund or article picked from its library, an H5 link); the
 * reference index keeps a carouselled article or fund in use, so it cannot be deleted while the carousel waits or
 * is live.
 */
import { ARTICLE_API, ErrorCode, FUND_API, formatCmsTime, jpegSize, seedImagePath, type FundDetail, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { seedImage } from '../src/uploads/seedImage';
import { createArticle } from './articlesFixtures';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const focusRoll = registeredModules.find((m) => m.key === 'wm/focusRoll') as ModuleDefinition;
const MINUTE = 60_000;
let server: TestServer;
let admin: Browser;

const image = seedImagePath('focus-roll-test', { width: 375, height: 170 });
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const DAY = 24 * 60;
/** A day's window `days` ahead: clear of the seeded live set and the seeded pre-published one (windows may not overlap). */
const window = (days: number) => ({ effect_time: at(days * DAY), dead_time: at((days + 1) * DAY) });
const client = () => new ModuleClient(admin, focusRoll);
type Slide = { position: number; carousel_img: string; title: string; jump_type: string; jump_target: string; remark: string };
const slide = (position: number, jump_type: string, jump_target: string, over: Partial<Slide> = {}): Slide => ({
  position,
  carousel_img: image,
  title: `第 ${String(position)} 张`,
  jump_type,
  jump_target,
  remark: '',
  ...over,
});
const values = (...slides: Slide[]) => ({ name: '年终理财季', interval: 4, slides });
const errorsOf = async (...slides: Slide[]) => ((await client().save(values(...slides))).body.data as { errors: { field: string; message: string }[] }).errors;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('wm/focusRoll', () => {
  it('seeds every placement with slides that name real library items', () => {
    for (const name of ['focusRoll', 'focusRolling', 'homeFocusRoll', 'focusRollModule']) {
      const live = server.app.cms.db
        .prepare("SELECT r.library, r.item_key FROM slot_refs r JOIN workflow_records w ON w.id = r.record_id WHERE w.module_key = ? AND w.status = 'published'")
        .all(`wm/${name}`);
      expect(live.length).toBeGreaterThan(0);
      // Each seeded slide's picture is served as a real 375×170 JPEG.
      const def = registeredModules.find((m) => m.key === `wm/${name}`);
      for (const seed of def?.seed ?? []) {
        for (const one of seed.values.slides as Slide[]) {
          const jpeg = seedImage(one.carousel_img.replace('/v2/cms/upload/files/', ''));
          expect(jpeg && jpegSize(new Uint8Array(jpeg))).toEqual({ width: 375, height: 170 });
        }
      }
    }
  });

  it('takes one to five slides, each with its carousel picture', async () => {
    const six = await client().save(values(...[1, 2, 3, 4, 5, 6].map((p) => slide(p, 'fund', '1'))));
    expect([six.body.code, six.body.msg]).toEqual([ErrorCode.ValidationFailed, '轮播图最多 5 项']);
    const none = await client().save(values());
    expect([none.body.code, none.body.msg]).toEqual([ErrorCode.ValidationFailed, '请添加轮播图']);
    expect(await errorsOf(slide(1, 'fund', '1'), slide(2, 'fund', '2', { carousel_img: '' }))).toEqual([{ field: 'slides.1.carousel_img', message: '请上传轮播图片' }]);
  });

  it('refuses a target that does not fit its jump type, in the library’s own words', async () => {
    expect(await errorsOf(slide(1, 'fund', '9999'))).toEqual([{ field: 'slides.0.jump_target', message: '基金不存在，请从下拉列表中选择' }]);
    // Free text is never a target: a fund's name is not its key.
    expect(await errorsOf(slide(1, 'fund', '3'), slide(2, 'fund', '华晟环球投资级债券基金'))).toEqual([{ field: 'slides.1.jump_target', message: '基金不存在，请从下拉列表中选择' }]);
    expect(await errorsOf(slide(1, 'article', 'A19990101001'))).toEqual([{ field: 'slides.0.jump_target', message: '文章不存在' }]);
    expect(await errorsOf(slide(1, 'fund', ''))).toEqual([{ field: 'slides.0.jump_target', message: '请选择要跳转的基金' }]);
    expect(await errorsOf(slide(1, 'h5', 'm.example-wealth.com/activity'))).toEqual([{ field: 'slides.0.jump_target', message: '跳转目标的 H5 链接必须以 http:// 或 https:// 开头' }]);
  });

  it('saves, pre-publishes and publishes a set in the order set, and indexes its jump targets', async () => {
    const article = await createArticle(admin);
    const set = values(slide(2, 'article', article.linkId, { title: '乙' }), slide(1, 'h5', 'https://m.example-wealth.com/a', { title: '甲' }), slide(3, 'fund', '5', { title: '丙', remark: '稳健' }));
    expect((await client().save(set)).body.code).toBe(0);
    const entry = await client().prepared(set, window(10));
    const stored = (await client().detail(entry)).body.data as WorkflowRow;
    expect((stored.slides as Slide[]).map((s) => [s.position, s.title, s.jump_target])).toEqual([
      [1, '甲', 'https://m.example-wealth.com/a'],
      [2, '乙', article.linkId],
      [3, '丙', '5'],
    ]);
    // The index: one row per library item a slide opens, at the slide's position; the H5 link is no item.
    const rows = server.app.cms.db.prepare('SELECT library, item_key, field, position FROM slot_refs WHERE record_id = ? ORDER BY position').all(entry);
    expect(rows).toEqual([
      { library: 'articles', item_key: article.linkId, field: 'slides.jump_target', position: 2 },
      { library: 'funds', item_key: '5', field: 'slides.jump_target', position: 3 },
    ]);

    // One live set: take the seeded one off, then publish ours.
    const [seeded] = await client().rows('publishedList');
    expect((await client().out(seeded?.id ?? 0)).body.code).toBe(0);
    expect((await client().publish(entry, window(10))).body).toMatchObject({ code: 0 });
    const fund = (await admin.call('GET', `${FUND_API.detail}?id=5`)).body.data as FundDetail;
    expect(fund.slots).toContainEqual(expect.objectContaining({ module_key: 'wm/focusRoll', entry_id: entry, status: 'scheduled' }));
    expect((await client().out(entry)).body.code).toBe(0);
  });

  it('keeps an article a live carousel opens from being deleted, until the carousel is off shelf', async () => {
    const article = await createArticle(admin);
    const entry = await client().prepared(values(slide(1, 'fund', '1'), slide(2, 'article', article.linkId)), window(20));
    expect((await client().publish(entry, window(20))).body).toMatchObject({ code: 0 });
    const refused = await admin.call('POST', ARTICLE_API.delete, { linkIds: [article.linkId] });
    expect(refused.body.code).toBe(ErrorCode.Duplicate);
    expect(refused.body.data).toEqual([
      { linkId: article.linkId, in_use: true, slots: [{ module_key: 'wm/focusRoll', module_title: '理财 App · 理财首页焦点轮播', path: focusRoll.path, entry_id: entry, status: 'scheduled' }] },
    ]);
    expect((await client().out(entry)).body.code).toBe(0);
    expect((await admin.call('POST', ARTICLE_API.delete, { linkIds: [article.linkId] })).body.code).toBe(0);
  });

});

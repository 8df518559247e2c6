/**
 * The br slot modules the spec only names (remote-br README): article sections (stocksScience, homepageRecommend),
 * the information card (marketAnalysis), stock reviews (hotReviews), events (eventCoverage, homepageEventCoverage), the
 * home carousel (focusRolling), brand pages (brandEncyclopedia) and tier benefits (memberInterest), each on a real
 * in-process server: seeds that name real library items, the library and filter checks, and the per-module limits.
 */
import { ErrorCode, FUND_API, formatCmsTime, seedImagePath, type FundInUse, type ModuleDefinition, type ListItem, type ModuleValues, type RefListItem } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const SLOT_NAMES = ['eventCoverage', 'homepageEventCoverage', 'stocksScience', 'hotReviews', 'marketAnalysis', 'homepageRecommend', 'focusRolling', 'brandEncyclopedia', 'memberInterest'] as const;
type SlotName = (typeof SLOT_NAMES)[number];

let server: TestServer;
let admin: Browser;
/** Each test picks its own minutes, so no two preset times repeat (1013). */
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const moduleOf = (name: SlotName) => registeredModules.find((m) => m.key === `br/${name}`) as ModuleDefinition;
const client = (name: SlotName) => new ModuleClient(admin, moduleOf(name));
const errorsOf = async (name: SlotName, values: ModuleValues) => {
  const res = await client(name).save(values);
  expect(res.body.code).toBe(ErrorCode.ValidationFailed);
  return (res.body.data as { errors: { field: string; message: string }[] }).errors;
};
const ids = (...keys: string[]) => keys.map((id, i) => ({ id, position: i + 1 }));
/** Take every live entry of a module off shelf, so a test can publish its own under `maxLive`. */
const clearLive = async (name: SlotName) => {
  for (const row of await client(name).rows('publishedList')) expect((await client(name).out(row.id)).body.code).toBe(0);
};

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('br slot modules', () => {
  it.each(SLOT_NAMES)('%s: sits under operation/broker/ and starts with a live seed indexed against real library items', async (name) => {
    const def = moduleOf(name);
    expect(def.apiBase).toBe(`operation/broker/${name.toLowerCase()}/`);
    const live = await client(name).rows('publishedList');
    expect(live.length).toBeGreaterThan(0);
    if (name === 'brandEncyclopedia' || name === 'memberInterest') return; // own content only: no library items
    const refs = server.app.cms.db
      .prepare("SELECT r.library, r.item_key FROM slot_refs r JOIN workflow_records w ON w.id = r.record_id WHERE w.module_key = ? AND w.status = 'published'")
      .all(def.key);
    expect(refs.length).toBeGreaterThan(0);
  });

  describe('article sections', () => {
    it('stocksScience takes education articles only; homepageRecommend any', async () => {
      const hot = { title: '新手学堂', articles: [{ id: 'A20261117013', position: 1, remark: '' }] };
      expect(await errorsOf('stocksScience', hot)).toEqual([{ field: 'articles.0.id', message: '只能选择「投资者教育」类文章' }]);
      expect((await client('stocksScience').save({ ...hot, articles: [{ id: 'A20261111017', position: 1, remark: '先测评' }] })).body.code).toBe(0);
      expect((await client('homepageRecommend').save({ title: '为你推荐', articles: [{ id: 'A20261117013', position: 1, remark: '算力' }] })).body.code).toBe(0);
      expect(await errorsOf('homepageRecommend', { title: '为你推荐', articles: [{ id: 'N19990101001', position: 1, remark: '' }] })).toEqual([{ field: 'articles.0.id', message: '文章不存在' }]);
    });

    it('keeps one list live per section', async () => {
      const values = { title: '为你推荐', articles: [{ id: 'N20261122015', position: 1, remark: '南向资金' }] };
      const id = await client('homepageRecommend').prepared(values, { push_time: at(31) });
      const refused = await client('homepageRecommend').publish(id, { push_time: at(31) });
      expect([refused.body.code, refused.body.msg]).toEqual([ErrorCode.ValidationFailed, '最多同时发布 1 条，请先下架或撤回']);
      await clearLive('homepageRecommend');
      expect((await client('homepageRecommend').publish(id, { push_time: at(31) })).body.code).toBe(0);
    });
  });

  it('marketAnalysis picks from the information feed', async () => {
    expect(await errorsOf('marketAnalysis', { title: '市场分析', items: [{ id: 'I19990101001', position: 1, short_title: '' }] })).toEqual([{ field: 'items.0.id', message: '资讯不存在' }]);
    const id = await client('marketAnalysis').prepared({ title: '市场分析', items: [{ id: 'I20261119003', position: 1, short_title: '券商上调港股目标' }] }, { push_time: at(33) });
    expect(((await client('marketAnalysis').row(id)).items as { id: string; short_title: string }[])[0]).toMatchObject({ id: 'I20261119003', short_title: '券商上调港股目标' });
  });

  it('hotReviews needs a real stock, a stance, a review and its author for each', async () => {
    const review = { stance: 'bullish', review: '回购持续托底估值', reviewer: '梁志豪' };
    const values = (stocks: RefListItem[]) => ({ title: '热门点评', stocks, disclaimer: '以上点评不构成投资建议。' });
    expect(await errorsOf('hotReviews', values([{ id: '99999.HK', position: 1, ...review }]))).toEqual([{ field: 'stocks.0.id', message: '股票不存在，请从下拉列表中选择' }]);
    const missing = await errorsOf('hotReviews', values([{ id: '00700.HK', position: 1, ...review, review: '' }]));
    expect(missing.map((e) => e.field)).toEqual(['stocks.0.review']);
    const id = await client('hotReviews').prepared(values([{ id: '00700.HK', position: 1, ...review }, { id: 'AAPL.US', position: 2, ...review, stance: 'neutral' }]), { push_time: at(35) });
    expect(((await client('hotReviews').row(id)).stocks as { id: string; stance: string }[]).map((s) => [s.id, s.stance])).toEqual([
      ['00700.HK', 'bullish'],
      ['AAPL.US', 'neutral'],
    ]);
  });

  it('eventCoverage keeps several events live at once, each with real stocks', async () => {
    const event = (name: string, stocks: string[]) => ({
      event_name: name,
      tag: 'ipo',
      cover: seedImagePath('event-coverage-test', { width: 375, height: 170 }),
      summary: '港股新股上市潮延续。',
      stocks: ids(...stocks),
      articles: ids('N20261122015'),
    });
    expect(await errorsOf('eventCoverage', event('新股上市潮', ['00700.HK', '12345.HK']))).toEqual([{ field: 'stocks.1.id', message: '股票不存在，请从下拉列表中选择' }]);
    const before = (await client('eventCoverage').rows('publishedList')).length;
    await client('eventCoverage').published(event('新股上市潮', ['00388.HK']), { push_time: at(37) }, { push_time: at(37) });
    await client('eventCoverage').published(event('小米汽车交付', ['01810.HK']), { push_time: at(38) }, { push_time: at(38) });
    expect((await client('eventCoverage').rows('publishedList')).length).toBe(before + 2);
  });

  it('homepageEventCoverage opens an article or an H5 page, one card per window', async () => {
    const card = (jump_type: string, jump_target: string) => ({ headline: '年末分红季', tag: 'corporate', stocks: ids('00941.HK'), jump_type, jump_target });
    expect(await errorsOf('homepageEventCoverage', card('article', 'A19990101001'))).toEqual([{ field: 'jump_target', message: '文章不存在' }]);
    const http = await errorsOf('homepageEventCoverage', card('h5', 'm.example-broker.com/event'));
    expect(http.map((e) => e.field)).toEqual(['jump_target']);
    const window = { effect_time: at(10 * 24 * 60), dead_time: at(11 * 24 * 60) };
    await client('homepageEventCoverage').prepared(card('article', 'A20261119014'), window);
    const second = card('h5', 'https://m.example-broker.com/event/a');
    expect((await client('homepageEventCoverage').save(second)).body.code).toBe(0);
    const overlap = await client('homepageEventCoverage').prepublish(second, { effect_time: at(10 * 24 * 60 + 60), dead_time: at(12 * 24 * 60) });
    expect(overlap.body.code).toBe(ErrorCode.PresetTimeOverlap);
  });

  it('focusRolling opens a stock, an article, an H5 page or the IPO calendar', async () => {
    const img = seedImagePath('br-focus-rolling-test', { width: 375, height: 170 });
    const slide = (position: number, jump_type: string, jump_target: string) => ({ position, carousel_img: img, title: `第 ${String(position)} 张`, jump_type, jump_target, badge: '' });
    const set = (...slides: ListItem[]) => ({ name: '首页轮播', interval: 4, slides });
    expect(await errorsOf('focusRolling', set(slide(1, 'stock', '00700')))).toEqual([{ field: 'slides.0.jump_target', message: '股票不存在，请从下拉列表中选择' }]);
    const id = await client('focusRolling').prepared(set(slide(1, 'stock', '00700.HK'), slide(2, 'ipo_calendar', 'stale'), slide(3, 'article', 'A20261119014')), { push_time: at(41) });
    const stored = (await client('focusRolling').row(id)).slides as { jump_type: string; jump_target: string }[];
    // The IPO calendar is a screen of the app: a target left from an earlier jump type is dropped.
    expect(stored.map((s) => [s.jump_type, s.jump_target])).toEqual([
      ['stock', '00700.HK'],
      ['ipo_calendar', ''],
      ['article', 'A20261119014'],
    ]);
    const refs = server.app.cms.db.prepare('SELECT library, item_key FROM slot_refs WHERE record_id = ? ORDER BY position').all(id);
    expect(refs).toEqual([
      { library: 'stocks', item_key: '00700.HK' },
      { library: 'articles', item_key: 'A20261119014' },
    ]);
  });

  it('focusRolling opens a fund picked from the fund library, which then cannot be deleted (issue 30)', async () => {
    const img = seedImagePath('br-focus-rolling-test', { width: 375, height: 170 });
    const set = (target: string) => ({ name: '首页轮播 · 基金', interval: 4, slides: [{ position: 1, carousel_img: img, title: '稳健债基', jump_type: 'fund', jump_target: target, badge: '' }] });
    expect(await errorsOf('focusRolling', set('9999'))).toEqual([{ field: 'slides.0.jump_target', message: '基金不存在，请从下拉列表中选择' }]);
    expect(await errorsOf('focusRolling', set(''))).toEqual([{ field: 'slides.0.jump_target', message: '请选择要跳转的基金' }]);
    const id = await client('focusRolling').prepared(set('3'), { push_time: at(45) });
    expect(server.app.cms.db.prepare('SELECT library, item_key FROM slot_refs WHERE record_id = ?').all(id)).toEqual([{ library: 'funds', item_key: '3' }]);
    const refused = await admin.call('POST', FUND_API.delete, { ids: [3] });
    expect(refused.body.code).toBe(ErrorCode.Duplicate);
    const [inUse] = refused.body.data as FundInUse[];
    expect(inUse?.slots).toContainEqual(expect.objectContaining({ module_key: 'br/focusRolling', module_title: '证券 App · 首页轮播', entry_id: id }));
  });

  it('brandEncyclopedia keeps one live entry per title', async () => {
    const entry = { entry_title: '证监会持牌法团', category: 'licence', sort: 2, summary: '牌照信息', content: '<p>持牌信息。</p>' };
    expect((await client('brandEncyclopedia').save(entry)).body.code).toBe(0);
    const refused = await client('brandEncyclopedia').prepublish(entry, { push_time: at(43) });
    expect([refused.body.code, refused.body.data]).toEqual([ErrorCode.Duplicate, { errors: [{ field: 'entry_title', message: '已有同名词条上线，请修改标题或先下架原词条' }] }]);
    const renamed = { ...entry, entry_title: '证监会持牌法团（第 9 类）' };
    const id = await client('brandEncyclopedia').published(renamed, { push_time: at(44) }, { push_time: at(44) });
    expect((await client('brandEncyclopedia').row(id)).status).toBe('scheduled');
    expect((await client('brandEncyclopedia').save({ ...entry, content: '' })).body.code).toBe(ErrorCode.ValidationFailed);
  });

  it('memberInterest keeps one live page per tier, with two to eight benefits', async () => {
    const icon = seedImagePath('member-test', { width: 96, height: 96 });
    const benefit = (position: number) => ({ position, icon, name: `权益 ${String(position)}`, line: '说明', link: '' });
    const page = (tier: string, count: number) => ({ tier, condition: '日均资产 ≥ 50 万港元', benefits: Array.from({ length: count }, (_, i) => benefit(i + 1)), rules: '<p>按月评定。</p>' });
    expect((await errorsOf('memberInterest', page('platinum', 1))).map((e) => e.field)).toEqual(['benefits']);
    expect((await client('memberInterest').save(page('gold', 2))).body.code).toBe(0);
    const gold = await client('memberInterest').prepublish(page('gold', 2), { push_time: at(45) });
    expect([gold.body.code, gold.body.msg]).toEqual([ErrorCode.Duplicate, '该会员等级已有上线的权益页，请先下架']);
    const platinum = await client('memberInterest').prepared(page('platinum', 8), { push_time: at(46) });
    expect((await client('memberInterest').publish(platinum, { push_time: at(46) })).body.code).toBe(0);
    expect((await client('memberInterest').row(platinum)).status).toBe('scheduled');
  });
});

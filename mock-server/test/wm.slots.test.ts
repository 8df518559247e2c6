/**
 * The wm modules the spec only names (research slots, home navigation and entrances, function modules, slide cards,
 * article list, market comment, trailer fees, FAQ), on a real in-process server: seeds live on real library items,
 * each module's own rules refused by the server in its words, and the items they show kept in use.
 */
import { ARTICLE_API, ErrorCode, FUND_API, formatCmsTime, type ListItem, type RefListItem, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient, seedValuesOf, refusal } from './workflowClient';

const MINUTE = 60_000;
const moduleOf = (name: string) => {
  const found = registeredModules.find((m) => m.key === `wm/${name}`);
  if (!found) throw new Error(`wm/${name} is not registered`);
  return found;
};
let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const client = (name: string) => new ModuleClient(admin, moduleOf(name));
const withFirst = <T extends ListItem | RefListItem>(items: unknown, over: Partial<T>): T[] => (items as T[]).map((item, i) => (i === 0 ? { ...item, ...over } : item));

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('wm research slots', () => {
  it.each(['chineseResearch', 'newChineseResearch', 'englishResearch', 'englishResearchModule'])('%s starts live on real macro articles', async (name) => {
    const [live] = await client(name).rows('publishedList');
    const picked = (live as unknown as { articles: RefListItem[] }).articles;
    expect(picked.length).toBeGreaterThan(0);
    for (const article of picked) expect(Boolean(article.label)).toBe(true);
  });

  it('refuses an article outside the macro module, and a second pinned report', async () => {
    const def = moduleOf('newChineseResearch');
    const values = seedValuesOf(def);
    const hot = await client('newChineseResearch').save({ ...values, articles: withFirst<RefListItem>(values.articles, { id: 'A20261117013' }) });
    expect(refusal(hot)).toEqual([ErrorCode.ValidationFailed, ['articles.0.id: 只能选择「宏观」类文章']]);
    const pinned = await client('newChineseResearch').save({ ...values, articles: (values.articles as RefListItem[]).map((r) => ({ ...r, pinned: 1 })) });
    expect(refusal(pinned)).toEqual([ErrorCode.ValidationFailed, ['articles: 最多置顶 1 篇研报']]);
  });

  it('refuses Chinese in the English texts, and keeps one English list live', async () => {
    const values = seedValuesOf(moduleOf('englishResearch'));
    const chinese = await client('englishResearch').save({ ...values, articles: withFirst<RefListItem>(values.articles, { en_title: '美联储 preview' }) });
    expect(refusal(chinese)).toEqual([ErrorCode.ValidationFailed, ['articles: 研报的英文标题和英文摘要不能包含中文']]);
    const id = await client('englishResearch').prepared(values, { push_time: at(30) });
    const second = await client('englishResearch').publish(id, { push_time: at(30) });
    expect(refusal(second)).toEqual([ErrorCode.ValidationFailed, ['最多同时发布 1 条，请先下架或撤回']]);
  });
});

describe('wm entrances and cards', () => {
  it('home navigation: whole rows only, and a fund target must name a fund of the library', async () => {
    const values = seedValuesOf(moduleOf('homeNavigation'));
    const items = values.items as ListItem[];
    const seven = await client('homeNavigation').save({ ...values, items: items.slice(0, 7) });
    expect(refusal(seven)).toEqual([ErrorCode.ValidationFailed, ['items: 导航图标须排满整行：5 个或 10 个']]);
    const noFund = await client('homeNavigation').save({ ...values, items: withFirst<ListItem>(items, { jump_type: 'fund', jump_target: '9999' }) });
    expect(refusal(noFund)[0]).toBe(ErrorCode.ValidationFailed);
    expect(refusal(noFund)[1].join()).toContain('基金不存在，请从下拉列表中选择');
    const five = { ...values, items: items.slice(0, 5) };
    expect((await client('homeNavigation').save(five)).body.code).toBe(0);
  });

  it('function entrance: names distinct', async () => {
    const values = seedValuesOf(moduleOf('functionEntrance'));
    const twins = (values.entrances as ListItem[]).map((e) => ({ ...e, title: '基金超市' }));
    expect(refusal(await client('functionEntrance').save({ ...values, entrances: twins }))).toEqual([ErrorCode.ValidationFailed, ['entrances: 入口名称不能重复']]);
  });

  it('function module: cards in pairs, one live section per page', async () => {
    const values = seedValuesOf(moduleOf('functionModule'));
    const odd = await client('functionModule').save({ ...values, cards: (values.cards as ListItem[]).slice(0, 3) });
    expect(refusal(odd)).toEqual([ErrorCode.ValidationFailed, ['cards: 功能卡片须成对添加（两列排布）']]);
    // The seed's live section is on 理财首页: another for that page waits until it is off shelf.
    expect((await client('functionModule').save(values)).body.code).toBe(0);
    const again = await client('functionModule').prepublish(values, { push_time: at(40) });
    expect(refusal(again)).toEqual([ErrorCode.Duplicate, ['page: 该页面已有上线的功能模块，请先下架']]);
  });

  it('slide cards: a window overlapping the live strip’s is refused (1013)', async () => {
    const values = seedValuesOf(moduleOf('slideCards'));
    expect((await client('slideCards').save(values)).body.code).toBe(0);
    const overlapping = await client('slideCards').prepublish(values, { effect_time: at(10), dead_time: at(60) });
    expect(overlapping.body.code).toBe(ErrorCode.PresetTimeOverlap);
    const one = await client('slideCards').save({ ...values, cards: (values.cards as ListItem[]).slice(0, 1) });
    expect(refusal(one)[1].join()).toContain('卡片至少 2 项');
  });
});

describe('wm content lists', () => {
  it('article list: an article twice is refused (1019), and a live list keeps its articles in the library', async () => {
    const values = seedValuesOf(moduleOf('articleList'));
    const articles = values.articles as RefListItem[];
    const twice = await client('articleList').save({ ...values, articles: [...articles, { ...articles[1], position: articles.length + 1 } as RefListItem] });
    expect(twice.body.code).toBe(ErrorCode.Duplicate);
    const res = await admin.call('POST', ARTICLE_API.delete, { linkIds: ['A20261116016'] });
    expect(res.body.code).toBe(ErrorCode.Duplicate);
    expect(JSON.stringify(res.body.data)).toContain('文章列表');
  });

  it('market comment: one live piece per market and trading day; a real date', async () => {
    const values = seedValuesOf(moduleOf('marketComment'));
    expect((await client('marketComment').save(values)).body.code).toBe(0);
    const sameDay = await client('marketComment').prepublish(values, { push_time: at(50) });
    expect(refusal(sameDay)).toEqual([ErrorCode.Duplicate, ['market: 该市场此交易日已有上线的点评，请先下架', 'trade_date: 该市场此交易日已有上线的点评，请先下架']]);
    await client('marketComment').published({ ...values, trade_date: '2026-11-26' }, { push_time: at(51) }, { push_time: at(51) });
    const notADay = await client('marketComment').save({ ...values, trade_date: '2026-02-30' });
    expect(refusal(notADay)).toEqual([ErrorCode.ValidationFailed, ['trade_date: 交易日不是有效日期：2026 年 2 月只有 28 天']]);
    const rows = await client('marketComment').rows('publishedList');
    expect(rows.filter((row: WorkflowRow) => row.market === 'hk').map((row) => row.trade_date).sort()).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('trailer fees: a trailer fee above the management fee is refused; a disclosed fund stays in the fund library', async () => {
    const values = seedValuesOf(moduleOf('trailerFees'));
    const above = await client('trailerFees').save({ ...values, funds: withFirst<RefListItem>(values.funds, { management_fee: 0.3, trailer_fee: 0.4 }) });
    expect(refusal(above)).toEqual([ErrorCode.ValidationFailed, ['funds.0.trailer_fee: 尾随佣金比例不能高于该基金的管理费率']]);
    const stored = await client('trailerFees').rows('publishedList');
    expect(((stored[0] as unknown as { funds: RefListItem[] }).funds[0] as RefListItem).trailer_fee).toBe(0.1);
    const res = await admin.call('POST', FUND_API.delete, { ids: [9] });
    expect(res.body.code).toBe(ErrorCode.Duplicate);
    expect(JSON.stringify(res.body.data)).toContain('尾随佣金');
  });

  it('faq: the wealth app’s own categories on the FAQ base, apart from the broker app’s', async () => {
    const rows = await client('faq').rows('publishedList');
    expect(rows.map((row) => [row.language, row.category]).sort()).toEqual([
      ['zh-hans', 'subscription'],
      ['zh-hant', 'fees'],
    ]);
  });
});

import { describeModuleList } from 'shared-ui/testing';
import { FAQ_API_BASE, SPLASH_IMAGE_SLOTS, moduleSchema, normaliseValues, stepTimes, type ListItem, type ModuleDefinition, type ModuleValues, type RefListItem } from 'shared-ui/contract';
import { wmModules } from './index';

const byName = (name: string): ModuleDefinition => {
  const found = wmModules.find((m) => m.name === name);
  if (!found) throw new Error(`no module ${name}`);
  return found;
};

describeModuleList('wm', wmModules, ['analysis', 'announcement', 'candidate', 'fundManagerBrand', 'inviteFriends', 'investorEducation', 'marketHotSpots', 'landingPage', 'maskLayer', 'motoEntrance', 'openLicencee', 'openScreen', 'push', 'splashScreen', 'systemMessage', 'recommend', 'hotSubject', 'marketReference', 'yffTheme', 'combinationDynamic', 'hotSubjectFund', 'top3Fund', 'highFund', 'selectList', 'handpickProductReason', 'focusRoll', 'focusRolling', 'homeFocusRoll', 'focusRollModule', 'appconfig',
  'englishResearchModule', 'chineseResearch', 'englishResearch', 'newChineseResearch', 'homeNavigation', 'faq', 'marketComment', 'trailerFees', 'functionModule', 'slideCards', 'articleList', 'functionEntrance']);

describe('wm module rules', () => {
  it('tells the products apart on the shared splash base', () => {
    expect(byName('splashScreen').scope).toEqual({ type: 'super_app' });
    expect(byName('push').route).toBe('push');
    expect(byName('push').wording).toBe('push');
  });

  it('keeps system messages to three pre-published and one live', () => {
    expect(byName('systemMessage').limits).toEqual({ maxPrepublished: 3, maxLive: 1 });
  });

  it('publishes the announcement for a window and splash and mask with effect and dead times', () => {
    expect(byName('announcement').schedule).toBe('start_end');
    expect(byName('announcement').apiBase).toBe('operation/notices/wm/temp/');
    expect(byName('splashScreen').schedule).toBe('effect_dead');
    expect(byName('maskLayer').schedule).toBe('effect_dead');
  });

  it('asks the announcement’s start and end on publish, not at pre-publish (spec modules §3, issue 44 item 27)', () => {
    const announcement = byName('announcement');
    expect(stepTimes(announcement, 'prepublish').fields).toEqual([]);
    expect(stepTimes(announcement, 'publish')).toEqual({ fields: ['start_time', 'end_time'], nowAllowed: false });
    // Nothing to order waiting entries by but when they were pre-published.
    expect(announcement.prepublishOrderBy).toBe('pre_time');
    // The other windowed modules of the app keep presetting at pre-publish.
    for (const other of wmModules.filter((m) => m !== announcement)) expect(stepTimes(other, 'prepublish').fields.length).toBeGreaterThan(0);
  });

  it('serves seed images from the seed upload path at the slot size', () => {
    const splash = byName('splashScreen');
    for (const seed of splash.seed ?? []) {
      for (const slot of SPLASH_IMAGE_SLOTS) {
        const value = seed.values[slot.name];
        if (value) expect(value).toMatch(new RegExp(`^/v2/cms/upload/files/seed-[a-z-]+-${String(slot.width)}x${String(slot.height)}\\.jpg$`));
      }
    }
  });
});

describe('wm carousels', () => {
  const carousels = ['focusRoll', 'focusRolling', 'homeFocusRoll', 'focusRollModule'].map(byName);

  it('sit under operation/wm/focusscroll/{a}/{b}/, one live set each, slides with a 375×170 picture and a jump target', () => {
    expect(carousels.map((m) => m.apiBase)).toEqual([
      'operation/wm/focusscroll/wealth/home/',
      'operation/wm/focusscroll/fund/channel/',
      'operation/wm/focusscroll/app/home/',
      'operation/wm/focusscroll/zone/module/',
    ]);
    for (const m of carousels) {
      expect(m.limits).toEqual({ maxLive: 1 });
      const slides = m.fields.find((f) => f.name === 'slides');
      if (slides?.kind !== 'list') throw new Error(`${m.name}: no slide list`);
      expect(slides.itemFields.find((f) => f.name === 'carousel_img')).toMatchObject({ kind: 'image', width: 375, height: 170, required: true, maxBytes: 2 * 1024 * 1024 });
      expect(slides.itemFields.find((f) => f.name === 'jump_target')).toMatchObject({ kind: 'jumpTarget', typeField: 'jump_type' });
    }
  });

  it('seeds slides with seeded pictures at the carousel size', () => {
    for (const m of carousels) {
      for (const seed of m.seed ?? []) {
        for (const slide of seed.values.slides as { carousel_img: string }[]) expect(slide.carousel_img).toMatch(/^\/v2\/cms\/upload\/files\/seed-[a-z0-9-]+-375x170\.jpg$/);
      }
    }
  });
});

/** The messages a module's schema answers for `values` (after its quirks), in order; [] when they pass. */
const problems = (m: ModuleDefinition, values: ModuleValues): string[] => {
  const result = moduleSchema(m).safeParse(normaliseValues(m, values));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
/** The values of a module's first seed in `status`. */
const seedOf = (m: ModuleDefinition, status = 'published'): ModuleValues => {
  const seed = m.seed?.find((s) => s.status === status);
  if (!seed) throw new Error(`${m.key}: no ${status} seed`);
  return seed.values;
};
const itemsOf = (values: ModuleValues, name: string) => values[name] as readonly ListItem[];
/** `count` copies of the collection's first item, positions 1..count, with `title` made distinct unless told not to. */
const repeated = (items: readonly ListItem[], count: number, distinct = 'title'): ListItem[] =>
  Array.from({ length: count }, (_, i) => ({ ...items[0], position: i + 1, ...(distinct ? { [distinct]: `项${String(i + 1)}` } : {}) }));

describe('wm research slots', () => {
  const research = ['chineseResearch', 'newChineseResearch', 'englishResearch', 'englishResearchModule'].map(byName);

  it('pick the library’s macro articles at a base of their own, one list live each', () => {
    for (const m of research) {
      expect(m.apiBase).toBe(`operation/wm/articles/${m.name}/`);
      expect(m.limits).toEqual({ maxLive: 1 });
      const articles = m.fields.find((f) => f.name === 'articles');
      expect(articles).toMatchObject({ kind: 'refList', library: 'articles', filter: { article_module: 'macro' }, min: 1 });
    }
    expect(research.map((m) => (m.fields.find((f) => f.name === 'articles') as { max: number }).max)).toEqual([8, 12, 8, 3]);
  });

  it('new Chinese research: every report has a category, and one at most is pinned', () => {
    const m = byName('newChineseResearch');
    const values = seedOf(m);
    const reports = values.articles as readonly RefListItem[];
    expect(problems(m, values)).toEqual([]);
    expect(problems(m, { ...values, articles: reports.map((r) => ({ ...r, pinned: 1 })) })).toEqual(['最多置顶 1 篇研报']);
    expect(problems(m, { ...values, articles: reports.map((r, i) => (i === 0 ? { ...r, category: null } : r)) })).toEqual(['请选择研报分类']);
  });

  it.each(['englishResearch', 'englishResearchModule'])('%s: English headline required, and no Chinese in the English texts', (name) => {
    const m = byName(name);
    const values = seedOf(m);
    const reports = values.articles as readonly RefListItem[];
    expect(problems(m, values)).toEqual([]);
    expect(problems(m, { ...values, title: '研究 Research' })).toEqual(['栏目标题（英文）不能包含中文']);
    expect(problems(m, { ...values, articles: reports.map((r, i) => (i === 0 ? { ...r, en_summary: 'Rates 降息 outlook' } : r)) })).toEqual(['研报的英文标题和英文摘要不能包含中文']);
    expect(problems(m, { ...values, articles: reports.map((r, i) => (i === 0 ? { ...r, en_title: '' } : r)) })).toEqual(['请输入英文标题']);
    expect(problems(m, { ...values, articles: reports.map((r, i) => (i === 0 ? { ...r, en_title: 'x'.repeat(81) } : r)) })).toEqual(['英文标题不能超过 80 个字']);
  });

  it('the English home section shows three reports at most', () => {
    const m = byName('englishResearchModule');
    const one = (seedOf(m).articles as readonly RefListItem[])[0] as RefListItem;
    const four = ['A1', 'A2', 'A3', 'A4'].map((id, i) => ({ ...one, id, position: i + 1 }));
    expect(problems(m, { ...seedOf(m), articles: four })).toEqual(['研报最多 3 项']);
  });
});

describe('wm entrances and cards', () => {
  it('home navigation: 96×96 icons, five or ten of them (whole rows), names distinct, one grid live', () => {
    const m = byName('homeNavigation');
    expect([m.apiBase, m.limits]).toEqual(['operation/wm/home/navigation/', { maxLive: 1 }]);
    const list = m.fields.find((f) => f.name === 'items');
    if (list?.kind !== 'list') throw new Error('no items');
    expect(list.itemFields.find((f) => f.name === 'icon')).toMatchObject({ kind: 'image', width: 96, height: 96, required: true });
    expect(list.itemFields.find((f) => f.name === 'jump_target')).toMatchObject({ kind: 'jumpTarget', typeField: 'jump_type' });
    const values = seedOf(m);
    const items = itemsOf(values, 'items');
    expect(problems(m, values)).toEqual([]);
    expect(problems(m, { ...values, items: repeated(items, 5) })).toEqual([]);
    expect(problems(m, { ...values, items: repeated(items, 7) })).toEqual(['导航图标须排满整行：5 个或 10 个']);
    // One message per mistake: four icons are too few, and that says it.
    expect(problems(m, { ...values, items: repeated(items, 4) })).toEqual(['导航图标至少 5 项']);
    expect(problems(m, { ...values, items: repeated(items, 15) })).toEqual(['导航图标最多 10 项']);
    expect(problems(m, { ...values, items: repeated(items, 5, '') })).toEqual(['导航图标的名称不能重复']);
    expect(problems(m, { ...values, items: items.map((item, i) => (i === 0 ? { ...item, title: '基金超市啊啊' } : item)) })).toEqual(['名称不能超过 5 个字']);
  });

  it('entrance jump types: a fund or an article is picked, an H5 page is a link, an app page carries nothing', () => {
    const m = byName('homeNavigation');
    const values = seedOf(m);
    const items = itemsOf(values, 'items');
    const withFirst = (over: Partial<ListItem>) => ({ ...values, items: items.map((item, i) => (i === 0 ? { ...item, ...over } : item)) });
    expect(problems(m, withFirst({ jump_type: 'fund', jump_target: '' }))).toEqual(['请选择要跳转的基金']);
    expect(problems(m, withFirst({ jump_type: 'h5', jump_target: 'ftp://x' }))).toEqual(['跳转目标的 H5 链接必须以 http:// 或 https:// 开头']);
    const parsed = moduleSchema(m).parse(normaliseValues(m, withFirst({ jump_type: 'my_assets', jump_target: 'https://left.over' })));
    expect((parsed.items as readonly ListItem[])[0]?.jump_target).toBe('');
  });

  it('function entrance: two to four 120×120 tiles with a selling line, names distinct', () => {
    const m = byName('functionEntrance');
    const values = seedOf(m);
    const entrances = itemsOf(values, 'entrances');
    expect(problems(m, values)).toEqual([]);
    expect(problems(m, { ...values, entrances: repeated(entrances, 1) })).toEqual(['入口至少 2 项']);
    expect(problems(m, { ...values, entrances: repeated(entrances, 5) })).toEqual(['入口最多 4 项']);
    expect(problems(m, { ...values, entrances: repeated(entrances, 2, '') })).toEqual(['入口名称不能重复']);
    expect(problems(m, { ...values, entrances: entrances.map((e, i) => (i === 0 ? { ...e, subtitle: '' } : e)) })).toEqual(['请输入卖点文案']);
    const list = m.fields.find((f) => f.name === 'entrances');
    if (list?.kind !== 'list') throw new Error('no entrances');
    expect(list.itemFields.find((f) => f.name === 'icon')).toMatchObject({ width: 120, height: 120 });
  });

  it('function module: one section per page, cards in pairs of 330×160 pictures', () => {
    const m = byName('functionModule');
    expect(m.uniqueWhileLive?.fields).toEqual(['page']);
    const values = seedOf(m);
    const cards = itemsOf(values, 'cards');
    expect(problems(m, values)).toEqual([]);
    expect(problems(m, { ...values, cards: repeated(cards, 3) })).toEqual(['功能卡片须成对添加（两列排布）']);
    expect(problems(m, { ...values, cards: repeated(cards, 6) })).toEqual([]);
    expect(problems(m, { ...values, cards: repeated(cards, 8) })).toEqual(['功能卡片最多 6 项']);
    expect(problems(m, { ...values, cards: repeated(cards, 2, '') })).toEqual(['功能卡片的名称不能重复']);
    const list = m.fields.find((f) => f.name === 'cards');
    if (list?.kind !== 'list') throw new Error('no cards');
    expect(list.itemFields.find((f) => f.name === 'image')).toMatchObject({ width: 330, height: 160 });
  });

  it('slide cards: a campaign window, one strip live, two to eight 300×180 cards with distinct titles', () => {
    const m = byName('slideCards');
    expect([m.schedule, m.limits]).toEqual(['effect_dead', { maxLive: 1 }]);
    const values = seedOf(m);
    const cards = itemsOf(values, 'cards');
    expect(problems(m, values)).toEqual([]);
    expect(problems(m, { ...values, cards: repeated(cards, 1) })).toEqual(['卡片至少 2 项']);
    expect(problems(m, { ...values, cards: repeated(cards, 9) })).toEqual(['卡片最多 8 项']);
    expect(problems(m, { ...values, cards: repeated(cards, 3, '') })).toEqual(['卡片标题不能重复']);
    const list = m.fields.find((f) => f.name === 'cards');
    if (list?.kind !== 'list') throw new Error('no cards');
    expect(list.itemFields.find((f) => f.name === 'image')).toMatchObject({ width: 300, height: 180 });
  });
});

describe('wm content lists', () => {
  it('article list: one per page, 1–20 articles of any module, two featured at most', () => {
    const m = byName('articleList');
    expect(m.uniqueWhileLive?.fields).toEqual(['page']);
    expect(m.fields.find((f) => f.name === 'articles')).toMatchObject({ kind: 'refList', library: 'articles', min: 1, max: 20 });
    expect(m.fields.find((f) => f.name === 'articles')).not.toHaveProperty('filter');
    const values = seedOf(m);
    const articles = values.articles as readonly RefListItem[];
    expect(problems(m, values)).toEqual([]);
    expect(problems(m, { ...values, articles: articles.map((a) => ({ ...a, featured: 1 })) })).toEqual(['最多置顶 2 篇文章']);
    expect(problems(m, { ...values, articles: [] })).toEqual(['请选择文章']);
    expect(problems(m, { ...values, articles: [...articles, { ...articles[0], position: 9 } as RefListItem] })).toEqual(['文章重复添加']);
  });

  it('market comment: a real trading day, one live piece per market and day, three funds at most', () => {
    const m = byName('marketComment');
    expect(m.uniqueWhileLive?.fields).toEqual(['market', 'trade_date']);
    const values = seedOf(m);
    expect(problems(m, values)).toEqual([]);
    expect(m.fields.find((f) => f.name === 'trade_date')?.kind).toBe('date');
    expect(problems(m, { ...values, trade_date: '2026-02-30' })).toEqual(['交易日不是有效日期：2026 年 2 月只有 28 天']);
    expect(problems(m, { ...values, trade_date: '2026-13-01' })).toEqual(['交易日不是有效日期：月份应为 01–12']);
    for (const day of ['2026/11/25', '20261125']) expect(problems(m, { ...values, trade_date: day })).toEqual(['交易日不是有效日期，应为 YYYY-MM-DD']);
    expect(problems(m, { ...values, trade_date: '2028-02-29' })).toEqual([]);
    const funds = ['1', '2', '3', '4'].map((id, i) => ({ id, position: i + 1 }));
    expect(problems(m, { ...values, funds })).toEqual(['相关基金最多 3 项']);
    expect(problems(m, { ...values, funds: [] })).toEqual([]);
    expect(problems(m, { ...values, content: '<p></p>' })).toEqual(['请输入点评正文']);
  });

  it('trailer fees: rates with three decimals at most, a trailer fee never above the management fee, one disclosure live', () => {
    const m = byName('trailerFees');
    expect(m.limits).toEqual({ maxLive: 1 });
    const values = seedOf(m);
    const rows = values.funds as readonly RefListItem[];
    const withFirst = (over: Partial<RefListItem>) => ({ ...values, funds: rows.map((row, i) => (i === 0 ? { ...row, ...over } : row)) });
    expect(problems(m, values)).toEqual([]);
    expect(problems(m, withFirst({ management_fee: 0.5, trailer_fee: 0.6 }))).toEqual(['尾随佣金比例不能高于该基金的管理费率']);
    expect(problems(m, withFirst({ management_fee: 0.5, trailer_fee: 0.5 }))).toEqual([]);
    expect(problems(m, withFirst({ trailer_fee: 0.1234 }))).toEqual(['费率最多保留 3 位小数']);
    expect(problems(m, withFirst({ trailer_fee: 0.125 }))).toEqual([]);
    expect(problems(m, withFirst({ management_fee: 3.5 }))).toEqual(['管理费率不能大于 3']);
    expect(problems(m, withFirst({ trailer_fee: -0.1 }))).toEqual(['尾随佣金比例不能小于 0']);
    expect(problems(m, { ...values, effective_date: '2026-02-29' })).toEqual(['生效日期不是有效日期：2026 年 2 月只有 28 天']);
    // One message per mistake (issue 35): each of these said two things.
    expect(problems(m, { ...values, effective_date: '' })).toEqual(['请选择生效日期']);
    expect(problems(m, withFirst({ management_fee: 1, trailer_fee: 2 }))).toEqual(['尾随佣金比例不能大于 1.5']);
    expect(problems(m, withFirst({ management_fee: 1, trailer_fee: 1.2345 }))).toEqual(['费率最多保留 3 位小数']);
    // A negative management fee is its own mistake, not also a trailer fee "above" it (issue 44).
    expect(problems(m, withFirst({ management_fee: -1, trailer_fee: 0.5 }))).toEqual(['管理费率不能小于 0']);
    // The signed disclosure is an uploaded PDF (a file field): a link elsewhere, or a stored file of another type, is not one.
    expect(problems(m, { ...values, document: 'https://www.example.com/a.pdf' })).toEqual(['请重新上传披露文件']);
    expect(problems(m, { ...values, document: `/v2/cms/upload/files/${'a'.repeat(32)}/${encodeURIComponent('披露.png')}` })).toEqual(['请重新上传披露文件']);
    expect(problems(m, { ...values, document: `/v2/cms/upload/files/${'a'.repeat(32)}/${encodeURIComponent('2027 年度披露.pdf')}` })).toEqual([]);
  });

  it('faq: the FAQ engine with product wm and the fund platform’s categories', () => {
    const m = byName('faq');
    expect([m.apiBase, m.scope, m.supersedes?.fields]).toEqual([FAQ_API_BASE, { product: 'wm' }, ['language', 'category']]);
    const category = m.fields.find((f) => f.name === 'category');
    expect(category?.kind === 'select' ? category.options.map((o) => o.label) : []).toEqual(['开户', '申购赎回', '基金交易', '存入与提取', '费用', '账户安全']);
  });
});

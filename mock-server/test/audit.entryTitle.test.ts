import { defineModule, entryTitle, field } from 'shared-ui/contract';
import { registeredModules } from '../src/modules/registry';

const moduleOf = (key: string) => {
  const def = registeredModules.find((m) => m.key === key);
  if (!def) throw new Error(`no module ${key}`);
  return def;
};

describe("an entry's title (the trail, the calendar, the home page and the screens read one rule)", () => {
  it('is its text, never a choice’s code listed before it (系统维护常驻条: system 0, then the banner text)', () => {
    const def = moduleOf('br/systemMaintenance');
    expect(entryTitle(def, { system: 0, show_module: 1, lasting_content: '今晚系统升级' })).toBe('今晚系统升级');
  });

  it('prefers a naming field (title) to the other list columns', () => {
    const def = registeredModules.find((m) => m.fields.some((f) => f.name === 'title' && f.kind === 'text'));
    if (!def) throw new Error('no module with a title');
    expect(entryTitle(def, { title: '年末活动' })).toBe('年末活动');
    expect(entryTitle(def, {})).toBe('');
  });

  it('is never an address: a jump link typed into a text column names nothing, the next text does', () => {
    const def = { fields: [field.text('jump_link', '跳转链接'), field.text('activity_name', '活动名')], listColumns: ['jump_link'] };
    expect(entryTitle(def, { jump_link: 'https://m.example-wealth.com/activity/new-year', activity_name: '新春理财节' })).toBe('新春理财节');
    expect(entryTitle(def, { jump_link: '/v2/cms/upload/files/abc', activity_name: '' })).toBe('');
  });

  it('falls back to any text field when no title, name or list column has text', () => {
    const def = { fields: [field.select('market', '市场', [{ value: 'HK', label: '港股' }]), field.textarea('content', '内容')], listColumns: [] };
    expect(entryTitle(def, { market: 'HK', content: '港股圣诞节休市安排' })).toBe('港股圣诞节休市安排');
  });

  it('is never a number: a splash screen with no text is named by nothing (the calendar says its id)', () => {
    const def = { fields: [field.number('display_seconds', '展示秒数'), field.text('jump_link', '跳转链接')], listColumns: ['display_seconds'] };
    expect(entryTitle(def, { display_seconds: 3, jump_link: '' })).toBe('');
  });
});

describe('an entry named by the fields its module names (entryName, issue 44 item 6)', () => {
  const reference = moduleOf('wm/marketReference');
  const picks = { title: '市场参考', rm_articles: [{ id: 'A1', position: 1 }, { id: 'A2', position: 2 }, { id: 'A3', position: 3 }] };

  it('a slot with a constant heading: the heading and its first pick by name, with how many it picks', () => {
    const named = (library: string, id: string) => (library === 'articles' ? { A1: '美元见顶了吗', A2: '议息前瞻' }[id] : undefined);
    expect(entryTitle(reference, picks, named)).toBe('市场参考 · 美元见顶了吗 等 3 篇');
    expect(entryTitle(reference, { ...picks, rm_articles: picks.rm_articles.slice(1, 2) }, named)).toBe('市场参考 · 议息前瞻');
    // A grid's row carries each pick's label; with none known, the picks are counted, never shown as keys.
    expect(entryTitle(reference, { ...picks, rm_articles: [{ id: 'A1', position: 1, label: '美元见顶了吗' }] })).toBe('市场参考 · 美元见顶了吗');
    expect(entryTitle(reference, picks)).toBe('市场参考 · 3 篇文章');
    expect(entryTitle(moduleOf('wm/candidate'), { title: '明星基金经理', managers: [{ id: 'M1', position: 1 }] })).toBe('明星基金经理 · 1 位基金经理');
  });

  it('a splash: its devices, crowd and link by its place, so two splashes of one day differ', () => {
    const splash = moduleOf('br/splashScreen');
    expect(entryTitle(splash, { system: 1, apply_crowd: 2, display_seconds: 3, jump_link: 'https://m.example-broker.com/activity/us-stock-week?from=splash' })).toBe('iOS · 已开户用户 · /activity/us-stock-week?from=splash');
    expect(entryTitle(splash, { system: 0, apply_crowd: 0, display_seconds: 3, jump_link: '' })).toBe('全部 · 全部用户');
  });

  it('a row of shortcuts: its market and the shortcuts by their zh-hans names, not 第 1 项', () => {
    const shortcuts = moduleOf('br/shortcutEntry');
    const entry = (zh: string) => ({ name: { 'zh-hans': zh, 'zh-hant': zh, en: 'x' }, icon: '', jump_type: 'h5', jump_target: '' });
    expect(entryTitle(shortcuts, { market: 'us', entries: [entry('盘前盘后'), entry('期权')] })).toBe('美股 · 盘前盘后、期权');
  });

  it('a module without entryName whose list shows its picks: the picks as words, never their keys (滚动新闻)', () => {
    const news = moduleOf('ow/scrollNews');
    const five = ['A1', 'A2', 'A3', 'A4', 'A5'].map((id, i) => ({ id, position: i + 1 }));
    expect(entryTitle(news, { articles: five })).toBe('5 篇文章');
    expect(entryTitle(news, { articles: five }, (_library, id) => (id === 'A1' ? '港股收评' : undefined))).toBe('港股收评 等 5 篇');
  });

  it('refuses an entryName field the module does not have', () => {
    expect(() => defineModule({ ...reference, area: 'wm', name: 'broken', entryName: ['title', 'nope'] })).toThrow('条目名称的字段 nope 不是它的字段');
  });
});

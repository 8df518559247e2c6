/**
 * The common area's five FAQs and the official website's (ow) three modules: the module-list checks of each area
 * (describeModuleList), and the rules their files choose — the FAQs' own product scopes at the shared FAQ base, the
 * website's menu paths and bases, scroll news' exactly five articles, a report's link, a news item's cover and body.
 */
import { describeModuleList } from 'shared-ui/testing';
import { FAQ_API_BASE, emptyValues, flattenMenu, moduleSchema, normaliseValues, type ModuleDefinition, type ModuleValues } from 'shared-ui/contract';
import { faqModules } from './faqModules';
import { commonModules } from './index';
import { owModules } from './owModules';

const byName = (list: readonly ModuleDefinition[], name: string): ModuleDefinition => {
  const found = list.find((m) => m.name === name);
  if (!found) throw new Error(`no module ${name}`);
  return found;
};
const problems = (def: ModuleDefinition, values: ModuleValues) => {
  const result = moduleSchema(def).safeParse(normaliseValues(def, values));
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};
/** The first seed of a status, as a module would start a form from it. */
const seedOf = (def: ModuleDefinition, status = 'published'): ModuleValues => {
  const found = def.seed?.find((s) => s.status === status);
  if (!found) throw new Error(`${def.key} has no ${status} seed`);
  return found.values;
};

describeModuleList('common', faqModules, ['yffFAQ', 'icpFAQ', 'brFAQ', 'wmFAQ', 'saFAQ']);
describeModuleList('ow', owModules, ['dynamics', 'media', 'scrollNews']);

describe('the common FAQs', () => {
  it('sit at the FAQ base, each with a product of its own that no app FAQ uses (br commonProblem: br, wm faq: wm)', () => {
    expect(faqModules.map((m) => [m.name, m.apiBase, m.scope])).toEqual([
      ['yffFAQ', FAQ_API_BASE, { product: 'common_yff' }],
      ['icpFAQ', FAQ_API_BASE, { product: 'common_icp' }],
      ['brFAQ', FAQ_API_BASE, { product: 'common_br' }],
      ['wmFAQ', FAQ_API_BASE, { product: 'common_wm' }],
      ['saFAQ', FAQ_API_BASE, { product: 'common_sa' }],
    ]);
  });

  it('are routed under the common area’s modules/', () => {
    expect(faqModules.map((m) => m.path)).toEqual(['yffFAQ', 'icpFAQ', 'brFAQ', 'wmFAQ', 'saFAQ'].map((n) => `/operation/common/modules/${n}`));
  });

  it('take only their own product’s categories', () => {
    const sa = byName(faqModules, 'saFAQ');
    expect(problems(sa, { ...seedOf(sa), category: 'tax' })).toEqual([]);
    // 投顾费用 is 易富通's, not the securities account's.
    expect(problems(sa, { ...seedOf(sa), category: 'fees' }).map(([path]) => path)).toEqual(['category']);
  });
});

describe('the official website (ow)', () => {
  const menuPaths = flattenMenu().map((entry) => entry.path);

  it('answers the menu’s three entries, on the website’s own bases', () => {
    expect(owModules.map((m) => m.path)).toEqual(['/operation/ow/dynamics', '/operation/ow/media', '/operation/ow/scrollNews']);
    for (const m of owModules) {
      expect(menuPaths).toContain(m.path);
      expect(m.apiBase).toMatch(/^operation\/website\//);
      expect(m.scope).toBeUndefined();
    }
  });

  it('is part of the one module list mock-server registers, after the common modules', () => {
    expect(commonModules.slice(-owModules.length)).toEqual(owModules);
    expect(commonModules.filter((m) => m.area === 'ow')).toEqual(owModules);
  });

  describe('企业动态', () => {
    const dynamics = byName(owModules, 'dynamics');

    it('needs a cover, a summary and a body with visible text', () => {
      const values = seedOf(dynamics);
      expect(problems(dynamics, values)).toEqual([]);
      expect(problems(dynamics, { ...values, cover: '', content: '<p></p>' }).map(([path]) => path)).toEqual(['cover', 'content']);
      expect(problems(dynamics, { ...values, summary: '' }).map(([path]) => path)).toEqual(['summary']);
    });

    it('takes a real date for the date the site shows, and starts as company news not pinned', () => {
      expect(problems(dynamics, { ...seedOf(dynamics), news_time: '2026-11-31' }).map(([path]) => path)).toEqual(['news_time']);
      // A date, not a time (issue 35): the site prints the day.
      expect(dynamics.fields.find((f) => f.name === 'news_time')?.kind).toBe('date');
      expect(problems(dynamics, { ...seedOf(dynamics), news_time: '2026-11-18 19:30:00' })).toEqual([['news_time', '新闻日期不是有效日期，应为 YYYY-MM-DD']]);
      expect(emptyValues(dynamics)).toEqual(expect.objectContaining({ category: 'company', is_top: 0 }));
    });

    it('warns at the website’s 28-character title, refuses past 60', () => {
      expect(dynamics.fields.find((f) => f.name === 'title')).toEqual(expect.objectContaining({ lengthHint: 28, maxLength: 60 }));
      expect(problems(dynamics, { ...seedOf(dynamics), title: '标'.repeat(61) }).map(([path]) => path)).toEqual(['title']);
    });
  });

  describe('媒体报道', () => {
    const media = byName(owModules, 'media');

    it('links to the original report with http(s) only, and a link may not be live twice', () => {
      expect(problems(media, { ...seedOf(media), link: 'www.example.com/a' })).toEqual([['link', '原文链接必须以 http:// 或 https:// 开头']]);
      expect(problems(media, { ...seedOf(media), link: '' })).toEqual([['link', '请输入原文链接']]);
      expect(media.uniqueWhileLive?.fields).toEqual(['link']);
    });

    it('needs the outlet’s name, not its logo', () => {
      expect(problems(media, { ...seedOf(media), media_logo: '' })).toEqual([]);
      expect(problems(media, { ...seedOf(media), media_name: '' }).map(([path]) => path)).toEqual(['media_name']);
    });
  });

  describe('滚动新闻', () => {
    const scrollNews = byName(owModules, 'scrollNews');
    const lines = (n: number) => Array.from({ length: n }, (_v, i) => ({ id: `A${String(i)}`, position: i + 1, short_title: '' }));

    it('takes exactly five articles (spec §5), one set live', () => {
      expect(problems(scrollNews, { interval: 5, articles: lines(5) })).toEqual([]);
      expect(problems(scrollNews, { interval: 5, articles: lines(4) })).toEqual([['articles', '滚动新闻须为 5 项（当前 4 项）']]);
      expect(problems(scrollNews, { interval: 5, articles: lines(6) })).toEqual([['articles', '滚动新闻须为 5 项（当前 6 项）']]);
      expect(scrollNews.limits).toEqual({ maxLive: 1 });
    });

    it('keeps a ticker line within 28 characters and the interval within 3–10 seconds', () => {
      const long = lines(5).map((line, i) => (i === 2 ? { ...line, short_title: '滚'.repeat(29) } : line));
      expect(problems(scrollNews, { interval: 5, articles: long })).toEqual([['articles.2.short_title', '滚动标题不能超过 28 个字']]);
      expect(problems(scrollNews, { interval: 2, articles: lines(5) }).map(([path]) => path)).toEqual(['interval']);
    });
  });
});

/**
 * 搜索热词 (keywords): what an app's search page offers before the user types — the grey placeholder word in the
 * search box and an ordered list of 1–10 hot words under it. A tap on a hot word searches for it, or goes straight to
 * a fund, an article or an H5 page (a campaign word such as 「开户礼」); a word may be marked 热 (a red badge).
 * Words of one set must differ: the same word twice would show twice.
 *
 * One set per app is live: a newer set supersedes it (asked on save, the older retired when the newer goes live).
 * Sensitive-word filtering is a compliance list the search service owns, not operations copy: not in this module.
 * Schedule `push_time`. Seed targets: funds 3 华晟环球投资级债券, 10 鼎泰恒生指数追踪, 12 博睿全球科技QDII; article
 * A20261112012 (PMI).
 */
import { defineModule, field, type ListItem, type ModuleValues, type Option } from 'shared-ui/contract';
import { CONTENT_JUMP_TARGETS, CONTENT_JUMP_TYPES } from './commonJumpTargets';
import { GROUP_APPS } from './groupApps';

/** 搜索该词 runs the app's own search; the others open a library item or a page. */
export const KEYWORD_JUMP_TYPES: readonly Option<string>[] = [{ value: 'search', label: '搜索该词' }, ...CONTENT_JUMP_TYPES];

type SeedWord = readonly [word: string, jumpType: 'search' | 'fund' | 'article' | 'h5', target?: string, hot?: 0 | 1];

const words = (...items: readonly SeedWord[]): ListItem[] => items.map(([word, jump_type, jump_target = '', hot = 0], i) => ({ position: i + 1, word, hot, jump_type, jump_target }));

/** The words of a set, trimmed and compared case-insensitively (「ETF」 and 「etf」 show as the same word). */
const wordsOf = (values: ModuleValues): string[] =>
  (Array.isArray(values.words) ? (values.words as readonly ListItem[]) : []).map((item) => (typeof item.word === 'string' ? item.word.trim().toLowerCase() : ''));

export const keywords = defineModule({
  area: 'common',
  name: 'keywords',
  title: '搜索热词',
  description: '各 App 搜索页的默认搜索词与热词列表：排序、热门标记、点击后搜索或跳转',
  apiBase: 'operation/common/keywords/',
  schedule: 'push_time',
  fields: [
    field.select('app', '适用 App', GROUP_APPS, { required: true, defaultValue: 'br', inList: true }),
    field.text('placeholder', '默认搜索词', { required: true, maxLength: 16, inList: true, hint: '搜索框内的灰色提示文字，如「搜索股票、基金、资讯」' }),
    field.list('words', '热词', {
      min: 1,
      max: 10,
      inList: true,
      hint: '按顺序展示在搜索框下方',
      itemFields: [
        field.text('word', '热词', { required: true, maxLength: 10 }),
        field.switch('hot', '热门标记', { onLabel: '显示「热」', offLabel: '不显示', defaultValue: 0 }),
        field.select('jump_type', '点击后', KEYWORD_JUMP_TYPES, { required: true, defaultValue: 'search' }),
        field.jumpTarget('jump_target', '跳转目标', { typeField: 'jump_type', targets: CONTENT_JUMP_TARGETS, hint: '基金、文章从库中选择；H5 填 http(s) 链接' }),
      ],
    }),
  ],
  rules: [
    {
      field: 'words',
      message: '同一组热词不能重复',
      test: (values) => {
        const list = wordsOf(values).filter((w) => w !== '');
        return new Set(list).size === list.length;
      },
    },
  ],
  supersedes: { fields: ['app'], subject: '该 App' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -1440,
      operator: '黄诗韵',
      values: {
        app: 'br',
        placeholder: '搜索股票、基金、资讯',
        words: words(['腾讯控股', 'search', '', 1], ['小米集团', 'search'], ['恒生指数基金', 'fund', '10'], ['开户礼', 'h5', 'https://m.example-broker.com/activity/open-account-gift', 1], ['港股打新', 'search']),
      },
    },
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '王晓雯',
      values: { app: 'wm', placeholder: '搜索基金、理财', words: words(['美元货币基金', 'search', '', 1], ['环球债券', 'fund', '3'], ['全球科技', 'fund', '12'], ['11 月 PMI', 'article', 'A20261112012']) },
    },
    { status: 'prepublished', offsetMinutes: 1440, operator: '李思琪', values: { app: 'esop', placeholder: '搜索计划、归属记录', words: words(['归属', 'search'], ['行权', 'search', '', 1], ['税务说明', 'h5', 'https://m.example-esop.com/help/tax']) } },
    { status: 'history', offsetMinutes: -20160, operator: '陈浩然', values: { app: 'br', placeholder: '搜索股票', words: words(['双十一', 'h5', 'https://m.example-broker.com/activity/double11-open', 1], ['美团', 'search']) } },
  ],
});

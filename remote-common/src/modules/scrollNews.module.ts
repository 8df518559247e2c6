/**
 * 滚动新闻 (scrollNews): the news ticker of the official website's (ow) home page, at `/operation/ow/scrollNews`
 * (route `scrollNews` under the ow area base). Base `operation/website/scrollnews/` (spec §7: operation/website/...).
 *
 * The spec fixes the shape: scroll news takes exactly five articles (§5, §9), so an entry is one set of exactly five
 * articles picked from the article library (never typed: each links to the article's page, and an article in a live
 * or waiting set cannot be deleted or taken off shelf), in the order the ticker rolls them. Each line may carry a short
 * title of its own (the website title hint of 28 is a hard stop here: a ticker line cannot wrap; left empty, the
 * article's title shows), and the set has its roll interval. One set is live at a time (the ticker shows one).
 */
import { defineModule, field, type RefListItem } from 'shared-ui/contract';

export const SCROLL_NEWS_COUNT = 5;

/** A seed's ticker lines in rolling order: the article's linkId and its short title ('' = the article's own). */
const tickerLines = (...lines: readonly (readonly [linkId: string, shortTitle: string])[]): RefListItem[] =>
  lines.map(([id, short_title], i) => ({ id, position: i + 1, short_title }));

export const scrollNews = defineModule({
  area: 'ow',
  name: 'scrollNews',
  route: 'scrollNews',
  title: '滚动新闻',
  description: '官网首页的滚动新闻条：从文章库选择文章，按顺序轮播，同一时间只有一组上线',
  apiBase: 'operation/website/scrollnews/',
  schedule: 'push_time',
  fields: [
    field.refList('articles', '滚动新闻', 'articles', {
      exact: SCROLL_NEWS_COUNT,
      inList: true,
      hint: '从文章库选择，按排序依次滚动，点击打开文章页',
      itemFields: [field.text('short_title', '滚动标题', { maxLength: 28, hint: '留空则显示文章标题' })],
    }),
    field.number('interval', '滚动间隔', { required: true, integer: true, min: 3, max: 10, unit: '秒', defaultValue: 5, inList: true }),
  ],
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '何嘉敏',
      values: {
        articles: tickerLines(
          ['A20261121008', '美联储议息前瞻：债券基金怎么配'],
          ['N20261122015', '南向资金连续 5 日净流入'],
          ['A20261117013', ''],
          ['A20261119014', '年末分红季：高股息策略还能买吗'],
          ['A20261112012', ''],
        ),
        interval: 5,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '吴俊杰',
      values: {
        articles: tickerLines(
          ['A20261110011', '美元指数回落至 100 下方'],
          ['A20261117013', 'AI 算力需求再超预期'],
          ['A20261115004', ''],
          ['A20261113015', ''],
          ['A20261111017', '买基金前先看懂风险等级'],
        ),
        interval: 4,
      },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '何嘉敏',
      values: {
        articles: tickerLines(['A20261112012', ''], ['A20261110011', ''], ['A20261116016', ''], ['A20261114018', ''], ['A20261121008', '']),
        interval: 6,
      },
    },
  ],
});

/**
 * 公共文章位 (articles, modules.md §3: articles type broker with currency, or recommend): article lists picked from
 * the article library for positions the apps share. Type `broker` is the 证券 App's market pages, one list per
 * trading currency (港币 for 港股, 美元 for 美股, 人民币 for A 股 and 港股通), so a client on the US page reads about
 * US stocks; type `recommend` is the 为你推荐 list every app shows under an article, with no currency.
 *
 * An entry: its type, its currency (broker only: `visibleWhen`), a section title and 1–10 articles of
 * any article module, each with an optional recommendation line. Built with `defineModule` and `field.refList`, the
 * shape of remote-wm's article slots: the picker offers library articles only, a repeated article is refused (1019
 * 文章重复添加), and a pre-published or live list keeps its articles from being deleted or taken off shelf.
 *
 * One list per position (type and currency) is live: the newer supersedes the older (asked on save, the older
 * retired when the newer goes live). Schedule `push_time`. Seed articles: fixed anchors of the article library.
 */
import { CURRENCIES, defineModule, field, type Option, type RefListItem } from 'shared-ui/contract';

export const ARTICLE_POSITION_TYPES: readonly Option<string>[] = [
  { value: 'broker', label: '证券 App 市场页' },
  { value: 'recommend', label: '为你推荐' },
];

/** The market page each currency feeds, beside the contract's one currency label (港币, 美元, 人民币). */
const CURRENCY_MARKETS: Readonly<Record<string, string>> = { HKD: '港股', USD: '美股', CNY: 'A 股、港股通' };
export const ARTICLE_CURRENCIES: readonly Option<string>[] = CURRENCIES.map((c) => ({ value: c.value, label: `${c.label}（${CURRENCY_MARKETS[c.value] ?? ''}）` }));

type SeedPick = readonly [linkId: string, remark?: string];

const picked = (...items: readonly SeedPick[]): RefListItem[] => items.map(([id, remark = ''], i) => ({ id, position: i + 1, remark }));

export const articles = defineModule({
  area: 'common',
  name: 'articles',
  title: '公共文章位',
  description: '从文章库选取文章：证券 App 各币种市场页的文章列表，及各 App 共用的「为你推荐」',
  apiBase: 'operation/common/articles/',
  schedule: 'push_time',
  // Its heading is the slot's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'articles'],
  fields: [
    field.radio('type', '文章位', ARTICLE_POSITION_TYPES, { required: true, defaultValue: 'broker', inList: true }),
    // Only the broker's market pages are per currency: a recommend list has none (not shown, not sent, not stored).
    field.select('currency', '币种', ARTICLE_CURRENCIES, { required: true, defaultValue: 'HKD', inList: true, visibleWhen: { field: 'type', in: ['broker'] }, hint: '按客户所在的市场页展示' }),
    field.text('title', '栏目标题', { required: true, maxLength: 12, inList: true }),
    field.refList('articles', '文章', 'articles', {
      min: 1,
      max: 10,
      inList: true,
      hint: '从文章库中搜索选择，按顺序展示',
      itemFields: [field.text('remark', '推荐语', { maxLength: 20, hint: '文章标题下方的一句话，可不填' })],
    }),
  ],
  supersedes: { fields: ['type', 'currency'], subject: '该文章位' },
  listFilters: [{ kind: 'search', param: 'searchContent', label: '搜索标题或文章', fields: ['title', 'articles'] }],
  seed: [
    { status: 'published', offsetMinutes: -1440, operator: '黄诗韵', values: { type: 'broker', currency: 'HKD', title: '港股观察', articles: picked(['N20261122015', '南向资金连续净流入'], ['A20261119014', '年末分红季']) } },
    { status: 'published', offsetMinutes: -2880, operator: '王晓雯', values: { type: 'recommend', title: '为你推荐', articles: picked(['A20261111017'], ['A20261114018', '债基也要看久期'], ['A20261110011']) } },
    { status: 'prepublished', offsetMinutes: 1440, operator: '李思琪', values: { type: 'broker', currency: 'USD', title: '美股观察', articles: picked(['A20261117013', 'AI 算力订单排至明年'], ['A20261121008', '议息前瞻']) } },
    { status: 'history', offsetMinutes: -20160, operator: '陈浩然', values: { type: 'broker', currency: 'HKD', title: '港股观察', articles: picked(['A20261110011']) } },
  ],
});

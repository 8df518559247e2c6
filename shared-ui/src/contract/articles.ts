/**
 * Articles and information (modules.md §3 "Article", §7 "Articles"), written down once for remote-articles and
 * mock-server: the shapes and constants here; the zod rules in articleRules.ts, the sanitiser in articleSanitizer.ts, the
 * calls' paths, messages and answers in articleApi.ts.
 *
 * Library calls, base `article/` (answers are the usual envelope):
 * | call | body / query | data |
 * |---|---|---|
 * | POST `article/`                    | `ArticleInput`                                   | `ArticleDetail` (1019 when an article of that title exists) |
 * | GET  `article/list`                | `ArticleListQuery`; no `pageSize` = all, by position ascending (the operation slots' call) | `Paged<ArticleRow>` |
 * | GET  `article/detail`              | `linkId`                                          | `ArticleDetail` (with its edit record) |
 * | POST `article/save`                | `ArticleInput & {linkId}`                         | `ArticleDetail` |
 * | POST `article/delete`              | `{linkIds}`                                       | `ArticleDeleteAnswer`; 1019 (+ `ArticleInUse[]` as data) when any is in an operation slot or a slot's saved draft: none is deleted |
 * | GET  `article/recycle/list`        | paging, `search`                                  | `Paged<ArticleRow>` (with delete_operator, delete_time) |
 * | POST `article/recovery`            | `{linkIds}`                                       | `ArticleRecoveryAnswer`; 1019 when a live article has its title: none is recovered |
 * | GET  `article/check/status`        | `id` (a linkId)                                   | `ArticleInUse` |
 * | POST `article/update/pageview`     | `{linkId, pageview}`                              | `{linkId, pageview}` |
 * | GET  `article/relatedmanagers/list`| `search`                                          | `RelatedManager[]` |
 * | POST `article/image`               | `{purpose, fileName, data}` (base64)              | `{url}` (thumbnail: JPG ≤ 2 MB; content: JPG/PNG/GIF ≤ 2 MB) |
 *
 * Information feed calls, base `article/information/`:
 * | GET  `article/information/list`    | `type` (0–14; 0 = featured), `search`, paging     | `Paged<InformationRow>` |
 * | GET  `article/information/detail`  | `type`, `linkId`                                  | `InformationDetail` |
 * | POST `article/information/`        | `InformationInput` (the add pages: headlines, stock calendar, market analysis) | `InformationDetail` (1019 on a duplicate) |
 * | POST `article/information/save`    | `InformationInput & {linkId, source}`             | `InformationDetail` |
 * | POST `article/information/featured`| `{linkIds, featured}`                             | `InformationFeaturedAnswer` |
 *
 * Every write records an edit-record entry (create / edit / delete / recover) with its operator and time.
 * Paths: `ARTICLE_API`, `INFORMATION_API`; success and refusal messages: `ARTICLE_MESSAGES` (all below).
 */
import type { Option } from './enums';
import type { EditRecordType } from './articleAnswers';
import { MB } from './imageRules';

export const ARTICLE_API_BASE = 'article/';
export const INFORMATION_API_BASE = 'article/information/';

/** article_module (modules.md §3). */
export const ARTICLE_MODULES: readonly Option<string>[] = [
  { value: 'macro', label: '宏观' },
  { value: 'hot', label: '热点' },
  { value: 'managerbrand', label: '基金经理品牌' },
  { value: 'education', label: '投资者教育' },
];

/** Information categories 0–14 (modules.md §3): 0 featured (the default filter), then the in-house and external feeds. */
export const INFORMATION_CATEGORIES: readonly Option<number>[] = [
  { value: 0, label: '精选' },
  { value: 1, label: '股票日历' },
  { value: 2, label: '头条' },
  { value: 3, label: '异动' },
  { value: 4, label: '市场分析' },
  { value: 5, label: '研报' },
  { value: 6, label: '路透社' },
  { value: 7, label: '彭博' },
  { value: 8, label: '财联社' },
  { value: 9, label: '格隆汇' },
  { value: 10, label: '智通财经' },
  { value: 11, label: '阿思达克' },
  { value: 12, label: '新华社' },
  { value: 13, label: '证券时报' },
  { value: 14, label: '港交所披露易' },
];
export const FEATURED_CATEGORY = 0;

/** Stock-calendar event types (the add page's choice: what an investor plans around). */
export const STOCK_EVENT_TYPES: readonly Option<string>[] = [
  { value: 'earnings', label: '财报发布' },
  { value: 'dividend', label: '派息除权' },
  { value: 'meeting', label: '股东大会' },
  { value: 'ipo', label: '新股上市' },
  { value: 'suspension', label: '停牌' },
  { value: 'resumption', label: '复牌' },
  { value: 'split', label: '拆股合股' },
];
export const STOCK_MARKETS: readonly Option<string>[] = [
  { value: 'hk', label: '港股' },
  { value: 'us', label: '美股' },
  { value: 'hs', label: 'A 股' },
];

/** Title hint lengths (spec §9): what the website (28) and the app (34) show without cutting. */
export const TITLE_HINT_WEBSITE = 28;
export const TITLE_HINT_APP = 34;
/** The hard limit: beyond it a title is not a title. */
export const ARTICLE_TITLE_MAX = 64;
export const ARTICLE_ABSTRACT_MAX = 300;
export const ARTICLE_DISCLAIMER_MAX = 2000;
export const ARTICLE_TAG_MAX = 16;
export const ARTICLE_TAGS_MAX = 10;
/** Stored HTML: 1 MB of markup is a book; images are URLs, never inline data. */
export const ARTICLE_CONTENT_MAX = 1 * MB;
export const ARTICLE_THUMBNAIL_MAX_BYTES = 2 * MB;
export const ARTICLE_IMAGE_MAX_BYTES = 2 * MB;

export const EDIT_RECORD_LABELS: Record<EditRecordType, string> = { create: '新建', edit: '编辑', delete: '删除', recover: '恢复' };

export interface ArticleInput {
  title: string;
  author: string;
  image_author: string;
  abstract: string;
  /** Keywords separated by English semicolons, e.g. `美联储;降息;债券基金`. */
  tags: string;
  url: string;
  own_disclaimer: string;
  other_disclaimer: string;
  /** An uploaded image URL, or ''. */
  thumbnail: string;
  /** Rich-text HTML (sanitised by the server before it is stored). */
  content: string;
  article_module: string;
  /** The display publish time `YYYY-MM-DD HH:mm:ss`. */
  show_time: string;
  /** Order in the operation slots' article list (ascending). */
  position: number;
  /** For manager-brand articles written on the managerWebsite page: the related manager's id, else ''. */
  manager_id: string;
}

export interface ArticleListQuery {
  search?: string;
  article_module?: string;
  author?: string;
  tag?: string;
  /** On show_time, inclusive, `YYYY-MM-DD HH:mm:ss`. */
  start_time?: string;
  end_time?: string;
  /** Manager-website list: only articles related to a manager. */
  has_manager?: '1';
  /** Only the articles related to this manager. */
  manager_id?: string;
  currPage?: number;
  pageSize?: number;
  orderBy?: 'id' | 'title' | 'show_time' | 'update_time' | 'pageview' | 'position';
  order?: 'asc' | 'desc';
}

export interface InformationInput {
  /** 1–14; the add pages create 1 (stock calendar), 2 (headlines) and 4 (market analysis). */
  type: number;
  title: string;
  author: string;
  abstract: string;
  /** Rich-text HTML; may be '' for a stock-calendar entry, whose description says it all. */
  content: string;
  show_time: string;
  /** Stock calendar: the event's date `YYYY-MM-DD`, market, code, name and event type; '' elsewhere. */
  event_date: string;
  market: string;
  stock_code: string;
  stock_name: string;
  event_type: string;
  /** Related stock codes, English-semicolon separated (headlines, market analysis). */
  related_stocks: string;
}

export const CMS_SOURCE = 'cms';

/** Tags as a list: split on `;`, trimmed, empties dropped. */
export function splitTags(tags: string): string[] {
  return tags
    .split(';')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

/** The visible text of rich-text HTML (tags and entities stripped), without a DOM: for the required rule. */
export function richTextPlain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A body counts as written when it has text, an image or a table. */
export function richTextIsEmpty(html: string): boolean {
  return richTextPlain(html) === '' && !/<(img|table)\b/i.test(html);
}

/**
 * Articles and information (modules.md §3 "Article", §7 "Articles"), written down once for remote-articles and
 * mock-server: the shapes, the rules (form and server run the same zod schemas) and the sanitiser's allow-list.
 *
 * Library calls, base `article/` (answers are the usual envelope):
 * | call | body / query | data |
 * |---|---|---|
 * | POST `article/`                    | `ArticleInput`                                   | `ArticleDetail` (1019 when an article of that title exists) |
 * | GET  `article/list`                | `ArticleListQuery`; no `pageSize` = all, by position ascending (the operation slots' call) | `Paged<ArticleRow>` |
 * | GET  `article/detail`              | `linkId`                                          | `ArticleDetail` (with its edit record) |
 * | POST `article/save`                | `ArticleInput & {linkId}`                         | `ArticleDetail` |
 * | POST `article/delete`              | `{linkIds}`                                       | `{deleted}`; 1019 (+ `ArticleInUse[]` as data) when any is in an operation slot: none is deleted |
 * | GET  `article/recycle/list`        | paging, `search`                                  | `Paged<ArticleRow>` (with delete_operator, delete_time) |
 * | POST `article/recovery`            | `{linkIds}`                                       | `{recovered}` |
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
 * | POST `article/information/featured`| `{linkIds, featured}`                             | `{updated}` |
 *
 * Every write records an edit-record entry (create / edit / delete / recover) with its operator and time.
 */
import { z } from 'zod';
import type { DOMPurify } from 'dompurify';
import type { Option } from './enums';
import { MB } from './imageRules';
import { containsIllegalCharacters, isHttpLink, textLength } from './textRules';
import { parseCmsTime } from './time';

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

export type EditRecordType = 'create' | 'edit' | 'delete' | 'recover';
export const EDIT_RECORD_LABELS: Record<EditRecordType, string> = { create: '新建', edit: '编辑', delete: '删除', recover: '恢复' };

export interface EditRecord {
  id: number;
  type: EditRecordType;
  operator: string;
  time: string;
}

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

export interface ArticleRow extends Omit<ArticleInput, 'content' | 'own_disclaimer' | 'other_disclaimer'> {
  linkId: string;
  pageview: number;
  create_time: string;
  create_operator: string;
  update_time: string;
  update_operator: string;
  /** Recycle-bin rows only. */
  delete_time?: string;
  delete_operator?: string;
}

export interface ArticleDetail extends ArticleInput {
  linkId: string;
  pageview: number;
  create_time: string;
  update_time: string;
  update_operator: string;
  deleted: boolean;
  /** Newest first. */
  records: EditRecord[];
  /** The related manager's name when `manager_id` is set. */
  manager_name: string;
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
  currPage?: number;
  pageSize?: number;
  orderBy?: 'id' | 'title' | 'show_time' | 'update_time' | 'pageview' | 'position';
  order?: 'asc' | 'desc';
}

/** Where an article is in use: pre-published or live entries of operation slots that point at it. */
export interface ArticleInUse {
  linkId: string;
  in_use: boolean;
  slots: { module_key: string; module_title: string; path: string; entry_id: number; status: 'prepublished' | 'scheduled' | 'published' }[];
}

export interface RelatedManager {
  id: string;
  name: string;
  company: string;
  intro: string;
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

export interface InformationRow {
  linkId: string;
  type: number;
  featured: 0 | 1;
  /** 'cms' for items written here; a feed's code (`reuters`, `cls`, …) for external items. */
  source: string;
  source_name: string;
  title: string;
  author: string;
  abstract: string;
  show_time: string;
  pageview: number;
  stock_code: string;
  stock_name: string;
  event_date: string;
  update_time: string;
  update_operator: string;
}

export interface InformationDetail extends InformationRow, InformationInput {
  records: EditRecord[];
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

const plain = (label: string, max: number, required = false) =>
  z
    .string({ error: `请输入${label}` })
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      if (required && v === '') ctx.addIssue({ code: 'custom', message: `请输入${label}` });
      else if (textLength(v) > max) ctx.addIssue({ code: 'custom', message: `${label}不能超过 ${String(max)} 个字` });
      else if (containsIllegalCharacters(v)) ctx.addIssue({ code: 'custom', message: '输入内容包含非法字符，请检查' });
    });

const cmsTime = (label: string) =>
  z.string({ error: `请选择${label}` }).refine((v) => parseCmsTime(v) !== null, { error: `${label}格式应为 YYYY-MM-DD HH:mm:ss` });

const httpLink = (label: string) =>
  z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v === '' || isHttpLink(v), { error: `${label}必须以 http:// 或 https:// 开头` });

const tagsField = z
  .string()
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v.includes('；')) ctx.addIssue({ code: 'custom', message: '标签请用英文分号 ; 分隔' });
    const tags = splitTags(v);
    if (tags.length > ARTICLE_TAGS_MAX) ctx.addIssue({ code: 'custom', message: `标签最多 ${String(ARTICLE_TAGS_MAX)} 个` });
    const long = tags.find((t) => textLength(t) > ARTICLE_TAG_MAX);
    if (long) ctx.addIssue({ code: 'custom', message: `标签「${long}」超过 ${String(ARTICLE_TAG_MAX)} 个字` });
    if (containsIllegalCharacters(v)) ctx.addIssue({ code: 'custom', message: '输入内容包含非法字符，请检查' });
  })
  // Stored normalised: `a; b;;c;` → `a;b;c`.
  .transform((v) => splitTags(v).join(';'));

const richText = (required: boolean) =>
  z.string().superRefine((v, ctx) => {
    if (required && richTextIsEmpty(v)) ctx.addIssue({ code: 'custom', message: '请输入正文内容' });
    if (v.length > ARTICLE_CONTENT_MAX) ctx.addIssue({ code: 'custom', message: '正文过长（超过 1 MB），请拆分为多篇文章' });
  });

const imageUrl = z
  .string()
  .refine((v) => v === '' || /^\/[^/]/.test(v) || isHttpLink(v), { error: '缩略图地址无效，请重新上传' });

/** The article form and `POST article/` / `article/save` run this schema. */
export const articleInputSchema = z.object({
  title: plain('标题', ARTICLE_TITLE_MAX, true),
  author: plain('作者', 32),
  image_author: plain('图片作者', 32),
  abstract: plain('摘要', ARTICLE_ABSTRACT_MAX),
  tags: tagsField,
  url: httpLink('原文链接'),
  own_disclaimer: plain('我方免责声明', ARTICLE_DISCLAIMER_MAX),
  other_disclaimer: plain('他方免责声明', ARTICLE_DISCLAIMER_MAX),
  thumbnail: imageUrl,
  content: richText(true),
  article_module: z.enum(ARTICLE_MODULES.map((m) => m.value) as [string, ...string[]], { error: '请选择文章模块' }),
  show_time: cmsTime('展示发布时间'),
  position: z.coerce.number({ error: '排序必须是数字' }).int({ error: '排序必须是整数' }).min(0, { error: '排序不能小于 0' }).max(9999, { error: '排序不能大于 9999' }),
  manager_id: z.string().default(''),
});

const STOCK_CODE = /^[A-Za-z0-9.]{1,12}$/;

/** The information add pages and `POST article/information/` / `…/save` run this schema. */
export const informationInputSchema = z
  .object({
    type: z.coerce.number().int().min(1, { error: '请选择资讯分类' }).max(14, { error: '请选择资讯分类' }),
    title: plain('标题', ARTICLE_TITLE_MAX, true),
    author: plain('作者', 32),
    abstract: plain('摘要', ARTICLE_ABSTRACT_MAX),
    content: richText(false),
    show_time: cmsTime('展示发布时间'),
    event_date: z.string().default(''),
    market: z.string().default(''),
    stock_code: z.string().trim().default(''),
    stock_name: plain('股票名称', 32).default(''),
    event_type: z.string().default(''),
    related_stocks: z.string().trim().default(''),
  })
  .superRefine((v, ctx) => {
    const need = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (v.type === 1) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.event_date) || parseCmsTime(`${v.event_date} 00:00:00`) === null) need('event_date', '请选择事件日期');
      if (!STOCK_MARKETS.some((m) => m.value === v.market)) need('market', '请选择市场');
      if (!STOCK_CODE.test(v.stock_code)) need('stock_code', '请输入股票代码（字母、数字或点，最多 12 位）');
      if (v.stock_name === '') need('stock_name', '请输入股票名称');
      if (!STOCK_EVENT_TYPES.some((e) => e.value === v.event_type)) need('event_type', '请选择事件类型');
    } else if (richTextIsEmpty(v.content)) {
      need('content', '请输入正文内容');
    }
    if (v.related_stocks !== '' && !splitTags(v.related_stocks).every((code) => STOCK_CODE.test(code))) {
      need('related_stocks', '相关股票请填写股票代码，用英文分号 ; 分隔');
    }
  });

export const linkIdsBody = z.object({
  linkIds: z.array(z.string().min(1), { error: '请选择文章' }).min(1, { error: '请至少选择一篇文章' }).max(500, { error: '一次最多处理 500 篇' }),
});

/** Tags the sanitiser keeps: what the editor can make (headings, marks, lists, links, images, tables). */
export const ARTICLE_ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col', 'hr', 'code', 'pre',
] as const;
export const ARTICLE_ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'src', 'alt', 'title', 'colspan', 'rowspan', 'colwidth'] as const;
/** http(s) links, and same-origin paths (uploaded images); never `javascript:`, `data:` or protocol-relative. */
export const ARTICLE_ALLOWED_URI = /^(?:https?:\/\/|\/(?!\/))/i;

const configured = new WeakSet<DOMPurify>();

/**
 * The one sanitiser of article HTML: mock-server runs it before storing (DOMPurify on jsdom), remote-articles runs it
 * again before rendering (DOMPurify on the page). No script, no event handler, no style, no `javascript:` URL survives;
 * every link opens in a new tab without a window.opener.
 */
export function sanitizeArticleHtml(purify: DOMPurify, html: string): string {
  if (!configured.has(purify)) {
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    configured.add(purify);
  }
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_ALLOWED_TAGS],
    ALLOWED_ATTR: [...ARTICLE_ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ARTICLE_ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

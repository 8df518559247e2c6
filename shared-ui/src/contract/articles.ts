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
 * | POST `article/delete`              | `{linkIds}`                                       | `ArticleDeleteAnswer`; 1019 (+ `ArticleInUse[]` as data) when any is in an operation slot: none is deleted |
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
  /** Only the articles related to this manager. */
  manager_id?: string;
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
  /** Stock-calendar rows: the event type and market, for the feed's 事件类型 column ('' elsewhere). */
  event_type?: string;
  market?: string;
  update_time: string;
  update_operator: string;
}

export interface InformationDetail extends InformationRow, InformationInput {
  // Required here (the input has them); optional on a row.
  event_type: string;
  market: string;
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
/**
 * http(s) links, and same-origin paths (uploaded images); never `javascript:`, `data:` or protocol-relative (`//host`,
 * nor `/\host`, which browsers read as `//host`).
 */
export const ARTICLE_ALLOWED_URI = /^(?:https?:\/\/|\/(?![/\\]))/i;
/** The allowed attributes that hold a URL: checked against ARTICLE_ALLOWED_URI. */
export const ARTICLE_URL_ATTRIBUTES = ['href', 'src'] as const;
/** The allowed attributes that are plain values (numbers, words), never URLs. */
export const ARTICLE_NON_URL_ATTRIBUTES = ['colspan', 'rowspan', 'colwidth', 'target', 'rel'] as const;

const configured = new WeakSet<DOMPurify>();

/**
 * The one sanitiser of article HTML: mock-server runs it before storing (DOMPurify on jsdom), remote-articles runs it
 * again before rendering (DOMPurify on the page). No script, no event handler, no style, no `javascript:` URL survives;
 * every link opens in a new tab without a window.opener.
 */
export function sanitizeArticleHtml(purify: DOMPurify, html: string): string {
  if (!configured.has(purify)) {
    purify.addHook('afterSanitizeAttributes', (node) => {
      // DOMPurify lets `data:` through on <img src> whatever ALLOWED_URI_REGEXP says (its DATA_URI_TAGS cannot be
      // emptied by configuration): every URL attribute must match the allow-list here too, or it goes.
      for (const name of ARTICLE_URL_ATTRIBUTES) {
        const value = node.getAttribute(name);
        // Browsers drop tabs, line breaks and spaces from a URL before reading it: judge what they will read.
        // eslint-disable-next-line no-control-regex -- control characters are what a browser strips
        if (value !== null && !ARTICLE_ALLOWED_URI.test(value.replace(/[\u0000-\u0020]/g, ''))) node.removeAttribute(name);
      }
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
    // DOMPurify checks every allowed attribute that is not "URI-safe" against ALLOWED_URI_REGEXP: without this a
    // table cell's colspan="2" fails the http(s)-only pattern and is dropped.
    ADD_URI_SAFE_ATTR: [...ARTICLE_NON_URL_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

export * from './articleImages';

/** The calls' paths, relative to the API prefix (the header table above). */
export const ARTICLE_API = {
  create: 'article/',
  list: 'article/list',
  detail: 'article/detail',
  save: 'article/save',
  delete: 'article/delete',
  recycleList: 'article/recycle/list',
  recovery: 'article/recovery',
  checkStatus: 'article/check/status',
  pageview: 'article/update/pageview',
  managers: 'article/relatedmanagers/list',
  image: 'article/image',
} as const;

export const INFORMATION_API = {
  list: 'article/information/list',
  detail: 'article/information/detail',
  create: 'article/information/',
  save: 'article/information/save',
  featured: 'article/information/featured',
} as const;

/** What a person reads after each call: success toasts and the refusals' messages (1019, 1015, 1107). */
export const ARTICLE_MESSAGES = {
  created: '新增成功',
  saved: '保存成功',
  deleted: '已移入回收站',
  recovered: '恢复成功',
  uploaded: '上传成功',
  pageviewUpdated: '浏览量已更新',
  featuredOn: '已设为精选',
  featuredOff: '已取消精选',
  /** 1019 on `POST article/`: an article with this title exists (outside the recycle bin). */
  duplicate: '文章重复添加',
  /** 1019 on `article/save`: another article already has the new title. */
  duplicateOnSave: '文章重复，不能修改',
  /** 1019 on `article/delete`, with `ArticleInUse[]` as data: nothing was deleted. */
  inUse: '包含已预发布或已发布到运营位的文章，不能删除',
  /** 1107. */
  notFound: '文章不存在',
  /** 1015: the article is no longer where the list showed it. */
  alreadyInRecycle: (title: string) => `文章「${title}」已在回收站，列表已刷新`,
  notInRecycle: (title: string) => `文章「${title}」不在回收站，列表已刷新`,
  /** 1015 on `article/save` of an article in the recycle bin. */
  editDeleted: '文章已在回收站，请先恢复再编辑',
  /** 1019 on `article/recovery`: a live article took the title meanwhile; nothing was recovered. */
  recoverClash: (title: string) => `回收站中的文章「${title}」与现有文章标题重复，不能恢复`,
  /** 1106 on the `manager_id` field. */
  managerUnknown: '关联的基金经理不存在，请重新选择',
  informationNotFound: '资讯不存在',
  /** 1019 on `POST article/information/` and `…/save`. */
  informationDuplicate: '资讯重复添加：该分类下已有相同标题的资讯',
  stockCalendarDuplicate: '股票日历重复添加：该日期、股票与事件已存在',
  /** 1106 on the `type` field of `…/save`: an item stays in its category. */
  informationTypeFixed: '资讯分类不能修改',
  /** 1106 on the `type` field of `POST article/information/`: the other categories come from feeds. */
  informationTypeNotCreatable: '只能新增股票日历、头条或市场分析',
} as const;

/** `data` of `POST article/delete`. */
export interface ArticleDeleteAnswer {
  deleted: number;
  linkIds: string[];
}

/** `data` of `POST article/recovery`. */
export interface ArticleRecoveryAnswer {
  recovered: number;
  linkIds: string[];
}

export interface ArticlePageviewAnswer {
  linkId: string;
  pageview: number;
}

/** `data` of `POST article/information/featured`: how many items changed (already so → not counted). */
export interface InformationFeaturedAnswer {
  updated: number;
}

export interface ArticleImageAnswer {
  url: string;
}

/** `GET article/recycle/list`: newest deletion first unless ordered otherwise. */
export interface RecycleListQuery {
  search?: string;
  currPage?: number;
  pageSize?: number;
  orderBy?: NonNullable<ArticleListQuery['orderBy']> | 'delete_time';
  order?: 'asc' | 'desc';
}

export interface InformationListQuery {
  /** 0 (featured, the default) or a category 1–14. */
  type?: number;
  /** Over title, abstract, linkId, stock code and name. */
  search?: string;
  /** On show_time, inclusive. */
  start_time?: string;
  end_time?: string;
  currPage?: number;
  pageSize?: number;
  orderBy?: 'id' | 'title' | 'show_time' | 'update_time' | 'pageview';
  order?: 'asc' | 'desc';
}

/**
 * Where an information item comes from (`InformationRow.source`): written here, or the feed it was taken from.
 * The categories 6–14 are the external feeds themselves; 异动 comes from the market-data system, 研报 from research.
 */
export const INFORMATION_SOURCES: readonly Option<string>[] = [
  { value: CMS_SOURCE, label: '本站编辑' },
  { value: 'market', label: '行情系统' },
  { value: 'research', label: '研究部' },
  { value: 'reuters', label: '路透社' },
  { value: 'bloomberg', label: '彭博' },
  { value: 'cls', label: '财联社' },
  { value: 'gelonghui', label: '格隆汇' },
  { value: 'zhitong', label: '智通财经' },
  { value: 'aastocks', label: '阿思达克' },
  { value: 'xinhua', label: '新华社' },
  { value: 'stcn', label: '证券时报' },
  { value: 'hkex', label: '港交所披露易' },
];

export function informationSourceName(source: string): string {
  return INFORMATION_SOURCES.find((s) => s.value === source)?.label ?? source;
}

/** The categories the add pages write (stock calendar, headlines, market analysis); the others come from feeds. */
export const INFORMATION_CREATABLE_TYPES: readonly number[] = [1, 2, 4];

export const ARTICLE_PAGEVIEW_MAX = 999_999_999;

/** `POST article/update/pageview`: sets the shown page-view count. */
export const articlePageviewBody = z.object(
  {
    linkId: z.string({ error: '请提供文章 linkId' }).trim().min(1, { error: '请提供文章 linkId' }),
    pageview: z.coerce
      .number({ error: '浏览量必须是数字' })
      .int({ error: '浏览量必须是整数' })
      .min(0, { error: '浏览量不能小于 0' })
      .max(ARTICLE_PAGEVIEW_MAX, { error: '浏览量过大' }),
  },
  { error: '请求内容必须是 JSON 对象' },
);

/** `POST article/information/featured`: `featured` 1 / true sets, 0 / false clears. */
export const informationFeaturedBody = z.object(
  {
    linkIds: z.array(z.string().min(1), { error: '请选择资讯' }).min(1, { error: '请至少选择一条资讯' }).max(500, { error: '一次最多处理 500 条' }),
    featured: z.union([z.literal(0), z.literal(1), z.boolean()], { error: '精选（featured）应为 0 或 1' }).transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0)),
  },
  { error: '请求内容必须是 JSON 对象' },
);

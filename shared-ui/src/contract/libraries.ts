/**
 * The libraries operation slots pick items from (modules.md §3, §5): articles, information items, funds, fund managers,
 * stocks, and a module's live entries (levelFirst's published categories: `liveEntriesOf`). Each is declared once: its title, the screens that own it, and the words a person reads when an item is
 * missing or picked twice. A slot module names a library in `field.ref` / `field.refList`; the form's picker, the
 * server's existence check, the reference index and the permission gate all read this table.
 *
 * One call family serves every picker: the console service's (under CONSOLE_API_PREFIX, issue 43), which reads the
 * libraries through the spec's own calls as the person asking (shell/server/console/libraryItems/), so a backend that
 * speaks only `/v2/cms` serves every picker:
 *
 * | call                                   | answer                                                        |
 * |----------------------------------------|---------------------------------------------------------------|
 * | GET library/{key}/items?search=&limit= | `LibraryItem[]`, at most `limit` (default 20, ≤ 50), best first |
 * | GET library/{key}/items?ids=a,b        | `LibraryItem[]` of those keys that exist, in the order asked   |
 * | GET library/{key}/items?by=isin&ids=…  | the same, named by an alias (LibraryDef.aliases), each with `alias` |
 *
 * Either may add the library's `filters` (e.g. `article_module=hot`): only items that match are answered.
 *
 * Reading is open to the library's own screens and to whoever may use a module that picks from it (the same rule opens
 * the spec calls it reads: each carries the library's flag in callOwners.ts).
 *
 * Where-used (issue 33), for every library item's detail: the console service's `GET library/{key}/usage?id=` (under
 * CONSOLE_API_PREFIX, issue 43) answers `LibraryUsage`, the entries (pre-published, scheduled, live) and saved drafts
 * that pick the item, from its entry index. It belongs to the library's own screens (the details that show it).
 */
import { z } from 'zod';
import type { LIBRARY_USAGE_SCHEMA } from './consoleAnswers';

export const LIBRARY_KEYS = ['articles', 'information', 'funds', 'managers', 'stocks', 'categories'] as const;
export type LibraryKey = (typeof LIBRARY_KEYS)[number];

export interface LibraryDef {
  key: LibraryKey;
  /** 文章库, 基金库 …: a picker's heading and the in-use answer's wording. */
  title: string;
  /** What one item is called: 文章, 基金 … */
  itemName: string;
  /** Its measure word, for a count a person reads: 3 篇文章, 5 只基金. */
  counter: string;
  /** The screens that own the library (menu paths): reading it is theirs first. */
  owners: readonly string[];
  /** A key that names nothing (spec §5: 文章不存在 for articles). */
  notFound: string;
  /** The same item twice in one collection (spec §5: 文章重复添加). Answered with 1019. */
  duplicate: string;
  /**
   * Query parameters a slot may narrow the library by (articles: `article_module`), passed through
   * `library/{key}/items` and honoured by the existence check: a slot for 市场热点 offers and accepts only hot articles.
   */
  filters?: readonly string[];
  /**
   * A module's live entries as a library (levelSecond picks its parent among levelFirst's live codes): its items are
   * the module's published entries, keyed by the value of their `key` field and labelled by their `label` field. A key
   * no published entry carries is not found; taking the last entry that carries a key off shelf (or withdrawing it)
   * is refused while a pre-published, scheduled or live entry picks it (1019, naming who uses it).
   */
  liveEntriesOf?: LiveEntriesLibrary;
  /**
   * Other codes that name one item as surely as its key (a fund's ISIN): a look-up may name items by one of them
   * (`library/{key}/items?by=isin&ids=…`), and a spreadsheet of the collection may carry it instead of the key.
   */
  aliases?: readonly LibraryAlias[];
}

/** A code that names a library's item besides its key. Matched without regard to case or surrounding space. */
export interface LibraryAlias {
  /** The query's `by` and the record's alias name: `isin`. */
  name: string;
  /** How a sheet's column and a person call it: ISIN. */
  header: string;
}

export interface LiveEntriesLibrary {
  /** The module's key (`common/levelFirst`): the contract names it, never imports an app. */
  module: string;
  key: string;
  label: string;
}

export const LIBRARIES: Readonly<Record<LibraryKey, LibraryDef>> = {
  articles: {
    key: 'articles',
    title: '文章库',
    itemName: '文章',
    counter: '篇',
    owners: ['/articles/library', '/articles/recycle', '/articles/addArticles', '/articles/add'],
    notFound: '文章不存在',
    duplicate: '文章重复添加',
    filters: ['article_module'],
  },
  information: {
    key: 'information',
    title: '资讯库',
    itemName: '资讯',
    counter: '条',
    owners: ['/articles/information', '/articles/addArticles', '/articles/add'],
    notFound: '资讯不存在',
    duplicate: '资讯重复添加',
  },
  funds: {
    key: 'funds',
    title: '基金库',
    itemName: '基金',
    counter: '只',
    owners: ['/operation/wm/fund'],
    notFound: '基金不存在，请从下拉列表中选择',
    duplicate: '基金重复添加',
    // A fund's risk level (unassessed, LV1–LV5, spec §3 enumerations): hot-subject funds match the subject's, fund slots filter by it.
    filters: ['risk'],
    // The ISIN every fund sheet of the business carries; the library id is internal (issue 44: sheets keyed by ISIN).
    aliases: [{ name: 'isin', header: 'ISIN' }],
  },
  managers: {
    key: 'managers',
    title: '基金经理库',
    itemName: '基金经理',
    counter: '位',
    owners: ['/operation/wm/modules/candidate/managers'],
    notFound: '基金经理不存在，请从下拉列表中选择',
    duplicate: '基金经理重复添加',
  },
  stocks: {
    key: 'stocks',
    title: '股票',
    itemName: '股票',
    counter: '只',
    owners: ['/operation/br/modules/stockNews', '/operation/br/modules/otherStockNews'],
    notFound: '股票不存在，请从下拉列表中选择',
    duplicate: '股票重复添加',
  },
  categories: {
    key: 'categories',
    title: '一级分类',
    itemName: '一级分类',
    counter: '个',
    owners: ['/operation/common/modules/levelFirst'],
    notFound: '一级分类不存在或未发布，请从下拉列表中选择',
    duplicate: '一级分类重复添加',
    liveEntriesOf: { module: 'common/levelFirst', key: 'code', label: 'name' },
  },
};

/** The library that serves a module's live entries (`liveEntriesOf`), if any. */
export function liveEntriesLibraryOf(moduleKey: string): LibraryDef | undefined {
  return Object.values(LIBRARIES).find((library) => library.liveEntriesOf?.module === moduleKey);
}

/** One item as a picker shows it: its key, its label, and a line of detail (ISIN and risk, author and date …). */
export const LIBRARY_ITEM_SCHEMA = z.object({
  id: z.string(),
  label: z.string(),
  detail: z.string().optional(),
  /** In the answer of a look-up by an alias (`by`): the alias value that named this item, as asked. */
  alias: z.string().optional(),
});
export type LibraryItem = z.infer<typeof LIBRARY_ITEM_SCHEMA>;

export const LIBRARY_SEARCH_LIMIT = { default: 20, max: 50 } as const;

/**
 * The most keys one lookup of items names (`ids`): a client asks for more in several calls. 100 keys of up to 32
 * characters stay inside the 4,000 characters the call reads.
 */
export const LIBRARY_IDS_PER_CALL = 100;

/** `library/{key}/items`, relative to the console service's prefix (CONSOLE_API_PREFIX). */
export function libraryItemsPath(key: LibraryKey): string {
  return `library/${key}/items`;
}

/** The query of `library/{key}/items` besides the library's filters (each text, at most 64 characters). */
export const libraryItemsQuerySchema = z.object({
  search: z.string().max(64, '搜索内容不能超过 64 个字').optional(),
  ids: z
    .string()
    .max(4000, `一次最多查询 ${String(LIBRARY_IDS_PER_CALL)} 项`)
    .transform((ids) => [...new Set(ids.split(',').map((id) => id.trim()).filter(Boolean))])
    .refine((ids) => ids.length <= LIBRARY_IDS_PER_CALL, `一次最多查询 ${String(LIBRARY_IDS_PER_CALL)} 项`)
    .optional(),
  /** With `ids`: they are values of this alias (LibraryDef.aliases), not keys. */
  by: z.string().max(32).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit 应为 1–50 的整数')
    .transform(Number)
    .refine((n) => n >= 1 && n <= LIBRARY_SEARCH_LIMIT.max, 'limit 应为 1–50 的整数')
    .optional(),
});
export type LibraryItemsQuery = z.infer<typeof libraryItemsQuerySchema>;

/**
 * The library's own filters in a query (`{ article_module: 'hot' }`), or the words of the refusal when one is not
 * text of at most 64 characters. Other parameters are not filters.
 */
export function readLibraryFilter(key: LibraryKey, query: unknown): LibraryFilter | string {
  const sent = (query ?? {}) as Record<string, unknown>;
  const filter: Record<string, string> = {};
  for (const name of LIBRARIES[key].filters ?? []) {
    const value = sent[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > 64) return `筛选条件 ${name} 应为文字`;
    filter[name] = value;
  }
  return filter;
}

export function isLibraryKey(value: unknown): value is LibraryKey {
  return typeof value === 'string' && (LIBRARY_KEYS as readonly string[]).includes(value);
}

/** A slot's narrowing of its library, as query parameters (`{ article_module: 'hot' }`). */
export type LibraryFilter = Readonly<Record<string, string>>;

/** `library/{key}/usage`, relative to the console service's prefix: where one item is used. */
export function libraryUsagePath(key: LibraryKey): string {
  return `library/${key}/usage`;
}

/**
 * One place an item is used: a pre-published, scheduled or live entry of a module, or a module's saved draft that picks
 * it (`draft`, with no entry id: a module has one draft). History does not count. Funds' and managers' details and
 * their delete refusals speak of the same shape (FundSlot, ManagerSlot).
 */
export const ITEM_USE_SCHEMA = z.object({
  module_key: z.string(),
  /** 理财 App · 基金专题: the area says which app's module of that name. */
  module_title: z.string(),
  /** The module screen's path. */
  path: z.string(),
  /** null for a saved draft. */
  entry_id: z.number().int().nullable(),
  status: z.enum(['prepublished', 'scheduled', 'published', 'draft']),
});
export type ItemUse = z.infer<typeof ITEM_USE_SCHEMA>;

/** The answer of `library/{key}/usage`. */
export type LibraryUsage = z.infer<typeof LIBRARY_USAGE_SCHEMA>;

/** The parameter that opens a library screen at one item's detail (`/operation/wm/fund?detail=12`): search links to it. */
export const ITEM_DETAIL_PARAM = 'detail';

/**
 * The records beside the modules' workflow whose edits the write guard checks (issue 43: no silent overwrite against a
 * backend that has never heard of versions): the fund and manager libraries, the article and information libraries,
 * the admin accounts, the H5 file tree, and the stock-news screens' items. Each family says
 * - which reads answer its items (a page's `list`, a folder's `children`, or one item as `data`), to put the
 *   console's version on each;
 * - how to read one item as the backend has it now (the spec's own calls, as the person writing);
 * - which writes change which items (by `id`, `ids`, `linkId`, `linkIds`, `file_ids` or the path's `:id`);
 * - what an item's version is made of: what every read of it carries alike and what changes only by an edit. What
 *   changes without anyone editing (where a fund is used, an article's page views counted by readers, whether an H5
 *   file is live) is left out, so an edit is never refused for it.
 */
import {
  API,
  ARTICLE_API,
  OTHER_NEWS_API_BASE,
  STOCK_NEWS_API_BASE,
  FUND_API,
  H5_API_BASE,
  INFORMATION_API,
  MANAGER_API,
  PERMISSION_API,
  type AdminAccountDetail,
  type AdminAccountRow,
  type ArticleDetail,
  type ArticleRow,
  type H5File,
  type H5FileDetail,
  type InformationDetail,
  type InformationRow,
  type OtherNewsDetail,
  type OtherNewsRow,
  type StockNewsDetail,
  type StockNewsRow,
  libraryBaseVersion,
} from 'shared-ui/contract';
import { versionOf } from './recordVersions';

export type ItemId = string | number;
export type Item = Readonly<Record<string, unknown>>;
type Body = Readonly<Record<string, unknown>>;

/** Reads one item through a spec call: the item, null when the backend has none such (1107); other refusals throw. */
export type ReadItem = (path: string, query?: Readonly<Record<string, string | number>>) => Promise<Item | null>;

export interface ItemWrite {
  method: 'POST' | 'PUT';
  /** Relative to the API prefix, `:id` as a path parameter. */
  url: string;
  /** Where it names the items it changes: one in a body field, several in a body list, or the path's `:id`. */
  names: { one: string } | { many: string } | 'path';
  /** An edit that must say what it was based on (the libraries' rule): one that does not is refused (1106). */
  requireBase?: boolean;
  /** Its answer is the item as it is now (it gets its version); otherwise its answer is passed on as it came. */
  answersTheItem?: boolean;
}

export interface ItemFamily {
  /** For the lock keys: `funds`. */
  name: string;
  /** The field that names an item in its rows. */
  key: string;
  /** `GET` calls whose answers carry its items. */
  reads: readonly string[];
  /** `POST` calls that make an item and answer it, so the screen that goes on editing it has its version. */
  creates: readonly string[];
  writes: readonly ItemWrite[];
  /** One item as the backend has it now. */
  current: (read: ReadItem, id: ItemId) => Promise<Item | null>;
  /** What its version is made of. */
  versioned: (item: Item) => Record<string, unknown>;
  /** Who changed it last and when, where its rows do not say so as `update_operator` / `update_time`. */
  editedBy?: (item: Item) => { operator: string | null; time: string | null };
}

/** An item's named fields, or all but the named ones (a version's and the trail's views of an item). */
export const pick = (names: readonly string[]) => (item: Item) => Object.fromEntries(names.filter((name) => Object.hasOwn(item, name)).map((name) => [name, item[name]]));
export const omit = (names: readonly string[]) => (item: Item) => Object.fromEntries(Object.entries(item).filter(([name]) => !names.includes(name)));

/** The items a write changes, as its body or path names them. */
export function writtenIds(write: ItemWrite, body: Body, params: Readonly<Record<string, string | undefined>>): ItemId[] {
  const named = write.names;
  const values: unknown[] = named === 'path' ? [params.id] : 'one' in named ? [body[named.one]] : Array.isArray(body[named.many]) ? (body[named.many] as unknown[]) : [];
  return values.flatMap((value) => itemId(value) ?? []);
}

/** The ids a body field or path names: one id, or a list of them (anything that is no id left out). */
export function itemIds(value: unknown): ItemId[] {
  return (Array.isArray(value) ? value : [value]).flatMap((one) => itemId(one) ?? []);
}

/** An id as a body or path names one: a non-empty string, or a safe integer (a path's digits read as one). */
export function itemId(value: unknown): ItemId | undefined {
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  if (typeof value === 'string' && value !== '') return value;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

/** A library of the operation slots (funds, managers): `detail?id=`; a row carries where it is used beside the item. */
function slotLibrary(name: string, api: typeof FUND_API | typeof MANAGER_API, creates: readonly string[]): ItemFamily {
  return {
    name,
    key: 'id',
    reads: [api.list, api.detail],
    creates,
    writes: [
      { method: 'POST', url: api.update, names: { one: 'id' }, requireBase: true, answersTheItem: true },
      { method: 'POST', url: api.delete, names: { many: 'ids' } },
    ],
    current: (read, id) => read(api.detail, { id }),
    versioned: omit(['version', 'slots', 'slot_count']),
  };
}

/** What an article's list row and its detail both carry, less the page views readers count. */
const ARTICLE_VERSIONED = [
  'linkId',
  'title',
  'author',
  'image_author',
  'abstract',
  'tags',
  'url',
  'thumbnail',
  'article_module',
  'show_time',
  'position',
  'manager_id',
  'create_time',
  'update_time',
  'update_operator',
] as const satisfies readonly (keyof ArticleRow & keyof ArticleDetail)[];

/** What an information item's row and detail both carry (every row has these), less the page views. */
const INFORMATION_VERSIONED = [
  'linkId',
  'type',
  'featured',
  'source',
  'source_name',
  'title',
  'author',
  'abstract',
  'show_time',
  'stock_code',
  'stock_name',
  'event_date',
  'update_time',
  'update_operator',
] as const satisfies readonly (keyof InformationRow & keyof InformationDetail)[];

/** An admin account as a super admin edits it (not when it last signed in). */
const ACCOUNT_VERSIONED = ['id', 'account', 'role', 'isSuperAdmin', 'permission', 'phone', 'signinMethod', 'updatedAt'] as const satisfies readonly (keyof AdminAccountRow &
  keyof AdminAccountDetail)[];

/** An H5 folder or file as staff edit it: its name, place, note, bytes and git version; not whether it is live. */
const H5_ITEM_VERSIONED = ['id', 'type', 'parent_id', 'file_name', 'remark', 'order_index', 'update_time', 'update_operator', 'size', 'content_type', 'sha256', 'git_id'] as const satisfies readonly (keyof H5File &
  keyof H5FileDetail)[];

const h5 = (path: string) => `${H5_API_BASE}${path}`;

/** A stock-news item as the back office edits and moves it: not the backend's own counter. */
const STOCK_NEWS_VERSIONED = [
  'id',
  'symbol',
  'stock_name',
  'title',
  'source',
  'status',
  'shelf',
  'waiting_at',
  'push_time',
  'reject_reason',
  'submitted_by',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof StockNewsRow & keyof StockNewsDetail)[];

const OTHER_NEWS_VERSIONED = ['id', 'symbol', 'stock_name', 'title', 'summary', 'source', 'source_url', 'source_time', 'status', 'updated_at'] as const satisfies readonly (keyof OtherNewsRow &
  keyof OtherNewsDetail)[];

/**
 * Who changed an item last and when, for a record whose rows name no editor: the newest line (`actor`, `at`) of the
 * list `lines` its detail carries (an account's audit, a news item's history), at the item's own `changedAt`.
 */
const lastActor =
  (lines: string, changedAt: string) =>
  (item: Item): { operator: string | null; time: string | null } => {
    const list = Array.isArray(item[lines]) ? (item[lines] as { actor?: unknown; at?: unknown }[]) : [];
    const newest = [...list].sort((a, b) => String(b.at).localeCompare(String(a.at)))[0];
    return { operator: typeof newest?.actor === 'string' ? newest.actor : null, time: typeof item[changedAt] === 'string' ? (item[changedAt] as string) : null };
  };

/**
 * An H5 item now: a file by `file/{id}`; a folder (which that call does not answer) among its parent's children —
 * `folder/{id}` names its ancestors, the last but one is its parent (the root when there is none).
 */
async function currentH5Item(read: ReadItem, id: ItemId): Promise<Item | null> {
  const file = await read(h5(`file/${String(id)}`));
  if (file) return file;
  const listing = await read(h5(`folder/${String(id)}`));
  const ancestors = Array.isArray(listing?.ancestors) ? (listing.ancestors as { id: number }[]) : null;
  if (!ancestors) return null;
  const parent = ancestors.length >= 2 ? ancestors[ancestors.length - 2]!.id : 0;
  const siblings = (await read(h5(`folder/${String(parent)}`)))?.children;
  return Array.isArray(siblings) ? ((siblings as Item[]).find((item) => item.id === id) ?? null) : null;
}

export const ITEM_FAMILIES: readonly ItemFamily[] = [
  // Both spellings of a create the backend answers (with and without the trailing slash).
  slotLibrary('funds', FUND_API, [FUND_API.create, `${FUND_API.create}/`]),
  slotLibrary('managers', MANAGER_API, [MANAGER_API.create]),
  {
    name: 'articles',
    key: 'linkId',
    reads: [ARTICLE_API.list, ARTICLE_API.recycleList, ARTICLE_API.detail],
    creates: [ARTICLE_API.create, ARTICLE_API.create.replace(/\/$/, '')],
    writes: [
      { method: 'POST', url: ARTICLE_API.save, names: { one: 'linkId' }, answersTheItem: true },
      { method: 'POST', url: ARTICLE_API.pageview, names: { one: 'linkId' } },
      { method: 'POST', url: ARTICLE_API.delete, names: { many: 'linkIds' } },
      { method: 'POST', url: ARTICLE_API.recovery, names: { many: 'linkIds' } },
    ],
    current: (read, linkId) => read(ARTICLE_API.detail, { linkId }),
    versioned: pick(ARTICLE_VERSIONED),
  },
  {
    name: 'information',
    key: 'linkId',
    reads: [INFORMATION_API.list, INFORMATION_API.detail],
    creates: [INFORMATION_API.create, INFORMATION_API.create.replace(/\/$/, '')],
    writes: [
      { method: 'POST', url: INFORMATION_API.save, names: { one: 'linkId' }, answersTheItem: true },
      { method: 'POST', url: INFORMATION_API.featured, names: { many: 'linkIds' } },
    ],
    current: (read, linkId) => read(INFORMATION_API.detail, { linkId }),
    versioned: pick(INFORMATION_VERSIONED),
  },
  {
    name: 'accounts',
    key: 'id',
    reads: [API.permissionList, `${PERMISSION_API.detail}/:id`],
    // A create answers the new account's id alone.
    creates: [],
    writes: [{ method: 'POST', url: API.adminUpdate, names: { one: 'id' }, answersTheItem: true }],
    current: (read, id) => read(`${PERMISSION_API.detail}/${String(id)}`),
    versioned: pick(ACCOUNT_VERSIONED),
    editedBy: lastActor('audit', 'updatedAt'),
  },
  {
    name: 'h5-items',
    key: 'id',
    reads: [h5('folder/:id'), h5('file/:id')],
    // An upload's answer is not versioned: the screen reads the folder again after it (and its bodies are large).
    creates: [h5('add')],
    writes: [
      { method: 'PUT', url: h5('filename/:id'), names: 'path', answersTheItem: true },
      { method: 'POST', url: h5('delete'), names: { many: 'ids' } },
      { method: 'POST', url: h5('remark/update'), names: { many: 'ids' } },
      { method: 'POST', url: h5('gitid'), names: { many: 'ids' } },
      { method: 'POST', url: h5('prepublish'), names: { many: 'file_ids' } },
    ],
    current: currentH5Item,
    versioned: pick(H5_ITEM_VERSIONED),
  },
  {
    // The back office's writes; the public approval pages' decisions carry the backend's own check (their links).
    name: 'stock-news',
    key: 'id',
    reads: [`${STOCK_NEWS_API_BASE}list`, `${STOCK_NEWS_API_BASE}detail/:id`],
    creates: [],
    writes: [
      // Without an id it submits a new item: nothing to compare.
      { method: 'POST', url: `${STOCK_NEWS_API_BASE}save`, names: { one: 'id' } },
      ...['publish', 'publish/out', 'h5/publish/push', 'h5/out/push'].map((path) => ({ method: 'POST' as const, url: `${STOCK_NEWS_API_BASE}${path}`, names: { one: 'id' }, answersTheItem: true })),
    ],
    current: (read, id) => read(`${STOCK_NEWS_API_BASE}detail/${String(id)}`),
    versioned: pick(STOCK_NEWS_VERSIONED),
    editedBy: lastActor('history', 'updated_at'),
  },
  {
    name: 'other-news',
    key: 'id',
    reads: [`${OTHER_NEWS_API_BASE}list`, `${OTHER_NEWS_API_BASE}detail/:id`],
    creates: [],
    writes: ['publish', 'out'].map((action) => ({ method: 'POST' as const, url: `${OTHER_NEWS_API_BASE}:id/${action}`, names: 'path' as const, answersTheItem: true })),
    current: (read, id) => read(`${OTHER_NEWS_API_BASE}detail/${String(id)}`),
    versioned: pick(OTHER_NEWS_VERSIONED),
    editedBy: lastActor('history', 'updated_at'),
  },
];

export function itemVersion(family: ItemFamily, item: Item): number {
  return versionOf(family.versioned(item));
}

/** An item with the console's version in place of any the backend sent; anything else as it is. */
export function withItemVersion(family: ItemFamily, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, family.key)) return value;
  return { ...value, version: itemVersion(family, value as Item) };
}

/** An answer's data with versions on its items: a page's `list`, a folder's `children`, or the item itself. */
export function withItemVersions(family: ItemFamily, data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const stamped: Record<string, unknown> = { ...(withItemVersion(family, data) as Record<string, unknown>) };
  for (const name of ['list', 'children']) {
    const rows = stamped[name];
    if (Array.isArray(rows)) stamped[name] = rows.map((row) => withItemVersion(family, row));
  }
  return stamped;
}

/** The refusal of an edit that does not say what it was based on, in the contract's words (libraryBaseVersion). */
export function missingBaseMessage(base: unknown): string | null {
  const parsed = libraryBaseVersion.safeParse(base);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '请提供编辑所基于的版本（base_version）');
}

import {
  DEFAULT_PAGE_SIZE,
  WORKFLOW_META_FIELDS,
  joinMultiValue,
  listFilterSchema,
  moduleOrderColumns,
  unknownOrderColumn,
  type ModuleDefinition,
  type PagingQuery,
  type RefFieldDef,
  type RefListFieldDef,
  type SearchListFilter,
  type SelectListFilter,
} from 'shared-ui/contract';
import { z } from 'zod';
import type { LibrarySources } from '../libraries/librarySource';
import { badRequest } from './refusal';
import type { ListOrder, ListWhere } from './workflowStore';

export const MAX_PAGE_SIZE = 100;

/** The paging parameters' rules, one copy for every list call (the article lists wrap them as optional). */
export const currPageNumber = z.coerce
  .number({ error: '页码（currPage）必须是数字' })
  .int({ error: '页码（currPage）必须是整数' })
  .min(1, { error: '页码（currPage）从 1 开始' });
export const pageSizeNumber = z.coerce
  .number({ error: '每页条数（pageSize）必须是数字' })
  .int({ error: '每页条数（pageSize）必须是整数' })
  .min(1, { error: '每页条数（pageSize）至少为 1' })
  .max(MAX_PAGE_SIZE, { error: `每页条数（pageSize）不能超过 ${String(MAX_PAGE_SIZE)}` });
const ORDER_ERROR = '排序方向（order）必须是 asc 或 desc';
/** `asc` or `desc` in any case, read in lower case; `text` says what a value that is no text gets told. */
export const sortOrder = (text: z.ZodString) => text.transform((v) => v.toLowerCase()).pipe(z.enum(['asc', 'desc'], { error: ORDER_ERROR }));

const pagingQuery = z.object({
  currPage: currPageNumber.default(1),
  pageSize: pageSizeNumber.default(DEFAULT_PAGE_SIZE),
  orderBy: z.string({ error: '排序字段（orderBy）必须是文本' }).optional(),
  order: sortOrder(z.string({ error: ORDER_ERROR })).optional(),
});

const META_COLUMNS: ReadonlySet<string> = new Set(WORKFLOW_META_FIELDS);

/** Paging of a list call (1-based `currPage`, `pageSize` 1–100, default 10); HTTP 400 with the problem otherwise. */
export function readPaging(query: unknown): PagingQuery {
  const result = pagingQuery.safeParse(query ?? {});
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? '分页参数错误');
  return result.data;
}

/**
 * The ORDER BY of a list: a workflow column by name, or one of the module's fields read from its JSON values.
 * `fallback` is the list's default column (spec §9: id, pre_time/effect_time/end_time per module, push_time).
 */
export function listOrder(def: ModuleDefinition, paging: PagingQuery, fallback: string): ListOrder {
  const by = paging.orderBy === undefined || paging.orderBy === '' ? fallback : paging.orderBy;
  const direction = paging.order === 'asc' ? 'ASC' : 'DESC';
  // The live order: positioned entries by place, then any not yet placed (seeded live) newest first.
  if (by === 'live_position') return { expression: 'COALESCE(live_position, 1000000000 - id)', params: [], direction: paging.order === 'desc' ? 'DESC' : 'ASC' };
  // The module's allow-list (contract moduleOrderColumns): a column of pictures or lists orders nothing a person reads.
  if (by !== fallback && !moduleOrderColumns(def).includes(by)) throw badRequest(unknownOrderColumn(by));
  const ownField = def.fields.some((f) => f.name === by);
  // A field named like a window column its schedule never uses (freeScheduleNames) is the field, not the column.
  if (META_COLUMNS.has(by) && !ownField) return { expression: by, params: [], direction };
  if (ownField) {
    // The name is one of the module's own fields, and it travels as a bound parameter, never as SQL text.
    return { expression: 'json_extract(field_values, ?)', params: [`$."${by}"`], direction };
  }
  throw badRequest(`不支持按 ${by} 排序`);
}

/** What applying a filter needs to ask: the keys a field names in this list's entries, and the libraries. */
export interface FilterLookups {
  referencedKeys: (jsonPath: string, collection: boolean) => string[];
  libraries: LibrarySources;
}

/** A field's value in the stored JSON, as a bound parameter (the name is a declared field, never request text). */
const fieldPath = (name: string) => `$."${name}"`;
/** `%` and `_` typed into a search box mean themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** The entries whose ref / refList field names one of `keys` (false when there are none). */
function namesAnyOf(field: RefFieldDef | RefListFieldDef, keys: readonly string[], alsoItem?: ListWhere): ListWhere {
  const inKeys = keys.length === 0 ? { sql: '0', params: [] } : { sql: `IN (${marks(keys.length)})`, params: keys };
  if (field.kind === 'ref') {
    return keys.length === 0 ? { sql: '0', params: [] } : { sql: `json_extract(field_values, ?) ${inKeys.sql}`, params: [fieldPath(field.name), ...inKeys.params] };
  }
  const byKey = keys.length === 0 ? '0' : `json_extract(item.value, '$.id') ${inKeys.sql}`;
  const extra = alsoItem && alsoItem.sql !== '' ? ` OR ${alsoItem.sql}` : '';
  return {
    sql: `EXISTS (SELECT 1 FROM json_each(field_values, ?) AS item WHERE ${byKey}${extra})`,
    params: [fieldPath(field.name), ...inKeys.params, ...(alsoItem?.params ?? [])],
  };
}

/** The keys of a field's items whose library label (or key) contains `needle`. */
function keysWithLabel(field: RefFieldDef | RefListFieldDef, needle: string, lookups: FilterLookups): string[] {
  const keys = lookups.referencedKeys(fieldPath(field.name), field.kind === 'refList');
  const lower = needle.toLowerCase();
  return (lookups.libraries[field.library]?.byIds(keys) ?? [])
    .filter((item) => item.label.toLowerCase().includes(lower) || item.id.toLowerCase().includes(lower))
    .map((item) => item.id);
}

function searchWhere(def: ModuleDefinition, filter: SearchListFilter, text: string, lookups: FilterLookups): ListWhere {
  const pattern = containsPattern(text);
  const parts = filter.fields.flatMap((name): ListWhere[] => {
    const f = def.fields.find((one) => one.name === name);
    if (!f) return [];
    if (f.kind === 'ref') return [namesAnyOf(f, keysWithLabel(f, text, lookups))];
    if (f.kind === 'refList') {
      // An item's own words count too: "稳健" finds the funds tagged 稳健之选.
      const texts = (f.itemFields ?? []).filter((sub) => sub.kind === 'text' || sub.kind === 'textarea');
      const own: ListWhere = {
        sql: texts.map(() => `json_extract(item.value, ?) LIKE ? ESCAPE '\\'`).join(' OR '),
        params: texts.flatMap((sub) => [fieldPath(sub.name), pattern]),
      };
      return [namesAnyOf(f, keysWithLabel(f, text, lookups), own)];
    }
    return [{ sql: `json_extract(field_values, ?) LIKE ? ESCAPE '\\'`, params: [fieldPath(f.name), pattern] }];
  });
  return { sql: parts.length === 0 ? '0' : parts.map((p) => `(${p.sql})`).join(' OR '), params: parts.flatMap((p) => p.params) };
}

/** One picked value or several (a multiple filter): an entry matches any of them. */
function selectWhere(def: ModuleDefinition, filter: SelectListFilter, picked: string | number | readonly (string | number)[], lookups: FilterLookups): ListWhere {
  const values = Array.isArray(picked) ? picked : [picked as string | number];
  const f = def.fields.find((one) => one.name === filter.field);
  if (!f || values.length === 0) return { sql: '0', params: [] };
  if (filter.libraryAttribute !== undefined && (f.kind === 'ref' || f.kind === 'refList')) {
    const keys = lookups.referencedKeys(fieldPath(f.name), f.kind === 'refList');
    // The library's filter takes several values comma-separated (fundSource's `risk`), as the query does.
    const matching = lookups.libraries[f.library]?.byIds(keys, { [filter.libraryAttribute]: joinMultiValue(values) }) ?? [];
    return namesAnyOf(f, matching.map((item) => item.id));
  }
  if ((f.kind === 'select' || f.kind === 'radio') && f.multiple) {
    return { sql: `EXISTS (SELECT 1 FROM json_each(field_values, ?) AS chosen WHERE chosen.value IN (${marks(values.length)}))`, params: [fieldPath(f.name), ...values] };
  }
  return { sql: `json_extract(field_values, ?) IN (${marks(values.length)})`, params: [fieldPath(f.name), ...values] };
}

/**
 * The module's list filters sent in `query` (its declared `listFilters`, read by the contract's schema), as one SQL
 * condition. HTTP 400, 1106 for a value that is no option or a search text too long.
 */
export function listFilterWhere(def: ModuleDefinition, query: unknown, lookups: FilterLookups): ListWhere {
  const filters = def.listFilters ?? [];
  if (filters.length === 0) return { sql: '', params: [] };
  const parsed = listFilterSchema(def.fields, filters).safeParse(query ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '筛选条件不正确');
  const parts = filters.flatMap((filter): ListWhere[] => {
    const value = parsed.data[filter.param];
    if (value === undefined) return [];
    return [filter.kind === 'search' ? searchWhere(def, filter, String(value), lookups) : selectWhere(def, filter, value, lookups)];
  });
  return { sql: parts.map((p) => `(${p.sql})`).join(' AND '), params: parts.flatMap((p) => p.params) };
}

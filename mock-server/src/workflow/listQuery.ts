import { DEFAULT_PAGE_SIZE, WORKFLOW_META_FIELDS, type ModuleDefinition, type PagingQuery } from 'shared-ui/contract';
import { z } from 'zod';
import { badRequest } from './refusal';
import type { ListOrder } from './workflowStore';

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
  if (META_COLUMNS.has(by)) return { expression: by, params: [], direction };
  if (def.fields.some((f) => f.name === by)) {
    // The name is one of the module's own fields, and it travels as a bound parameter, never as SQL text.
    return { expression: 'json_extract(field_values, ?)', params: [`$."${by}"`], direction };
  }
  throw badRequest(`不支持按 ${by} 排序`);
}

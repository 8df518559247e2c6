/**
 * The manager calls' query strings read into checked values: the list's paging and search, a detail's id, the fund
 * pick's search or ids. Anything unusable is HTTP 400 code 1106 with the problem in Chinese (the UI never sends it).
 */
import { DEFAULT_PAGE_SIZE, LIBRARY_SEARCH_LIMIT, MANAGER_ID_PATTERN, MANAGER_LIMITS, MANAGER_ORDER_COLUMNS } from 'shared-ui/contract';
import { z } from 'zod';
import { orderFromQuery, sameColumns } from '../db/listOrder';
import { badRequest } from '../workflow/refusal';
import { currPageNumber, pageSizeNumber } from '../workflow/listQuery';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const search = optional(
  z.string({ error: '搜索内容必须是文本' }).trim().max(MANAGER_LIMITS.search, { error: `搜索内容不能超过 ${String(MANAGER_LIMITS.search)} 个字` }),
);

const listSchema = z.object({ search, currPage: optional(currPageNumber), pageSize: optional(pageSizeNumber) });
const idSchema = z.object({ id: z.string({ error: '缺少或错误的基金经理 id' }).regex(MANAGER_ID_PATTERN, { error: '缺少或错误的基金经理 id' }) });
const fundPickSchema = z.object({
  search,
  ids: optional(
    z
      .string({ error: 'ids 应为以逗号分隔的基金 id' })
      .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, { error: 'ids 应为以逗号分隔的基金 id（最多 100 个）' })
      .transform((v) => v.split(',')),
  ),
});

function read<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? '查询参数错误');
  return result.data;
}

export function managerListQuery(query: unknown): { search: string; limit: number; currPage: number; order: string } {
  const q = read(listSchema, query);
  const order = orderFromQuery(query, MANAGER_ORDER_COLUMNS, sameColumns(MANAGER_ORDER_COLUMNS), 'seq DESC', 'seq DESC');
  return { search: q.search ?? '', limit: q.pageSize ?? DEFAULT_PAGE_SIZE, currPage: q.currPage ?? 1, order };
}

export function managerIdQuery(query: unknown): string {
  return read(idSchema, query).id;
}

/** `{ids}` finds those funds; otherwise `search` (blank = the newest) at the pickers' default limit. */
export function fundPickQuery(query: unknown): { ids?: string[]; search: string; limit: number } {
  const q = read(fundPickSchema, query);
  return { ...(q.ids ? { ids: q.ids } : {}), search: q.search ?? '', limit: LIBRARY_SEARCH_LIMIT.default };
}

/**
 * The fund calls' query strings read into checked values: the list's paging, search and risk filter, the catalogue's
 * search, a detail's id. Anything unusable is HTTP 400 code 1106 with the problem in Chinese (the UI never sends it).
 */
import { DEFAULT_PAGE_SIZE, FUND_LIMITS, FUND_ORDER_COLUMNS, FUND_RISK_LEVELS, LIBRARY_SEARCH_LIMIT } from 'shared-ui/contract';
import { z } from 'zod';
import { Where } from '../db/where';
import { badRequest } from '../workflow/refusal';
import { currPageNumber, pageSizeNumber, sortOrder } from '../workflow/listQuery';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const RISKS = FUND_RISK_LEVELS.map((r) => r.value);
const search = optional(z.string({ error: '搜索内容必须是文本' }).trim().max(FUND_LIMITS.search, { error: `搜索内容不能超过 ${String(FUND_LIMITS.search)} 个字` }));

const listSchema = z.object({
  search,
  risk: optional(
    z
      .string({ error: '风险等级（risk）必须是文本' })
      // Each level as the contract spells it, whatever the case it was sent in (lv3 is LV3, UNASSESSED unassessed).
      .transform((v) => [...new Set(v.split(',').map((x) => x.trim()).filter(Boolean).map((x) => RISKS.find((r) => r.toLowerCase() === x.toLowerCase()) ?? x))])
      .refine((list) => list.every((x) => RISKS.includes(x)), { error: '风险等级（risk）应为 unassessed（未评估）或 LV1–LV5' }),
  ),
  currPage: optional(currPageNumber),
  pageSize: optional(pageSizeNumber),
  orderBy: optional(z.enum(FUND_ORDER_COLUMNS, { error: (issue) => `不支持按 ${String(issue.input)} 排序` })),
  order: optional(sortOrder(z.string({ error: '排序方向（order）必须是 asc 或 desc' }))),
});

const catalogueSchema = z.object({
  search,
  limit: optional(
    z.coerce
      .number({ error: 'limit 应为 1–50 的整数' })
      .int({ error: 'limit 应为 1–50 的整数' })
      .min(1, { error: 'limit 应为 1–50 的整数' })
      .max(FUND_LIMITS.catalogueLimit, { error: 'limit 应为 1–50 的整数' }),
  ),
});

const idSchema = z.object({ id: z.coerce.number({ error: '缺少或错误的基金 id' }).int({ error: '缺少或错误的基金 id' }).positive({ error: '缺少或错误的基金 id' }) });

function read<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? '查询参数错误');
  return result.data;
}

export interface FundListPlan {
  where: Where;
  orderSql: string;
  limit: number;
  currPage: number;
}

/** The library list: id descending unless told (spec §9), ties by id so paging is stable. */
export function fundListPlan(query: unknown): FundListPlan {
  const q = read(listSchema, query);
  const where = new Where().search(['f.name', 'f.isin', 'f.title'], q.search).in('c.risk_level', q.risk);
  const by = q.orderBy ?? 'id';
  const column = by === 'risk_level' || by === 'currency' ? `c.${by}` : `f.${by}`;
  const direction = q.order === 'asc' ? 'ASC' : 'DESC';
  return { where, orderSql: `${column} ${direction}, f.id DESC`, limit: q.pageSize ?? DEFAULT_PAGE_SIZE, currPage: q.currPage ?? 1 };
}

export function catalogueQuery(query: unknown): { search: string; limit: number } {
  const q = read(catalogueSchema, query);
  return { search: q.search ?? '', limit: q.limit ?? LIBRARY_SEARCH_LIMIT.default };
}

export function fundIdQuery(query: unknown): number {
  return read(idSchema, query).id;
}

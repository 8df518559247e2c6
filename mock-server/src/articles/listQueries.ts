/**
 * The query strings of the list calls (article list, recycle bin, information feed) read into checked values and
 * WHERE clauses. Every value travels as a bound parameter; a column name only ever comes from a fixed whitelist.
 * Anything unusable is HTTP 400 code 1106 with the problem in Chinese (a request the UI would never send).
 */
import { ARTICLE_MODULES, DEFAULT_PAGE_SIZE, cmsTimeSchema, parseCmsTime, type ArticleListQuery, type InformationListQuery } from 'shared-ui/contract';
import { z } from 'zod';
import { badRequest } from '../workflow/refusal';
import { currPageNumber, pageSizeNumber, sortOrder } from '../workflow/listQuery';
import { Where } from '../db/where';

/** An empty query parameter (`?author=`) means "not given", as a cleared filter sends it. */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const searchText = optional(z.string().trim().max(100, { error: '搜索内容不能超过 100 个字' }));
const cmsTime = (label: string) => optional(cmsTimeSchema(label, 'datetime'));
/** A filter that may pick several values: `macro,hot`. */
const choices = (label: string, allowed?: readonly string[]) =>
  optional(
    z
      .string()
      .transform((v) => [...new Set(v.split(',').map((x) => x.trim()).filter((x) => x !== ''))])
      .refine((list) => list.length <= 50, { error: `${label}最多选择 50 项` })
      .refine((list) => !allowed || list.every((x) => allowed.includes(x)), { error: `${label}的取值不正确` }),
  );

/** The workflow lists' paging rules, without their defaults: each plan picks its own (the article list has none). */
const paging = {
  currPage: optional(currPageNumber),
  pageSize: optional(pageSizeNumber),
  order: optional(sortOrder(z.string())),
};

const orderBy = <T extends string>(columns: readonly [T, ...T[]]) =>
  optional(z.enum(columns, { error: (issue) => `不支持按 ${String(issue.input)} 排序` }));

const timeRange = <T extends { start_time?: string | undefined; end_time?: string | undefined }>(v: T, ctx: z.RefinementCtx) => {
  const start = parseCmsTime(v.start_time);
  const end = parseCmsTime(v.end_time);
  if (start !== null && end !== null && end < start) ctx.addIssue({ code: 'custom', message: '结束时间不能早于开始时间' });
};

export const ARTICLE_ORDER_COLUMNS = ['id', 'title', 'show_time', 'update_time', 'pageview', 'position'] as const satisfies readonly NonNullable<ArticleListQuery['orderBy']>[];
export const RECYCLE_ORDER_COLUMNS = [...ARTICLE_ORDER_COLUMNS, 'delete_time'] as const;
export const INFORMATION_ORDER_COLUMNS = ['id', 'title', 'show_time', 'update_time', 'pageview'] as const satisfies readonly NonNullable<InformationListQuery['orderBy']>[];

const articleListSchema = z
  .object({
    search: searchText,
    article_module: choices('文章模块', ARTICLE_MODULES.map((m) => m.value)),
    author: choices('作者'),
    tag: optional(z.string().trim().max(32, { error: '标签不能超过 32 个字' })),
    start_time: cmsTime('开始时间'),
    end_time: cmsTime('结束时间'),
    has_manager: optional(z.enum(['0', '1'], { error: 'has_manager 应为 0 或 1' })),
    manager_id: optional(z.string().trim().max(32)),
    ...paging,
    orderBy: orderBy(ARTICLE_ORDER_COLUMNS),
  })
  .superRefine(timeRange);

const recycleListSchema = z.object({ search: searchText, ...paging, orderBy: orderBy(RECYCLE_ORDER_COLUMNS) });

const TYPE_ERROR = '资讯分类（type）必须是 0–14';
const informationListSchema = z
  .object({
    type: optional(z.coerce.number({ error: TYPE_ERROR }).int({ error: TYPE_ERROR }).min(0, { error: TYPE_ERROR }).max(14, { error: TYPE_ERROR })),
    search: searchText,
    start_time: cmsTime('开始时间'),
    end_time: cmsTime('结束时间'),
    ...paging,
    orderBy: orderBy(INFORMATION_ORDER_COLUMNS),
  })
  .superRefine(timeRange);

function read<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? '查询参数错误');
  return result.data;
}


export interface ListPlan {
  where: Where;
  /** ORDER BY text from whitelisted columns only. */
  orderSql: string;
  /** null: every matching row (the article list without pageSize). */
  limit: number | null;
  currPage: number;
}

const direction = (order: 'asc' | 'desc' | undefined, fallback: 'ASC' | 'DESC') => (order === undefined ? fallback : order === 'asc' ? 'ASC' : 'DESC');

/**
 * The library list. Without `pageSize` it is every matching article, by position ascending (spec §9: the operation
 * slots' call); with it, a page, id descending unless `orderBy`/`order` say otherwise.
 */
export function articleListPlan(query: unknown): ListPlan {
  const q = read(articleListSchema, query);
  const where = new Where().add('deleted = 0').search(['title', 'abstract', 'link_id', 'tags'], q.search).in('article_module', q.article_module).in('author', q.author);
  if (q.tag !== undefined) where.add('id IN (SELECT article_id FROM article_tags WHERE tag = ?)', q.tag);
  where.range('show_time', q.start_time, q.end_time);
  if (q.has_manager === '1') where.add("manager_id <> ''");
  if (q.has_manager === '0') where.add("manager_id = ''");
  if (q.manager_id !== undefined) where.add('manager_id = ?', q.manager_id);
  const all = q.pageSize === undefined;
  const by = q.orderBy ?? (all ? 'position' : 'id');
  const dir = direction(q.order, by === 'position' ? 'ASC' : 'DESC');
  // Ties (same position, same time) fall back to the newest first, so the order is total and paging is stable.
  return { where, orderSql: `${by} ${dir}, id DESC`, limit: all ? null : q.pageSize ?? DEFAULT_PAGE_SIZE, currPage: all ? 1 : q.currPage ?? 1 };
}

/** The recycle bin: newest deletion first unless told otherwise. */
export function recycleListPlan(query: unknown): ListPlan {
  const q = read(recycleListSchema, query);
  const where = new Where().add('deleted = 1').search(['title', 'abstract', 'link_id', 'tags'], q.search);
  const by = q.orderBy ?? 'delete_time';
  return { where, orderSql: `${by} ${direction(q.order, 'DESC')}, id DESC`, limit: q.pageSize ?? DEFAULT_PAGE_SIZE, currPage: q.currPage ?? 1 };
}

/** The information feed: `type` 0 (the default) is every featured item, whatever its category. */
export function informationListPlan(query: unknown): ListPlan {
  const q = read(informationListSchema, query);
  const type = q.type ?? 0;
  const where = type === 0 ? new Where().add('featured = 1') : new Where().add('type = ?', type);
  where.search(['title', 'abstract', 'link_id', 'stock_code', 'stock_name'], q.search).range('show_time', q.start_time, q.end_time);
  const by = q.orderBy ?? 'id';
  return { where, orderSql: `${by} ${direction(q.order, 'DESC')}, id DESC`, limit: q.pageSize ?? DEFAULT_PAGE_SIZE, currPage: q.currPage ?? 1 };
}

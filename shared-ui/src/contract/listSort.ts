/**
 * How a list is ordered on the wire (spec §3 "Paging query parameters: currPage, pageSize, orderBy, order"; §3's
 * column definition `orderBy`): `orderBy` names a column by its row field, `order` is `asc` or `desc`. Each list's
 * allow-list lives here, once: the table offers sorting on exactly these columns (PagedGrid's `sortable`), and
 * mock-server orders by them and refuses any other name with 1106 (`listSortSchema`).
 */
import { z } from 'zod';
import type { ModuleDefinition } from './module/defineModule';
import { WORKFLOW_META_FIELDS } from './module/workflow';

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** 个股资讯 (`operation/broker/news/approval/list`). */
export const STOCK_NEWS_ORDER_COLUMNS = ['id', 'symbol', 'title', 'status', 'shelf', 'submitted_by', 'updated_at'] as const;
/** 其他个股资讯. */
export const OTHER_NEWS_ORDER_COLUMNS = ['id', 'symbol', 'title', 'source', 'source_time', 'status', 'updated_at'] as const;
/** 基金经理库 (`managers`): `id` is the M-code. */
export const MANAGER_ORDER_COLUMNS = ['id', 'name', 'company', 'years', 'update_time'] as const;
/** 权限管理's admin accounts. */
export const ADMIN_ORDER_COLUMNS = ['id', 'account', 'role', 'createdAt', 'updatedAt'] as const;
/** The H5 release system's 预发布 list. */
export const H5_PREPUBLISH_ORDER_COLUMNS = ['id', 'path', 'size', 'status', 'pre_operator', 'pre_time', 'push_time'] as const;
/** 线上文件. */
export const H5_LIVE_ORDER_COLUMNS = ['id', 'path', 'size', 'push_operator', 'push_time'] as const;
/** 验证码查询's log of look-ups (`sms/query/log`). */
export const SMS_LOOKUP_LOG_ORDER_COLUMNS = ['id', 'actor', 'at', 'phone', 'found'] as const;
/** A module's edit list (`GET …/list` of hot / insider): its items by place. */
export const EDIT_LIST_ORDER_COLUMNS = ['position'] as const;
/** 发布与撤销记录. */
export const H5_HISTORY_ORDER_COLUMNS = ['id', 'action', 'path', 'operator', 'time'] as const;

export const ORDER_DIRECTION_ERROR = '排序方向（order）必须是 asc 或 desc';
export const unknownOrderColumn = (name: unknown) => `不支持按 ${String(name)} 排序`;

/**
 * `orderBy` and `order` of a list call: a column of the list's allow-list and `asc` / `desc` (any case). An unknown
 * column is refused with 不支持按 … 排序 (the server answers it as 1106).
 *
 * @example listSortSchema(STOCK_NEWS_ORDER_COLUMNS).extend({ status: … })
 */
export function listSortSchema<C extends string>(columns: readonly [C, ...C[]]) {
  return z.object({
    orderBy: z.enum(columns, { error: (issue) => unknownOrderColumn(issue.input) }).optional(),
    order: z
      .string({ error: ORDER_DIRECTION_ERROR })
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(SORT_ORDERS, { error: ORDER_DIRECTION_ERROR }))
      .optional(),
  });
}

/** The field kinds a module list may be ordered by: one value each that orders as text or number. */
const SORTABLE_FIELD_KINDS: ReadonlySet<string> = new Set(['text', 'textarea', 'number', 'select', 'radio', 'switch', 'link', 'datetime']);

/**
 * A module's list allow-list: the workflow's own columns (id, times, operators, status) and the module's fields of
 * one plain value (not pictures, rich text, lists or picks), plus `live_position` (an ordered live list).
 */
export function moduleOrderColumns(def: Pick<ModuleDefinition, 'fields'>): string[] {
  return [...WORKFLOW_META_FIELDS, ...def.fields.filter((f) => SORTABLE_FIELD_KINDS.has(f.kind)).map((f) => f.name)];
}

/**
 * The ORDER BY of a custom list call from its `orderBy` / `order` (spec §3 paging), against the list's allow-list in
 * the contract (`listSortSchema`): an unknown column or direction is HTTP 400, 1106, naming it. The column's SQL is
 * this server's own text per allowed name, never request text.
 */
import { listSortSchema } from 'shared-ui/contract';
import { badRequest } from '../workflow/refusal';

/**
 * @param columns the list's allow-list (contract `*_ORDER_COLUMNS`)
 * @param sqlOf the stored column (or expression) of each allowed name
 * @param fallback the list's own order when `orderBy` is absent
 * @param tieBreak what orders equal values, so pages never overlap
 * @example orderFromQuery(query, STOCK_NEWS_ORDER_COLUMNS, { … }, 'updated_at DESC, id DESC')
 */
export function orderFromQuery<C extends string>(
  query: unknown,
  columns: readonly [C, ...C[]],
  sqlOf: Readonly<Record<C, string>>,
  fallback: string,
  tieBreak = 'id DESC',
): string {
  const parsed = listSortSchema(columns).safeParse(query ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '排序参数错误');
  const { orderBy, order } = parsed.data;
  if (orderBy === undefined) return fallback;
  return `${sqlOf[orderBy]} ${order === 'asc' ? 'ASC' : 'DESC'}, ${tieBreak}`;
}

/** Each allowed name is its own column. */
export const sameColumns = <C extends string>(columns: readonly C[]): Record<C, string> =>
  Object.fromEntries(columns.map((c): [C, string] => [c, c])) as Record<C, string>;

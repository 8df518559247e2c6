/**
 * One page of a table under equality/LIKE conditions built by the caller, with its total: the shape every custom list
 * call answers (`{ list, total, currPage, pageSize }`). `table` and `orderBy` are fixed text of the caller, never
 * request text; values go in `params`.
 */
import type { Paged } from 'shared-ui/contract';
import type { Db } from './openDatabase';

export interface PageRequest {
  currPage: number;
  pageSize: number;
}

export function pagedSelect<Row, Out>(db: Db, table: string, where: readonly string[], params: readonly (string | number)[], orderBy: string, page: PageRequest, map: (row: Row) => Out): Paged<Out> {
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${table} ${clause}`).get(...params) as { n: number }).n;
  const rows = db.prepare(`SELECT * FROM ${table} ${clause} ORDER BY ${orderBy} LIMIT ? OFFSET ?`).all(...params, page.pageSize, (page.currPage - 1) * page.pageSize) as Row[];
  return { list: rows.map(map), total, currPage: page.currPage, pageSize: page.pageSize };
}

/**
 * SQL WHERE clauses built condition by condition, every value a bound parameter (the article, information and fund
 * lists build theirs here), and the LIKE pattern every search box's text becomes.
 */
import { parseCmsTime } from 'shared-ui/contract';

/** `%` and `_` typed into a search box mean themselves (the clause says `ESCAPE '\\'`). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A WHERE clause and its parameters, built up condition by condition. */
export class Where {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(sql: string, ...params: unknown[]): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }

  /** `text` as a substring of any of `columns` (LIKE wildcards in it taken literally). */
  search(columns: readonly string[], text: string | undefined): this {
    if (text === undefined || text === '') return this;
    const pattern = likePattern(text);
    return this.add(`(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`, ...columns.map(() => pattern));
  }

  in(column: string, values: readonly string[] | undefined): this {
    if (!values || values.length === 0) return this;
    return this.add(`${column} IN (${values.map(() => '?').join(', ')})`, ...values);
  }

  range(column: string, start: string | undefined, end: string | undefined): this {
    if (start !== undefined) this.add(`${column} >= ?`, parseCmsTime(start));
    if (end !== undefined) this.add(`${column} <= ?`, parseCmsTime(end));
    return this;
  }

  get sql(): string {
    return this.parts.length === 0 ? '1 = 1' : this.parts.join(' AND ');
  }
}

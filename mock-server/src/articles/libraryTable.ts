/**
 * What the article and information tables share: rows named by a `link_id` (prefix + yyyymmdd + sequence), inserted
 * with their stamps, edited value by value, listed a page at a time. Each repository adds its own rules on top.
 */
import type Database from 'better-sqlite3';
import type { ListPlan } from './listQueries';
import type { Stamps } from './rows';

/** A row as a repository inserts it: the update stamp is the creation's unless told (seed rows edited since). */
export type NewRow<Values> = Values & Omit<Stamps, 'update_time' | 'update_operator'> & Partial<Pick<Stamps, 'update_time' | 'update_operator'>> & { link_id: string };

/** The Shanghai calendar day of an instant as `yyyymmdd`: the date part of a linkId. */
export function linkIdDay(epochMs: number): string {
  const d = new Date(epochMs + 8 * 3600_000);
  return `${String(d.getUTCFullYear())}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

export interface LibraryColumns<Values> {
  /** What an edit writes. */
  values: readonly (keyof Values & string)[];
  /** What an insert writes (values, stamps and whatever the table fixes at creation). */
  insert: readonly string[];
  /** What a list reads. */
  list: readonly string[];
}

/**
 * `table` and the column lists are the repositories' own constants, never request text: they are the only names
 * that reach the SQL; every value travels as a bound parameter.
 */
export class LibraryTable<Values extends object, Row, ListRow, New extends NewRow<Values> = NewRow<Values>> {
  private readonly insertStatement;

  constructor(
    protected readonly db: Database.Database,
    private readonly table: string,
    private readonly columns: LibraryColumns<Values>,
  ) {
    this.insertStatement = db.prepare(
      `INSERT INTO ${table} (${columns.insert.join(', ')}) VALUES (${columns.insert.map((c) => `@${c}`).join(', ')})`,
    );
  }

  find(linkId: string): Row | undefined {
    return this.db.prepare<[string], Row>(`SELECT * FROM ${this.table} WHERE link_id = ?`).get(linkId);
  }

  /**
   * The next free linkId of a day: `prefix` + yyyymmdd + a sequence of at least 3 digits, one past the highest that
   * day has (whatever its width: the 1000th row of a day is …1000, and the count goes on from there).
   */
  nextLinkId(prefix: string, at: number): string {
    const stem = `${prefix}${linkIdDay(at)}`;
    const row = this.db
      .prepare<[number, string], { n: number | null }>(
        `SELECT MAX(CAST(substr(link_id, ?) AS INTEGER)) AS n FROM ${this.table} WHERE link_id GLOB ? || '[0-9][0-9][0-9]*'`,
      )
      .get(stem.length + 1, stem);
    return `${stem}${String((row?.n ?? 0) + 1).padStart(3, '0')}`;
  }

  insert(row: New): number {
    const stamped = { ...row, update_time: row.update_time ?? row.create_time, update_operator: row.update_operator ?? row.create_operator };
    return Number(this.insertStatement.run(stamped).lastInsertRowid);
  }

  update(id: number, values: Values, operator: string, now: number): void {
    const assignments = this.columns.values.map((c) => `${c} = @${c}`).join(', ');
    this.db
      .prepare(`UPDATE ${this.table} SET ${assignments}, update_time = @now, update_operator = @operator WHERE id = @id`)
      .run({ ...values, now, operator, id });
  }

  /** One page of the plan's rows (every row when `plan.limit` is null) and how many match in all. */
  page(plan: ListPlan): { rows: ListRow[]; total: number } {
    const { where } = plan;
    const total = this.db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM ${this.table} WHERE ${where.sql}`).get(...where.params)?.n ?? 0;
    const paging = plan.limit === null ? '' : ' LIMIT ? OFFSET ?';
    const pagingParams = plan.limit === null ? [] : [plan.limit, (plan.currPage - 1) * plan.limit];
    const rows = this.db
      .prepare<unknown[], ListRow>(`SELECT ${this.columns.list.join(', ')} FROM ${this.table} WHERE ${where.sql} ORDER BY ${plan.orderSql}${paging}`)
      .all(...where.params, ...pagingParams);
    return { rows, total };
  }
}

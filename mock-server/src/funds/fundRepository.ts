/**
 * The fund tables' SQL. Every value travels as a bound parameter; a column name only ever comes from the contract's
 * whitelist (FUND_ORDER_COLUMNS), never from request text.
 */
import type { CatalogueFund } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import { likePattern, type Where } from '../db/where';

/** A library row joined to its catalogue facts; times as stored (epoch ms). */
export interface FundStoreRow {
  id: number;
  isin: string;
  name: string;
  title: string;
  remark: string;
  description: string;
  currency: string;
  risk_level: string;
  fund_house: string;
  fund_type: string;
  create_time: number;
  create_operator: string;
  update_time: number;
  update_operator: string;
}

export interface FundValues {
  name: string;
  title: string;
  remark: string;
  description: string;
}

const SELECT = `SELECT f.id, f.isin, f.name, f.title, f.remark, f.description, c.currency, c.risk_level, c.fund_house, c.fund_type,
  f.create_time, f.create_operator, f.update_time, f.update_operator
  FROM funds f JOIN fund_catalogue c ON c.isin = f.isin`;

export class FundRepository {
  constructor(private readonly db: Db) {}

  find(id: number): FundStoreRow | undefined {
    return this.db.prepare<[number], FundStoreRow>(`${SELECT} WHERE f.id = ?`).get(id);
  }

  findMany(ids: readonly number[]): FundStoreRow[] {
    if (ids.length === 0) return [];
    return this.db.prepare<number[], FundStoreRow>(`${SELECT} WHERE f.id IN (${ids.map(() => '?').join(', ')})`).all(...ids);
  }

  withIsin(isin: string): FundStoreRow | undefined {
    return this.db.prepare<[string], FundStoreRow>(`${SELECT} WHERE f.isin = ?`).get(isin);
  }

  /** Another fund of this name (`exceptId`: the one being edited). */
  withName(name: string, exceptId = 0): FundStoreRow | undefined {
    return this.db.prepare<[string, number], FundStoreRow>(`${SELECT} WHERE f.name = ? AND f.id <> ?`).get(name, exceptId);
  }

  catalogueFund(isin: string): Omit<CatalogueFund, 'in_library'> | undefined {
    return this.db
      .prepare<[string], Omit<CatalogueFund, 'in_library'>>('SELECT isin, name, currency, risk_level, fund_house, fund_type FROM fund_catalogue WHERE isin = ?')
      .get(isin);
  }

  /** Catalogue funds whose name, ISIN or house contains `text`; an exact ISIN first, then by name. */
  searchCatalogue(text: string, limit: number): CatalogueFund[] {
    const rows = this.db
      .prepare<[{ pattern: string; isin: string; limit: number }], Omit<CatalogueFund, 'in_library'> & { in_library: number }>(
        `SELECT c.isin, c.name, c.currency, c.risk_level, c.fund_house, c.fund_type, (f.id IS NOT NULL) AS in_library
         FROM fund_catalogue c LEFT JOIN funds f ON f.isin = c.isin
         WHERE c.name LIKE @pattern ESCAPE '\\' OR c.isin LIKE @pattern ESCAPE '\\' OR c.fund_house LIKE @pattern ESCAPE '\\'
         ORDER BY (c.isin = @isin) DESC, c.name LIMIT @limit`,
      )
      .all({ pattern: likePattern(text), isin: text.toUpperCase(), limit });
    return rows.map((row) => ({ ...row, in_library: row.in_library === 1 }));
  }

  insert(isin: string, values: FundValues, operator: string, now: number): number {
    const result = this.db
      .prepare(
        `INSERT INTO funds (isin, name, title, remark, description, create_time, create_operator, update_time, update_operator)
         VALUES (@isin, @name, @title, @remark, @description, @now, @operator, @now, @operator)`,
      )
      .run({ isin, ...values, now, operator });
    return Number(result.lastInsertRowid);
  }

  update(id: number, values: FundValues, operator: string, at: number): void {
    this.db
      .prepare('UPDATE funds SET name = @name, title = @title, remark = @remark, description = @description, update_time = @at, update_operator = @operator WHERE id = @id')
      .run({ ...values, at, operator, id });
  }

  delete(ids: readonly number[]): void {
    const remove = this.db.prepare('DELETE FROM funds WHERE id = ?');
    for (const id of ids) remove.run(id);
  }

  page(where: Where, orderSql: string, limit: number, currPage: number): { rows: FundStoreRow[]; total: number } {
    const total = this.db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM funds f JOIN fund_catalogue c ON c.isin = f.isin WHERE ${where.sql}`).get(...where.params)?.n ?? 0;
    const rows = this.db
      .prepare<unknown[], FundStoreRow>(`${SELECT} WHERE ${where.sql} ORDER BY ${orderSql} LIMIT ? OFFSET ?`)
      .all(...where.params, limit, (currPage - 1) * limit);
    return { rows, total };
  }
}

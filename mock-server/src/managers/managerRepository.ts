/**
 * The manager tables' SQL. Every value travels as a bound parameter. A manager's funds are read for a whole page in
 * one query, joined to the fund library so each shows the fund's name as it is now.
 */
import type { ManagedFund } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import { likePattern } from '../db/where';

/** A manager row as stored (times epoch ms). */
export interface ManagerStoreRow {
  seq: number;
  id: string;
  name: string;
  company: string;
  photo: string;
  intro: string;
  years: number;
  create_time: number;
  create_operator: string;
  update_time: number;
  update_operator: string;
}

export interface ManagerValues {
  name: string;
  company: string;
  photo: string;
  intro: string;
  years: number;
  fund_ids: readonly number[];
}

/** The first key a fresh library gives out: the seeds hold M1001–M1012. */
const FIRST_SEQ = 1001;
const COLUMNS = 'seq, id, name, company, photo, intro, years, create_time, create_operator, update_time, update_operator';
const SEARCH = "(id LIKE @pattern ESCAPE '\\' OR name LIKE @pattern ESCAPE '\\' OR company LIKE @pattern ESCAPE '\\')";

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export class ManagerRepository {
  constructor(private readonly db: Db) {}

  find(id: string): ManagerStoreRow | undefined {
    return this.db.prepare<[string], ManagerStoreRow>(`SELECT ${COLUMNS} FROM managers WHERE id = ?`).get(id);
  }

  findMany(ids: readonly string[]): ManagerStoreRow[] {
    if (ids.length === 0) return [];
    return this.db.prepare<string[], ManagerStoreRow>(`SELECT ${COLUMNS} FROM managers WHERE id IN (${placeholders(ids.length)})`).all(...ids);
  }

  /** Another manager of this name at this company (`exceptId`: the one being edited). */
  withNameAt(name: string, company: string, exceptId = ''): ManagerStoreRow | undefined {
    return this.db
      .prepare<[string, string, string], ManagerStoreRow>(`SELECT ${COLUMNS} FROM managers WHERE name = ? AND company = ? AND id <> ?`)
      .get(name, company, exceptId);
  }

  /** The ids of `fundIds` that are in the fund library. */
  existingFunds(fundIds: readonly number[]): Set<number> {
    if (fundIds.length === 0) return new Set();
    const rows = this.db.prepare<number[], { id: number }>(`SELECT id FROM funds WHERE id IN (${placeholders(fundIds.length)})`).all(...fundIds);
    return new Set(rows.map((r) => r.id));
  }

  /** Each manager's funds (by seq), in their order. */
  fundsOf(seqs: readonly number[]): Map<number, ManagedFund[]> {
    const out = new Map<number, ManagedFund[]>(seqs.map((s) => [s, []]));
    if (seqs.length === 0) return out;
    const rows = this.db
      .prepare<number[], { manager_seq: number; id: number; name: string }>(
        `SELECT mf.manager_seq, f.id, f.name FROM manager_funds mf JOIN funds f ON f.id = mf.fund_id
         WHERE mf.manager_seq IN (${placeholders(seqs.length)}) ORDER BY mf.manager_seq, mf.position`,
      )
      .all(...seqs);
    for (const row of rows) out.get(row.manager_seq)?.push({ id: row.id, name: row.name });
    return out;
  }

  /** Inserts with the next key never used before (`seq` given explicitly for the seeds). Answers the key. */
  insert(values: ManagerValues, operator: string, now: number, seq?: number): string {
    const used = this.db.prepare<[], { seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'managers'").get()?.seq ?? 0;
    const next = seq ?? Math.max(used + 1, FIRST_SEQ);
    const id = `M${String(next)}`;
    this.db
      .prepare(
        `INSERT INTO managers (seq, id, name, company, photo, intro, years, create_time, create_operator, update_time, update_operator)
         VALUES (@seq, @id, @name, @company, @photo, @intro, @years, @now, @operator, @now, @operator)`,
      )
      .run({ seq: next, id, name: values.name, company: values.company, photo: values.photo, intro: values.intro, years: values.years, now, operator });
    this.writeFunds(next, values.fund_ids);
    return id;
  }

  update(seq: number, values: ManagerValues, operator: string, at: number): void {
    this.db
      .prepare(
        `UPDATE managers SET name = @name, company = @company, photo = @photo, intro = @intro, years = @years, update_time = @at,
         update_operator = @operator WHERE seq = @seq`,
      )
      .run({ name: values.name, company: values.company, photo: values.photo, intro: values.intro, years: values.years, at, operator, seq });
    this.writeFunds(seq, values.fund_ids);
  }

  delete(seqs: readonly number[]): void {
    const remove = this.db.prepare('DELETE FROM managers WHERE seq = ?');
    for (const seq of seqs) remove.run(seq);
  }

  /** Newest first unless `order` (this server's own SQL, never request text) says otherwise; `search` over key, name and company. */
  page(search: string, limit: number, currPage: number, order = 'seq DESC'): { rows: ManagerStoreRow[]; total: number } {
    const pattern = likePattern(search);
    const total = this.db.prepare<[{ pattern: string }], { n: number }>(`SELECT COUNT(*) AS n FROM managers WHERE ${SEARCH}`).get({ pattern })?.n ?? 0;
    const rows = this.db
      .prepare<[{ pattern: string; limit: number; offset: number }], ManagerStoreRow>(
        `SELECT ${COLUMNS} FROM managers WHERE ${SEARCH} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
      )
      .all({ pattern, limit, offset: (currPage - 1) * limit });
    return { rows, total };
  }

  /** For pickers and the article form: by key, name or company, in key order. */
  search(text: string, limit: number): ManagerStoreRow[] {
    return this.db
      .prepare<[{ pattern: string; limit: number }], ManagerStoreRow>(`SELECT ${COLUMNS} FROM managers WHERE ${SEARCH} ORDER BY seq LIMIT @limit`)
      .all({ pattern: likePattern(text.trim()), limit });
  }

  private writeFunds(seq: number, fundIds: readonly number[]): void {
    this.db.prepare('DELETE FROM manager_funds WHERE manager_seq = ?').run(seq);
    const insert = this.db.prepare('INSERT INTO manager_funds (manager_seq, fund_id, position) VALUES (?, ?, ?)');
    fundIds.forEach((fundId, i) => insert.run(seq, fundId, i + 1));
  }
}

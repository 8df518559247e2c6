/**
 * The one writer and reader of `audit_records`. Every service that changes something a person can see calls `record`
 * inside the transaction of that change, so a change and its record commit or roll back together: a refused or
 * failed change leaves no record, and no change goes unrecorded.
 *
 * @example
 *   this.store.transaction(() => {
 *     …the change…
 *     ctx.audit.record({ operator, module: def, entryId: id, entryTitle, action: 'publish', before, after });
 *   });
 */
import { changedFields, formatCmsTime, isAuditAction, type AuditAction, type AuditModule, type AuditRecord, type Paged } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import type { AuditQuery } from './auditQuery';

/** Where a change happened: a module definition or a custom screen's place (contract AUDIT_CUSTOM_MODULES). */
export interface AuditPlace {
  key: string;
  title: string;
  path: string;
}

export interface AuditChange {
  /** The account name the session resolved; its id is read in the same transaction. */
  operator: string;
  module: AuditPlace;
  /** null: a module's draft (it has no id until it is pre-published). */
  entryId: string | number | null;
  entryTitle: string;
  action: AuditAction;
  /** The whole snapshot before and after; only the fields that differ are kept. */
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>> | null;
}

interface AuditRow {
  id: number;
  at: number;
  account_id: number | null;
  account: string;
  module_key: string;
  module_title: string;
  menu_path: string;
  entry_id: string | null;
  entry_title: string;
  action: string;
  before: string | null;
  after: string | null;
}

function parseObject(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  const value: unknown = JSON.parse(raw);
  // Written only by record(); anything else is a corrupt database, not a user error.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`audit_records snapshot unreadable: ${raw}`);
  return value as Record<string, unknown>;
}

function toRecord(row: AuditRow): AuditRecord {
  if (!isAuditAction(row.action)) throw new Error(`audit_records action unknown: ${row.action}`);
  return {
    id: row.id,
    time: formatCmsTime(row.at),
    accountId: row.account_id,
    account: row.account,
    moduleKey: row.module_key,
    moduleTitle: row.module_title,
    menuPath: row.menu_path,
    entryId: row.entry_id,
    entryTitle: row.entry_title,
    action: row.action,
    before: parseObject(row.before),
    after: parseObject(row.after),
  };
}

/** Newest first; id breaks ties between records of one millisecond. */
const NEWEST_FIRST = 'at DESC, id DESC';
/** Rows an export reads per statement: the connection is free again between chunks. */
const EXPORT_CHUNK = 1000;

export class AuditTrail {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Appends one record. Call it inside the change's transaction; it throws (and so rolls the change back) if it cannot write. */
  record(change: AuditChange): number {
    const account = this.db.prepare<[string], { id: number }>('SELECT id FROM accounts WHERE account = ?').get(change.operator);
    const { before, after } = changedFields(change.before, change.after);
    const result = this.db
      .prepare(
        `INSERT INTO audit_records (at, account_id, account, module_key, module_title, menu_path, entry_id, entry_title, action, before, after)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        this.now(),
        account?.id ?? null,
        change.operator,
        change.module.key,
        change.module.title,
        change.module.path,
        change.entryId === null ? null : String(change.entryId),
        change.entryTitle,
        change.action,
        before === null ? null : JSON.stringify(before),
        after === null ? null : JSON.stringify(after),
      );
    return Number(result.lastInsertRowid);
  }

  /** One page of the records matching `query`, newest first, with the total. */
  search(query: AuditQuery, page: { currPage: number; pageSize: number }): Paged<AuditRecord> {
    const { clause, params } = whereOf(query);
    const total = this.db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM audit_records ${clause}`).get(...params)?.n ?? 0;
    const rows = this.db
      .prepare<unknown[], AuditRow>(`SELECT * FROM audit_records ${clause} ORDER BY ${NEWEST_FIRST} LIMIT ? OFFSET ?`)
      .all(...params, page.pageSize, (page.currPage - 1) * page.pageSize);
    return { list: rows.map(toRecord), total, currPage: page.currPage, pageSize: page.pageSize };
  }

  /**
   * The records matching `query`, newest first, at most `limit`, read a chunk at a time (keyset on at, id) so an
   * export never holds the connection while the answer streams out.
   */
  *matching(query: AuditQuery, limit: number): Generator<AuditRecord> {
    const { clause, params } = whereOf(query);
    const joiner = clause === '' ? 'WHERE' : `${clause} AND`;
    let last: { at: number; id: number } | null = null;
    let left = limit;
    while (left > 0) {
      const size = Math.min(EXPORT_CHUNK, left);
      const rows: AuditRow[] = last
        ? this.db
            .prepare<unknown[], AuditRow>(`SELECT * FROM audit_records ${joiner} (at < ? OR (at = ? AND id < ?)) ORDER BY ${NEWEST_FIRST} LIMIT ?`)
            .all(...params, last.at, last.at, last.id, size)
        : this.db.prepare<unknown[], AuditRow>(`SELECT * FROM audit_records ${clause} ORDER BY ${NEWEST_FIRST} LIMIT ?`).all(...params, size);
      for (const row of rows) yield toRecord(row);
      const tail = rows.at(-1);
      if (!tail || rows.length < size) return;
      last = { at: tail.at, id: tail.id };
      left -= rows.length;
    }
  }

  /** Every place with records, by title: the module filter's choices (the latest title and path of each key). */
  places(): AuditModule[] {
    return this.db
      .prepare<[], AuditModule>(
        `SELECT r.module_key AS key, r.module_title AS title, r.menu_path AS path
           FROM audit_records r
           JOIN (SELECT module_key, MAX(id) AS id FROM audit_records GROUP BY module_key) latest ON latest.id = r.id
          ORDER BY r.module_title, r.module_key`,
      )
      .all();
  }

  /** How many records match (the export refuses a filter wider than its limit before it starts). */
  count(query: AuditQuery): number {
    const { clause, params } = whereOf(query);
    return this.db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM audit_records ${clause}`).get(...params)?.n ?? 0;
  }
}

function whereOf(query: AuditQuery): { clause: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.account !== undefined) {
    where.push("account LIKE ? ESCAPE '\\'");
    params.push(`%${query.account.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (query.module !== undefined) {
    where.push('module_key = ?');
    params.push(query.module);
  }
  if (query.entryId !== undefined) {
    where.push('entry_id = ?');
    params.push(query.entryId);
  }
  if (query.action !== undefined) {
    where.push('action = ?');
    params.push(query.action);
  }
  if (query.from !== undefined) {
    where.push('at >= ?');
    params.push(query.from);
  }
  if (query.to !== undefined) {
    where.push('at <= ?');
    params.push(query.to);
  }
  if (query.menuPaths !== undefined) {
    where.push(query.menuPaths.length === 0 ? '0' : `menu_path IN (${query.menuPaths.map(() => '?').join(', ')})`);
    params.push(...query.menuPaths);
  }
  return { clause: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '', params };
}

/**
 * The audit trail in the console store (issue 43): the one writer and reader of `console_audit_records`, on SQLite or
 * PostgreSQL alike (Kysely). Every copy of the shell's server writes to the same trail when they share a database.
 * A record is written after the backend answered the change with success (auditRecorder.ts): a refused change has none.
 */
import { sql, type Kysely, type SelectQueryBuilder, type Selectable } from 'kysely';
import { changedFields, formatCmsTime, isAuditAction, type AuditAction, type AuditModule, type AuditRecord, type Paged } from 'shared-ui/contract';
import type { ConsoleAuditRecordTable, ConsoleDatabase } from '../store/consoleSchema';
import type { AuditQuery } from './auditQuery';

/** Where a change happened: a module or a custom screen's place (contract AUDIT_CUSTOM_MODULES). */
export interface AuditPlace {
  key: string;
  title: string;
  path: string;
}

export interface AuditChange {
  /** The account the backend confirmed for the session (or the approver a public approval names). */
  account: string;
  /** Its id, where the backend gave one. */
  accountId: number | null;
  place: AuditPlace;
  /** null: a module's draft (it has no id until it is pre-published). */
  entryId: string | number | null;
  entryTitle: string;
  action: AuditAction;
  /** The whole snapshot before and after; only the fields that differ are kept. */
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>> | null;
}

type Row = Selectable<ConsoleAuditRecordTable>;

function parseObject(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  const value: unknown = JSON.parse(raw);
  // Written only by record(); anything else is a corrupt database, not a user error.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`console_audit_records snapshot unreadable: ${raw}`);
  return value as Record<string, unknown>;
}

function toRecord(row: Row): AuditRecord {
  if (!isAuditAction(row.action)) throw new Error(`console_audit_records action unknown: ${row.action}`);
  return {
    id: Number(row.id),
    time: formatCmsTime(Number(row.at)),
    accountId: row.account_id === null ? null : Number(row.account_id),
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

/** Rows an export reads per statement: the connection is free again between chunks. */
const EXPORT_CHUNK = 1000;

type Select = SelectQueryBuilder<ConsoleDatabase, 'console_audit_records', object>;

/** `query` as conditions on a select of the trail. */
function matching<S extends Select>(select: S, query: AuditQuery): S {
  let q = select;
  if (query.account !== undefined) {
    // SQLite has no escape character unless told; PostgreSQL's is the same backslash.
    const pattern = `%${query.account.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`account like ${pattern} escape '\\'`) as S;
  }
  if (query.module !== undefined) q = q.where('module_key', '=', query.module) as S;
  if (query.entryId !== undefined) q = q.where('entry_id', '=', query.entryId) as S;
  if (query.action !== undefined) q = q.where('action', '=', query.action) as S;
  if (query.from !== undefined) q = q.where('at', '>=', query.from) as S;
  if (query.to !== undefined) q = q.where('at', '<=', query.to) as S;
  if (query.menuPaths !== undefined) q = (query.menuPaths.length === 0 ? q.where((eb) => eb.lit(false)) : q.where('menu_path', 'in', [...query.menuPaths])) as S;
  return q;
}

export class AuditStore {
  constructor(
    private readonly db: Kysely<ConsoleDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Appends one record (the changed fields only). A change of nothing a person could see (a save of the same values)
   * writes none, whoever records it — an entry's recorder or a release (issue 44, item 20).
   */
  async record(change: AuditChange): Promise<void> {
    const { before, after } = changedFields(change.before, change.after);
    if (before && after && Object.keys(after).length === 0) return;
    await this.db
      .insertInto('console_audit_records')
      .values({
        at: this.now(),
        account_id: change.accountId,
        account: change.account,
        module_key: change.place.key,
        module_title: change.place.title,
        menu_path: change.place.path,
        entry_id: change.entryId === null ? null : String(change.entryId),
        entry_title: change.entryTitle,
        action: change.action,
        before: before === null ? null : JSON.stringify(before),
        after: after === null ? null : JSON.stringify(after),
      })
      .execute();
  }

  /** One page of the records matching `query`, newest first (id breaks ties within a millisecond), with the total. */
  async search(query: AuditQuery, page: { currPage: number; pageSize: number }): Promise<Paged<AuditRecord>> {
    const total = await this.count(query);
    const rows = await matching(this.db.selectFrom('console_audit_records'), query)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.currPage - 1) * page.pageSize)
      .execute();
    return { list: rows.map(toRecord), total, currPage: page.currPage, pageSize: page.pageSize };
  }

  /** The records matching `query`, newest first, at most `limit`, a chunk at a time (keyset on at, id): an export streams. */
  async *matching(query: AuditQuery, limit: number): AsyncGenerator<AuditRecord> {
    let last: { at: number; id: number } | null = null;
    let left = limit;
    while (left > 0) {
      const size = Math.min(EXPORT_CHUNK, left);
      let select = matching(this.db.selectFrom('console_audit_records'), query);
      if (last) {
        const { at, id } = last;
        select = select.where((eb) => eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]));
      }
      const rows = await select.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(size).execute();
      for (const row of rows) yield toRecord(row);
      const tail = rows.at(-1);
      if (!tail || rows.length < size) return;
      last = { at: Number(tail.at), id: Number(tail.id) };
      left -= rows.length;
    }
  }

  /** Every place with records, by title: the module filter's choices (the latest title and path of each key). */
  async places(): Promise<AuditModule[]> {
    const rows = await this.db
      .selectFrom('console_audit_records as r')
      .innerJoin(this.db.selectFrom('console_audit_records').select((eb) => ['module_key', eb.fn.max('id').as('id')]).groupBy('module_key').as('latest'), 'latest.id', 'r.id')
      .select(['r.module_key as key', 'r.module_title as title', 'r.menu_path as path'])
      .orderBy('r.module_title')
      .orderBy('r.module_key')
      .execute();
    return rows;
  }

  /** How many records match (the export refuses a filter wider than its limit before it starts). */
  async count(query: AuditQuery): Promise<number> {
    const row = await matching(this.db.selectFrom('console_audit_records'), query)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}

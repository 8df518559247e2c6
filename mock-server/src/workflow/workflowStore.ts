import type Database from 'better-sqlite3';
import { isSeeded, markSeeded } from '../db/seedMarkers';
import type { RefIndex } from './refIndex';
import type { WorkflowStatus } from 'shared-ui/contract';

export type TimeColumn = 'push_time' | 'effect_time' | 'dead_time' | 'start_time' | 'end_time';
export const TIME_COLUMNS: readonly TimeColumn[] = ['push_time', 'effect_time', 'dead_time', 'start_time', 'end_time'];

/** One row of `workflow_records` as SQLite returns it. */
export interface RecordRow {
  id: number;
  module_key: string;
  status: WorkflowStatus;
  field_values: string;
  pre_operator: string | null;
  pre_time: number | null;
  push_operator: string | null;
  push_time: number | null;
  effect_time: number | null;
  dead_time: number | null;
  start_time: number | null;
  end_time: number | null;
  update_time: number;
  update_operator?: string | null;
  remove_operator: string | null;
  remove_time: number | null;
  late: 0 | 1;
  live_position: number | null;
  /** Unused since the console service's entry index names entries (issue 43); kept as a column of old databases. */
  title: string | null;
}

export interface DraftStoreRow {
  module_key: string;
  field_values: string;
  update_time: number;
  update_operator: string;
}

/** The columns a state change may write (never id or module_key). */
export type RecordChanges = Partial<Omit<RecordRow, 'id' | 'module_key' | 'title'>>;
export type NewRecord = Omit<RecordRow, 'id' | 'late' | 'live_position' | 'title'> & { late?: 0 | 1 };

/** How a list is ordered: an SQL expression (a column, or a field's value read from the JSON) and a direction. */
export interface ListOrder {
  expression: string;
  params: readonly string[];
  direction: 'ASC' | 'DESC';
}

/**
 * More conditions of a list (its filters, listQuery.ts): SQL text built from the module's declared fields only, ANDed
 * to the list's own; every value rides in `params`. Empty `sql` = no condition.
 */
export interface ListWhere {
  sql: string;
  params: readonly unknown[];
}

const NO_WHERE: ListWhere = { sql: '', params: [] };
const andWhere = (where: ListWhere) => (where.sql === '' ? '' : `AND (${where.sql})`);

const CHANGEABLE: ReadonlySet<string> = new Set([
  'status', 'field_values', 'pre_operator', 'pre_time', 'push_operator', 'push_time', 'effect_time', 'dead_time',
  'start_time', 'end_time', 'update_time', 'update_operator', 'remove_operator', 'remove_time', 'late', 'live_position',
]);

const sqlParamList = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** Who the scheduler names as the operator of an expiry. */
export const EXPIRY_OPERATOR = '系统（到期）';
/** A due change applied more than this long after it fell due is marked `late`. */
export const LATE_AFTER_MS = 5_000;

/**
 * The SQL of the publish workflow. Every state change is a conditional UPDATE (`… AND status IN (…)`), so of two
 * callers acting on one entry exactly one sees its change applied; callers wrap related statements in a transaction.
 */
export class WorkflowStore {
  /** `refs`: the reference index, written with every entry's values; absent in tools that only write records. */
  constructor(
    private readonly db: Database.Database,
    private readonly refs?: RefIndex,
  ) {}

  /** Runs `work` in one `BEGIN IMMEDIATE` transaction: it takes the write lock first, so checks and writes agree. */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  getDraft(moduleKey: string): DraftStoreRow | undefined {
    return this.db.prepare<[string], DraftStoreRow>('SELECT * FROM workflow_drafts WHERE module_key = ?').get(moduleKey);
  }

  saveDraft(draft: DraftStoreRow): void {
    this.db
      .prepare(
        `INSERT INTO workflow_drafts (module_key, field_values, update_time, update_operator) VALUES (?, ?, ?, ?)
         ON CONFLICT (module_key) DO UPDATE SET field_values = excluded.field_values,
           update_time = excluded.update_time, update_operator = excluded.update_operator`,
      )
      .run(draft.module_key, draft.field_values, draft.update_time, draft.update_operator);
    this.refs?.writeDraft(draft.module_key, draft.field_values);
  }

  deleteDraft(moduleKey: string): void {
    this.db.prepare('DELETE FROM workflow_drafts WHERE module_key = ?').run(moduleKey);
    this.refs?.writeDraft(moduleKey, null);
  }

  find(moduleKey: string, id: number): RecordRow | undefined {
    return this.db
      .prepare<[string, number], RecordRow>('SELECT * FROM workflow_records WHERE module_key = ? AND id = ?')
      .get(moduleKey, id);
  }

  insert(record: NewRecord): number {
    const row: Omit<RecordRow, 'id' | 'late' | 'live_position' | 'title'> & { late?: 0 | 1 } = record;
    const columns = Object.keys(row).filter((c) => CHANGEABLE.has(c) || c === 'module_key');
    const values = columns.map((c) => row[c as keyof typeof row] ?? null);
    const result = this.db
      .prepare(`INSERT INTO workflow_records (${columns.join(', ')}) VALUES (${sqlParamList(columns.length)})`)
      .run(...values);
    const id = Number(result.lastInsertRowid);
    this.refs?.write(id, record.module_key, record.field_values);
    return id;
  }

  /** Applies `changes` if the entry is still in one of `from`; false when someone else changed or removed it first. */
  update(moduleKey: string, id: number, from: readonly WorkflowStatus[], changes: RecordChanges): boolean {
    const written: RecordChanges = changes;
    const columns = Object.keys(written).filter((c) => CHANGEABLE.has(c));
    if (columns.length === 0) throw new Error('update without changes');
    const values = columns.map((c) => written[c as keyof typeof written] ?? null);
    const result = this.db
      .prepare(
        `UPDATE workflow_records SET ${columns.map((c) => `${c} = ?`).join(', ')}
         WHERE module_key = ? AND id = ? AND status IN (${sqlParamList(from.length)})`,
      )
      .run(...values, moduleKey, id, ...from);
    if (result.changes === 1 && changes.field_values !== undefined) {
      this.refs?.write(id, moduleKey, changes.field_values);
    }
    return result.changes === 1;
  }

  delete(moduleKey: string, id: number, from: readonly WorkflowStatus[]): boolean {
    const result = this.db
      .prepare(`DELETE FROM workflow_records WHERE module_key = ? AND id = ? AND status IN (${sqlParamList(from.length)})`)
      .run(moduleKey, id, ...from);
    return result.changes === 1;
  }

  /** The ids of the module's entries in `statuses`, in live order (positioned first, then newest). */
  idsInLiveOrder(moduleKey: string, statuses: readonly WorkflowStatus[]): number[] {
    return this.db
      .prepare<unknown[], { id: number }>(
        `SELECT id FROM workflow_records WHERE module_key = ? AND status IN (${sqlParamList(statuses.length)})
         ORDER BY COALESCE(live_position, 1000000000 - id)`,
      )
      .all(moduleKey, ...statuses)
      .map((row) => row.id);
  }

  /** Numbers the entries 1..n in the order given (inside the caller's transaction). */
  setLivePositions(moduleKey: string, ids: readonly number[]): void {
    const set = this.db.prepare('UPDATE workflow_records SET live_position = ? WHERE module_key = ? AND id = ?');
    ids.forEach((id, index) => set.run(index + 1, moduleKey, id));
  }

  /** The module's entries in `statuses`, except `excludeId` (the entry being changed). */
  others(moduleKey: string, statuses: readonly WorkflowStatus[], excludeId: number | null): RecordRow[] {
    return this.db
      .prepare<unknown[], RecordRow>(
        `SELECT * FROM workflow_records WHERE module_key = ? AND status IN (${sqlParamList(statuses.length)}) AND id IS NOT ?
         ORDER BY id`,
      )
      .all(moduleKey, ...statuses, excludeId);
  }

  /**
   * The first other entry whose `column` equals `at` (a repeated preset time). One indexed lookup, not a scan:
   * a module with thousands of entries pre-publishes as fast as an empty one.
   */
  sameTime(moduleKey: string, statuses: readonly WorkflowStatus[], excludeId: number | null, column: TimeColumn, at: number): RecordRow | undefined {
    return this.db
      .prepare<unknown[], RecordRow>(
        `SELECT * FROM workflow_records WHERE module_key = ? AND status IN (${sqlParamList(statuses.length)}) AND ${timeColumn(column)} = ?
         AND id IS NOT ? ORDER BY id LIMIT 1`,
      )
      .get(moduleKey, ...statuses, at, excludeId);
  }

  /** The first other entry whose window [first, second) overlaps [start, end); touching ends do not overlap. */
  overlapping(
    moduleKey: string,
    statuses: readonly WorkflowStatus[],
    excludeId: number | null,
    columns: { first: TimeColumn; second: TimeColumn },
    start: number,
    end: number,
  ): RecordRow | undefined {
    const first = timeColumn(columns.first);
    const second = timeColumn(columns.second);
    return this.db
      .prepare<unknown[], RecordRow>(
        `SELECT * FROM workflow_records WHERE module_key = ? AND status IN (${sqlParamList(statuses.length)})
         AND ${first} IS NOT NULL AND ${second} IS NOT NULL AND ${first} < ? AND ? < ${second}
         AND id IS NOT ? ORDER BY id LIMIT 1`,
      )
      .get(moduleKey, ...statuses, end, start, excludeId);
  }

  count(moduleKey: string, statuses: readonly WorkflowStatus[], where: ListWhere = NO_WHERE): number {
    const row = this.db
      .prepare<unknown[], { n: number }>(
        `SELECT COUNT(*) AS n FROM workflow_records WHERE module_key = ? AND status IN (${sqlParamList(statuses.length)}) ${andWhere(where)}`,
      )
      .get(moduleKey, ...statuses, ...where.params);
    return row?.n ?? 0;
  }

  page(moduleKey: string, statuses: readonly WorkflowStatus[], order: ListOrder, limit: number, offset: number, where: ListWhere = NO_WHERE): RecordRow[] {
    return this.db
      .prepare<unknown[], RecordRow>(
        `SELECT * FROM workflow_records WHERE module_key = ? AND status IN (${sqlParamList(statuses.length)}) ${andWhere(where)}
         ORDER BY ${order.expression} ${order.direction}, id ${order.direction} LIMIT ? OFFSET ?`,
      )
      .all(moduleKey, ...statuses, ...where.params, ...order.params, limit, offset);
  }

  /**
   * The distinct library keys a field names across the module's entries in `statuses` (a list filter asks the library
   * which of them match). `jsonPath` is bound as a parameter; `collection`: the field is a list of `{ id, … }` items.
   */
  referencedKeys(moduleKey: string, statuses: readonly WorkflowStatus[], jsonPath: string, collection: boolean): string[] {
    const sql = collection
      ? `SELECT DISTINCT json_extract(item.value, '$.id') AS item_key FROM workflow_records w, json_each(w.field_values, ?) AS item
         WHERE w.module_key = ? AND w.status IN (${sqlParamList(statuses.length)})`
      : `SELECT DISTINCT json_extract(field_values, ?) AS item_key FROM workflow_records
         WHERE module_key = ? AND status IN (${sqlParamList(statuses.length)})`;
    return this.db
      .prepare<unknown[], { item_key: unknown }>(sql)
      .all(jsonPath, moduleKey, ...statuses)
      .flatMap((row) => (typeof row.item_key === 'string' && row.item_key !== '' ? [row.item_key] : []));
  }

  /**
   * The scheduler's step: scheduled entries whose go-live time has come are published, then published entries whose
   * dead or end time has come go to history (an entry whose whole window passed while the server was down does both).
   * With `markLate`, a change applied more than LATE_AFTER_MS after it fell due sets `late = 1`.
   */
  applyDue(now: number, markLate: boolean): { published: number; expired: number } {
    const params = { now, lateBefore: now - LATE_AFTER_MS, markLate: markLate ? 1 : 0 };
    return this.transaction(() => {
      const published = this.db
        .prepare(
          `UPDATE workflow_records SET status = 'published', update_time = @now,
             late = MAX(late, CASE WHEN @markLate = 1 AND push_time < @lateBefore THEN 1 ELSE 0 END)
           WHERE status = 'scheduled' AND push_time <= @now`,
        )
        .run(params).changes;
      const expired = this.db
        .prepare(
          `UPDATE workflow_records SET status = 'history', update_time = @now, remove_time = @now,
             remove_operator = @operator,
             late = MAX(late, CASE WHEN @markLate = 1 AND COALESCE(dead_time, end_time) < @lateBefore THEN 1 ELSE 0 END)
           WHERE status = 'published' AND (dead_time <= @now OR end_time <= @now)`,
        )
        .run({ ...params, operator: EXPIRY_OPERATOR }).changes;
      return { published, expired };
    });
  }

  isSeeded(moduleKey: string): boolean {
    return isSeeded(this.db, 'workflow', moduleKey);
  }

  markSeeded(moduleKey: string, now: number): void {
    markSeeded(this.db, 'workflow', moduleKey, now);
  }
}

/** A time column's name for SQL text, checked against the fixed list (never a value from a request). */
function timeColumn(column: TimeColumn): TimeColumn {
  if (!(TIME_COLUMNS as readonly string[]).includes(column)) throw new Error(`not a time column: ${column}`);
  return column;
}

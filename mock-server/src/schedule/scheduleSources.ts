/**
 * What each source holds between two times, as raw windows (epoch ms): the workflow's entries (every module, its
 * pushes and holiday notices among them), H5 releases and stock-news pushes. Each reads one index range; the
 * service maps them to the contract's entries and flags collisions.
 */
import type { ScheduleState } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import { HOLDING_SQL, WINDOW_END_SQL, WINDOW_SPAN_SQL, WINDOW_START_SQL } from './schema';

export interface RawWindow {
  /** Unique in an answer; `<module>#<recordId>` unless the module's entries come from two tables (H5). */
  key?: string;
  module: string;
  recordId: number;
  state: ScheduleState;
  start: number;
  /** null: a moment. */
  end: number | null;
  preOperator: string;
  pushOperator: string;
  late: boolean;
  /** The entry's title, or the JSON of its values (a workflow entry: the service names it from its module). */
  title: string;
  fieldValues?: string;
}

export interface TimeRange {
  start: number;
  end: number;
}

export const H5_SCHEDULE_MODULE = 'h5/release';
export const STOCK_NEWS_SCHEDULE_MODULE = 'br/stockNews';

const WORKFLOW_STATE: Readonly<Record<string, ScheduleState>> = { prepublished: 'prepublished', scheduled: 'scheduled', published: 'live' };

interface WorkflowWindowRow {
  id: number;
  module_key: string;
  status: string;
  field_values: string;
  pre_operator: string | null;
  push_operator: string | null;
  late: number;
  win_start: number;
  win_end: number | null;
}

const toWindow = (row: WorkflowWindowRow): RawWindow => ({
  module: row.module_key,
  recordId: row.id,
  state: WORKFLOW_STATE[row.status] ?? 'prepublished',
  start: row.win_start,
  end: row.win_end,
  preOperator: row.pre_operator ?? '',
  pushOperator: row.push_operator ?? '',
  late: row.late === 1,
  title: '',
  fieldValues: row.field_values,
});

const WORKFLOW_COLUMNS = `id, module_key, status, field_values, pre_operator, push_operator, late,
  ${WINDOW_START_SQL} AS win_start, ${WINDOW_END_SQL} AS win_end`;

/** A window [start, end) meets the range when it overlaps it; a moment, when it falls in it. */
const MEETS_RANGE = `(win_end IS NULL AND win_start >= @start) OR win_end > @start`;

/** The entry's key in an answer. */
export const keyOf = (w: RawWindow): string => w.key ?? `${w.module}#${String(w.recordId)}`;

export class ScheduleSources {
  private readonly inRange;
  private readonly timesInRange;
  private readonly pushTimes;
  private readonly longest;

  constructor(private readonly db: Db) {
    const inRange = (columns: string) =>
      db.prepare<{ from: number; start: number; end: number }, WorkflowWindowRow>(
        `SELECT * FROM (SELECT ${columns} FROM workflow_records
           WHERE ${HOLDING_SQL} AND ${WINDOW_START_SQL} >= @from AND ${WINDOW_START_SQL} < @end)
         WHERE ${MEETS_RANGE}`,
      );
    this.inRange = inRange(WORKFLOW_COLUMNS);
    this.timesInRange = inRange(`id, module_key, ${WINDOW_START_SQL} AS win_start, ${WINDOW_END_SQL} AS win_end`);
    this.pushTimes = db.prepare<[string, number], number>(`SELECT push_time FROM workflow_records WHERE module_key = ? AND ${HOLDING_SQL} AND push_time < ?`).pluck();
    this.longest = db.prepare<[], { span: number }>(
      `SELECT ${WINDOW_SPAN_SQL} AS span FROM workflow_records WHERE ${HOLDING_SQL} AND ${WINDOW_SPAN_SQL} IS NOT NULL ORDER BY ${WINDOW_SPAN_SQL} DESC LIMIT 1`,
    );
  }

  /** The longest window of any entry holding a time (0 when none): one step down the span index. */
  longestWindow(): number {
    const row = this.longest.get();
    return Math.max(0, row?.span ?? 0);
  }

  /** Every module's pre-published, scheduled and live entries that meet the range. */
  workflow(range: TimeRange): RawWindow[] {
    return this.inRange.all({ from: range.start - this.longestWindow(), start: range.start, end: range.end }).map(toWindow);
  }

  /** The same, only what a collision is judged by (module, id, times): the context of the entries answered. */
  workflowTimes(range: TimeRange): RawWindow[] {
    return this.timesInRange.all({ from: range.start - this.longestWindow(), start: range.start, end: range.end }).map((row) => ({
      module: row.module_key,
      recordId: row.id,
      state: 'prepublished',
      start: row.win_start,
      end: row.win_end,
      preOperator: '',
      pushOperator: '',
      late: false,
      title: '',
    }));
  }

  /**
   * The push times, in order, of a push module's entries holding a time before `before` (a push lasts until withdrawn,
   * so every earlier one counts against the live limit), read from the (module, status, push_time) index alone.
   */
  pushTimesBefore(moduleKey: string, before: number): number[] {
    return (this.pushTimes.all(moduleKey, before) as number[]).sort((a, b) => a - b);
  }

  /** H5 releases: scheduled ones at their time, waiting ones (no time yet) at their pre-publish, live ones since they went live. */
  h5(range: TimeRange): RawWindow[] {
    const pending = this.db
      .prepare<TimeRange, { id: number; path: string; status: string; pre_operator: string; pre_time: number; push_operator: string | null; push_time: number | null }>(
        `SELECT id, path, status, pre_operator, pre_time, push_operator, push_time FROM h5_prepublish
          WHERE (status = 'scheduled' AND push_time >= @start AND push_time < @end)
             OR (status = 'waiting' AND pre_time >= @start AND pre_time < @end)`,
      )
      .all(range)
      .map((row): RawWindow => ({
        module: H5_SCHEDULE_MODULE,
        recordId: row.id,
        state: row.status === 'scheduled' ? 'scheduled' : 'prepublished',
        start: row.status === 'scheduled' ? (row.push_time ?? row.pre_time) : row.pre_time,
        end: null,
        preOperator: row.pre_operator,
        pushOperator: row.push_operator ?? '',
        late: false,
        title: row.path,
      }));
    const live = this.db
      .prepare<TimeRange, { id: number; path: string; pre_operator: string | null; push_operator: string; push_time: number; late: number }>(
        `SELECT p.id, p.path, p.pre_operator, p.push_operator, p.push_time,
                EXISTS (SELECT 1 FROM h5_history h WHERE h.action = 'publish' AND h.path = p.path AND h.sha256 = p.sha256 AND h.late = 1) AS late
           FROM h5_publications p WHERE p.state = 'live' AND p.push_time >= @start AND p.push_time < @end`,
      )
      .all(range)
      .map((row): RawWindow => ({
        // A publication, not a pre-publish entry: its own row numbers.
        key: `${H5_SCHEDULE_MODULE}#live-${String(row.id)}`,
        module: H5_SCHEDULE_MODULE,
        recordId: row.id,
        state: 'live',
        start: row.push_time,
        end: null,
        preOperator: row.pre_operator ?? '',
        pushOperator: row.push_operator,
        late: row.late === 1,
        title: row.path,
      }));
    return [...pending, ...live];
  }

  /** Stock news pushed or to be pushed in the range (its off-shelf application waiting: still live). */
  stockNews(range: TimeRange): RawWindow[] {
    return this.db
      .prepare<TimeRange, { id: number; stock_name: string; title: string; shelf: string; submitted_by: string; push_time: number }>(
        `SELECT id, stock_name, title, shelf, submitted_by, push_time FROM stock_news
          WHERE push_time IS NOT NULL AND push_time >= @start AND push_time < @end AND shelf IN ('scheduled', 'published', 'offPending')`,
      )
      .all(range)
      .map((row) => ({
        module: STOCK_NEWS_SCHEDULE_MODULE,
        recordId: row.id,
        state: row.shelf === 'scheduled' ? 'scheduled' : 'live',
        start: row.push_time,
        end: null,
        preOperator: row.submitted_by,
        pushOperator: '',
        late: false,
        title: `${row.stock_name}：${row.title}`,
      }));
  }

  /** Which picks (slot_refs) of these entries name an article, fund or manager. */
  picks(recordIds: readonly number[]): { record_id: number; library: string; item_key: string; field: string; position: number }[] {
    const out: { record_id: number; library: string; item_key: string; field: string; position: number }[] = [];
    // SQLite's bound-parameter limit: ask in slices.
    for (let i = 0; i < recordIds.length; i += 500) {
      const slice = recordIds.slice(i, i + 500);
      out.push(
        ...this.db
          .prepare<unknown[], { record_id: number; library: string; item_key: string; field: string; position: number }>(
            `SELECT record_id, library, item_key, field, position FROM slot_refs
              WHERE record_id IN (${slice.map(() => '?').join(', ')}) AND library IN ('articles', 'funds', 'managers')`,
          )
          .all(...slice),
      );
    }
    return out;
  }

  /** Of these article keys, the ones in the recycle bin. */
  recycledArticles(keys: readonly string[]): Set<string> {
    if (keys.length === 0) return new Set();
    const rows = this.db
      .prepare<unknown[], { link_id: string }>(`SELECT link_id FROM articles WHERE deleted = 1 AND link_id IN (${keys.map(() => '?').join(', ')})`)
      .all(...keys);
    return new Set(rows.map((row) => row.link_id));
  }
}

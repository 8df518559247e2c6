/**
 * What each source holds between two times, as raw windows (epoch ms): the workflow's entries (every module, its
 * pushes and holiday notices among them), H5 releases and stock-news pushes. Each reads one index range; the
 * service maps them to the contract's entries and flags collisions.
 */
import { H5_SCHEDULE_MODULE, STOCK_NEWS_SCHEDULE_MODULE, formatCmsTime, type ScheduleState } from 'shared-ui/contract';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/openDatabase';
import { HOLDING_SQL, WINDOW_END_SQL, WINDOW_SPAN_SQL, WINDOW_START_SQL } from './schema';

export interface RawWindow {
  module: string;
  recordId: number;
  state: ScheduleState;
  start: number;
  /** null: a moment. */
  end: number | null;
  /**
   * Whether the pre-publisher's or publisher's name contains the query's operator (always, when none was asked).
   * The names themselves are not answered: the calendar shows none, the module screen has them.
   */
  byOperator: boolean;
  late: boolean;
  /** The entry's name; '' when nothing names it (the service then calls it by its id). */
  title: string;
  /** Its start and end as CMS text once made (`startText`, `endText`): its entry and every reason naming it share them. */
  startText?: string;
  endText?: string | null;
}

/**
 * Earlier start first, then the lower id: -1, 0 or 1, never the difference of two times. A time is a double (epoch ms),
 * and a comparator's double result is boxed on every one of the thousands of calls a month's sorts make.
 */
export function byStartThenId(a: RawWindow, b: RawWindow): number {
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  return a.recordId - b.recordId;
}

/** The window's start as CMS text, made once per answer. */
export const startText = (w: RawWindow): string => (w.startText ??= formatCmsTime(w.start));

/** The window's end as CMS text (null: a moment), made once per answer. */
export function endText(w: RawWindow): string | null {
  if (w.endText === undefined) w.endText = w.end === null ? null : formatCmsTime(w.end);
  return w.endText;
}

export interface TimeRange {
  start: number;
  end: number;
}

/** What a source is asked: a range, and the operator a name should contain ('' = anyone). */
export interface WindowQuery extends TimeRange {
  operator: string;
}

/** Does one of the names contain `operator` (every entry does when it is '')? The same test as the workflow scan's SQL. */
const byOperator = (operator: string, ...names: readonly (string | null)[]) => operator === '' || names.some((name) => name?.includes(operator) === true);

/**
 * A row of WORKFLOW_SQL as an array, in its column order: thousands are read per month, and arrays skip building an
 * object per row that would be copied into a RawWindow at once. The state, the late mark, whether the entry meets
 * the range itself and whether it matches the operator asked travel as the bits of one number (ROW_FLAGS): turning each
 * value of a row into JavaScript costs more than anything else the scan does, so a row carries as few as it can.
 */
type WorkflowWindowRow = [
  id: number,
  moduleKey: string,
  winStart: number,
  winEnd: number | null,
  flags: number,
  /** Only for an entry meeting the range itself. */
  title: string | null,
];

/**
 * The bits of a row's `flags`: its state (0–2, in STATE_BY_CODE's order), late, meets the range itself, and a name of
 * its pre-publisher or publisher contains the query's operator.
 */
const ROW_FLAGS = { state: 3, late: 4, inRange: 8, byOperator: 16 } as const;
const STATE_BY_CODE: readonly ScheduleState[] = ['prepublished', 'scheduled', 'live'];
const STATE_CODE_SQL = "CASE status WHEN 'scheduled' THEN 1 WHEN 'published' THEN 2 ELSE 0 END";

const toWindow = ([id, moduleKey, winStart, winEnd, flags, title]: WorkflowWindowRow): RawWindow => ({
  module: moduleKey,
  recordId: id,
  state: STATE_BY_CODE[flags & ROW_FLAGS.state] ?? 'prepublished',
  start: winStart,
  end: winEnd,
  byOperator: (flags & ROW_FLAGS.byOperator) !== 0,
  late: (flags & ROW_FLAGS.late) !== 0,
  title: title ?? '',
  // Made when first asked for (startText, endText); set here so every window of the scan has one shape.
  startText: undefined,
  endText: undefined,
});

/** A window [start, end) meets a range when it overlaps it; a moment, when it falls in it (both ends given by the caller). */
const meets = (start: string, end: string) => `win_start < ${end} AND ((win_end IS NULL AND win_start >= ${start}) OR win_end > ${start})`;

/**
 * The entries meeting the range widened by the longest window on both sides (`@wideStart`, `@wideEnd`; `@from` is
 * the earliest start such a window can have), each marked whether it meets the range itself. Only those carry their
 * title (the record's stored name): the others are context for the collision checks, times alone, and only
 * windows (an entry of a module scheduled by effect or start time): a push collides only with a push of the same
 * moment and counts from its moment on, so every push a check reads beyond the range is counted, not listed
 * (`pushCountsBefore`).
 */
const WORKFLOW_SQL = `
  SELECT id, module_key, win_start, win_end,
         ${STATE_CODE_SQL} | (late * ${ROW_FLAGS.late}) | ((${meets('@start', '@end')}) * ${ROW_FLAGS.inRange})
           | ((@operator = '' OR instr(COALESCE(pre_operator, ''), @operator) > 0 OR instr(COALESCE(push_operator, ''), @operator) > 0) * ${ROW_FLAGS.byOperator}) AS flags,
         CASE WHEN ${meets('@start', '@end')} THEN title END AS title
    FROM (SELECT id, module_key, status, title, pre_operator, push_operator, late, effect_time, start_time,
                 ${WINDOW_START_SQL} AS win_start, ${WINDOW_END_SQL} AS win_end
            FROM workflow_records
           WHERE ${HOLDING_SQL} AND ${WINDOW_START_SQL} >= @from AND ${WINDOW_START_SQL} < @wideEnd)
   WHERE ${meets('@wideStart', '@wideEnd')}
     AND (${meets('@start', '@end')} OR COALESCE(effect_time, start_time) IS NOT NULL)`;

export class ScheduleSources {
  private readonly inRange;
  private readonly pushCounts;
  private readonly longest;
  // Each statement's own parameter and row types are given where it is asked for (`prepared<P, R>`).
  private readonly statements = new Map<string, Statement<unknown[], unknown>>();

  constructor(private readonly db: Db) {
    this.inRange = db
      .prepare<{ from: number; wideStart: number; start: number; end: number; wideEnd: number; operator: string }, WorkflowWindowRow>(WORKFLOW_SQL)
      .raw(true);
    // One statement for any number of modules: the keys travel as one JSON array.
    this.pushCounts = db
      .prepare<[string, number], [moduleKey: string, count: number]>(
        `SELECT module_key, COUNT(*) FROM workflow_records WHERE module_key IN (SELECT value FROM json_each(?)) AND ${HOLDING_SQL} AND push_time < ? GROUP BY module_key`,
      )
      .raw(true);
    this.longest = db.prepare<[], { span: number }>(
      `SELECT ${WINDOW_SPAN_SQL} AS span FROM workflow_records WHERE ${HOLDING_SQL} AND ${WINDOW_SPAN_SQL} IS NOT NULL ORDER BY ${WINDOW_SPAN_SQL} DESC LIMIT 1`,
    );
  }

  /** A statement prepared once (preparing costs more than a small query runs). */
  private prepared<P extends unknown[] | object, R>(sql: string): Statement<P, R> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare<unknown[], unknown>(sql);
      this.statements.set(sql, statement);
    }
    return statement as unknown as Statement<P, R>;
  }

  /** The longest window of any entry holding a time (0 when none): one step down the span index. */
  longestWindow(): number {
    const row = this.longest.get();
    return Math.max(0, row?.span ?? 0);
  }

  /**
   * Every module's pre-published, scheduled and live entries that meet the range (`inRange`), and with them the windows
   * that meet it widened by the longest window on both sides (`context`: every entry that can collide with one
   * answered), from one index range scan.
   */
  workflow({ start, end, operator }: WindowQuery): { inRange: RawWindow[]; context: RawWindow[] } {
    const longest = this.longestWindow();
    const rows = this.inRange.all({ from: start - 2 * longest, wideStart: start - longest, start, end, wideEnd: end + longest, operator });
    const context = rows.map(toWindow);
    return { inRange: context.filter((_, i) => ((rows[i]?.[4] ?? 0) & ROW_FLAGS.inRange) !== 0), context };
  }

  /**
   * How many entries of each push module hold a push time before `at` (a push lasts until withdrawn, so each counts
   * as live from then on), from the (module, status, push_time) index alone. Modules with none are left out.
   */
  pushCountsBefore(moduleKeys: readonly string[], at: number): Map<string, number> {
    if (moduleKeys.length === 0) return new Map();
    return new Map(this.pushCounts.all(JSON.stringify(moduleKeys), at));
  }

  /** H5 releases: scheduled ones at their time, waiting ones (no time yet) at their pre-publish, live ones since they went live. */
  h5({ start, end, operator }: WindowQuery): RawWindow[] {
    const range: TimeRange = { start, end };
    const pending = this
      .prepared<TimeRange, { id: number; path: string; status: string; pre_operator: string; pre_time: number; push_operator: string | null; push_time: number | null }>(
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
        byOperator: byOperator(operator, row.pre_operator, row.push_operator),
        late: false,
        title: row.path,
      }));
    const live = this
      .prepared<TimeRange, { id: number; path: string; pre_operator: string | null; push_operator: string; push_time: number; late: number }>(
        `SELECT p.id, p.path, p.pre_operator, p.push_operator, p.push_time,
                EXISTS (SELECT 1 FROM h5_history h WHERE h.action = 'publish' AND h.path = p.path AND h.sha256 = p.sha256 AND h.late = 1) AS late
           FROM h5_publications p WHERE p.state = 'live' AND p.push_time >= @start AND p.push_time < @end`,
      )
      .all(range)
      .map((row): RawWindow => ({
        // A publication, not a pre-publish entry: its own row numbers (scheduleEntryKey tells them apart by the state).
        module: H5_SCHEDULE_MODULE,
        recordId: row.id,
        state: 'live',
        start: row.push_time,
        end: null,
        byOperator: byOperator(operator, row.pre_operator, row.push_operator),
        late: row.late === 1,
        title: row.path,
      }));
    return [...pending, ...live];
  }

  /** Stock news pushed or to be pushed in the range (its off-shelf application waiting: still live). */
  stockNews({ start, end, operator }: WindowQuery): RawWindow[] {
    return this
      .prepared<TimeRange, { id: number; stock_name: string; title: string; shelf: string; submitted_by: string; push_time: number }>(
        `SELECT id, stock_name, title, shelf, submitted_by, push_time FROM stock_news
          WHERE push_time IS NOT NULL AND push_time >= @start AND push_time < @end AND shelf IN ('scheduled', 'published', 'offPending')`,
      )
      .all({ start, end })
      .map((row) => ({
        module: STOCK_NEWS_SCHEDULE_MODULE,
        recordId: row.id,
        state: row.shelf === 'scheduled' ? 'scheduled' : 'live',
        start: row.push_time,
        end: null,
        byOperator: byOperator(operator, row.submitted_by),
        late: false,
        title: `${row.stock_name}：${row.title}`,
      }));
  }

  /** Which picks (slot_refs) of these entries name an article, fund or manager. */
  picks(recordIds: readonly number[]): { record_id: number; library: string; item_key: string; field: string; position: number }[] {
    // One statement for any number of entries: the ids travel as one JSON array.
    return this.prepared<[string], { record_id: number; library: string; item_key: string; field: string; position: number }>(
      `SELECT record_id, library, item_key, field, position FROM slot_refs
        WHERE record_id IN (SELECT value FROM json_each(?)) AND library IN ('articles', 'funds', 'managers')`,
    ).all(JSON.stringify(recordIds));
  }

  /** Of these article keys, the ones in the recycle bin. */
  recycledArticles(keys: readonly string[]): Set<string> {
    if (keys.length === 0) return new Set();
    const rows = this.prepared<[string], { link_id: string }>('SELECT link_id FROM articles WHERE deleted = 1 AND link_id IN (SELECT value FROM json_each(?))').all(
      JSON.stringify(keys),
    );
    return new Set(rows.map((row) => row.link_id));
  }
}

/**
 * The publishing calendar's indexes (issue 33): one migration step, appended to db/schema.ts's list. The calendar
 * asks every source "what shows between these two times"; each source answers from an index on its times.
 *
 * A workflow entry's window starts at its effect or start time, else (a push module) at its push time, and ends at its
 * dead or end time (none for a push). Both expressions are indexed over the entries that hold a time (pre-published,
 * scheduled, live), and so is their difference: the longest window bounds how far before the range a window that
 * reaches into it can start, so the range is one index range scan, not a scan of everything before it. The start's
 * index carries every column the calendar reads (the entry's name and operators too): the scan never leaves the index, which
 * made a month of 100,000 entries three times faster than looking each row up in the table.
 */
export const WINDOW_START_SQL = 'COALESCE(effect_time, start_time, push_time)';
export const WINDOW_END_SQL = 'COALESCE(dead_time, end_time)';
export const WINDOW_SPAN_SQL = `${WINDOW_END_SQL} - ${WINDOW_START_SQL}`;
/** What the calendar reads of an entry (id is the rowid, in every index). */
const CALENDAR_COLUMNS = 'effect_time, start_time, push_time, dead_time, end_time, module_key, status, late, pre_operator, push_operator, title';
export const HOLDING_SQL = "status IN ('prepublished', 'scheduled', 'published')";

/**
 * As first written (a step already applied to existing databases, so its text never changes): the index carried the
 * entries' values, from which the calendar parsed each title.
 */
const CALENDAR_COLUMNS_WITH_VALUES =
  'effect_time, start_time, push_time, dead_time, end_time, module_key, status, late, pre_operator, push_operator, field_values';

export const SCHEDULE_MIGRATION = `
  CREATE INDEX workflow_records_by_window_start ON workflow_records (${WINDOW_START_SQL}, ${CALENDAR_COLUMNS_WITH_VALUES}) WHERE ${HOLDING_SQL};
  CREATE INDEX workflow_records_by_window_span  ON workflow_records (${WINDOW_SPAN_SQL}) WHERE ${HOLDING_SQL};
  CREATE INDEX h5_publications_live_by_time ON h5_publications (push_time) WHERE state = 'live';
  CREATE INDEX h5_prepublish_by_pre_time    ON h5_prepublish (pre_time);
  CREATE INDEX stock_news_by_push_time      ON stock_news (push_time) WHERE push_time IS NOT NULL;
`;

/**
 * Each entry's name kept beside its values (`title`: contract entryTitle as the module names it when the values are
 * written; EntryTitleIndex writes it and refreshes every one at start, so a module whose naming fields changed is named
 * as the code reads it today). The calendar's index carries the name instead of the values: a month names thousands of
 * entries, and parsing each one's JSON cost more than the rest of mapping it, while an entry's values (a rich text, a
 * list of picks) can be kilobytes the index copied for one short name.
 */
export const ENTRY_TITLE_MIGRATION = `
  ALTER TABLE workflow_records ADD COLUMN title TEXT;
  DROP INDEX workflow_records_by_window_start;
  CREATE INDEX workflow_records_by_window_start ON workflow_records (${WINDOW_START_SQL}, ${CALENDAR_COLUMNS}) WHERE ${HOLDING_SQL};
`;

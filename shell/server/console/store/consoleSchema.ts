/**
 * The console service's own tables, typed once for both stores (SQLite by default, PostgreSQL for several copies of the
 * shell's server): Kysely checks every query against these types, whichever database answers it.
 *
 * Times are epoch milliseconds (`bigint` in PostgreSQL, read back as numbers: see openConsoleStore's type parser);
 * JSON is kept as text so both databases store and return the same string.
 */
import type { Generated } from 'kysely';

/** One change a person made through this console, as the backend confirmed it: the audit trail (issue 43). */
export interface ConsoleAuditRecordTable {
  id: Generated<number>;
  at: number;
  /** The account the backend confirmed for the session, as its name was then; its id where the backend gave one. */
  account: string;
  account_id: number | null;
  /** A module's key (wm/splashScreen) or a custom screen's (funds, h5 …), its title and the menu path owning it. */
  module_key: string;
  module_title: string;
  menu_path: string;
  /** The entry's id as its module names it; null: a module's draft. */
  entry_id: string | null;
  entry_title: string;
  action: string;
  /** The changed fields only, as JSON objects; null before a creation and after a deletion. */
  before: string | null;
  after: string | null;
}

/**
 * The entry index (issue 43; entryIndex/): what the backend's lists answered for each source — a module, the H5
 * releases, the stock news — kept so the calendar, home and search answer from one query, never from a walk of
 * every module's lists. It can be dropped and rebuilt from the backend at any time.
 */
export interface ConsoleIndexEntryTable {
  /** A module's key, or the calendar's key of a screen acting as one (contract H5_SCHEDULE_MODULE …). */
  source: string;
  /** Unique in its source: the record's id, `live-3` for a live H5 publication (contract scheduleEntryKey). */
  entry_key: string;
  record_id: number;
  /** Contract ScheduleState: prepublished, scheduled or live. */
  state: string;
  /** The entry's name (contract entryTitle); '' when nothing names it. */
  title: string;
  /** Its window on the calendar (epoch ms): a moment when `win_end` is null; null when it holds no time. */
  win_start: number | null;
  win_end: number | null;
  /** 1: the scheduler put it live late. */
  late: number;
  /** The names of who pre-published and published it, one per line (the calendar's operator filter). */
  operators: string;
}

/** Every library item an indexed entry or a module's saved draft picks, one row per place it sits (where-used). */
export interface ConsoleIndexRefTable {
  source: string;
  /** The entry's key in its source; null: the module's saved draft. */
  entry_key: string | null;
  library: string;
  item_key: string;
  /** The field it sits in (`slides.jump_target` for a collection's item) and its position there. */
  field: string;
  position: number;
}

/** A module's saved draft, as `GET content` answered it (home's 我的草稿). */
export interface ConsoleIndexDraftTable {
  source: string;
  title: string;
  update_time: number;
  update_operator: string;
}

/** An item waiting for someone's approval (home's 待审批), as its screen's list answered it. */
export interface ConsoleIndexWaitingTable {
  source: string;
  item_id: number;
  title: string;
  /** What waits, in words: 待运营发布审批, 待下架审批. */
  waiting: string;
  /** When it last changed (epoch ms). */
  at: number;
}

/** When each source was last read from the backend, and whether a write through this console has moved it on since. */
export interface ConsoleIndexSourceTable {
  source: string;
  /** Epoch ms of the last read that succeeded; 0: never. */
  synced_at: number;
  /**
   * When a write through this console last changed it (epoch ms; 0: none since the last read began): such a source is
   * read again before it is answered from. A read clears only a mark older than its own start.
   */
  stale: number;
  /** The backend's refusal or failure at the last attempt, in words; null when it answered. */
  failure: string | null;
  attempted_at: number;
  /** Its longest window (ms; 0: none): how far before a range a window of it reaching into the range can start. */
  longest: Generated<number>;
  /** How many reads replaced its entries: what a copy's in-memory windows of it compare with. */
  generation: Generated<number>;
}

/** 发布批次 (issue 48, releases/): a campaign's entries scheduled, moved, withdrawn and taken off shelf as one. */
export interface ConsoleReleaseTable {
  id: Generated<number>;
  name: string;
  /** Its time (epoch ms): every entry goes live then. */
  push_time: number;
  note: string;
  /** Who made it (the account's name). */
  owner: string;
  /** Contract ReleaseState. */
  state: string;
  /** Raised by every change: a write naming an older one is refused (no silent overwrite). */
  version: number;
  update_time: number;
  update_operator: string;
  /** What stopped its last scheduling or move, in words; null when nothing did. */
  stopped: string | null;
}

/** A release's entries in the order its screen lists them, each with its name when it was last seen. */
export interface ConsoleReleaseEntryTable {
  release_id: number;
  position: number;
  module_key: string;
  record_id: number;
  title: string;
}

export interface ConsoleDatabase {
  console_audit_records: ConsoleAuditRecordTable;
  console_index_entries: ConsoleIndexEntryTable;
  console_index_refs: ConsoleIndexRefTable;
  console_index_drafts: ConsoleIndexDraftTable;
  console_index_waiting: ConsoleIndexWaitingTable;
  console_index_sources: ConsoleIndexSourceTable;
  console_releases: ConsoleReleaseTable;
  console_release_entries: ConsoleReleaseEntryTable;
}

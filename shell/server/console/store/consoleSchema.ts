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

export interface ConsoleDatabase {
  console_audit_records: ConsoleAuditRecordTable;
}

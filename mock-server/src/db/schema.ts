import type Database from 'better-sqlite3';
import { ROLES } from 'shared-ui/contract';
import { ARTICLES_MIGRATION } from '../articles/schema';
import { FUNDS_MIGRATION } from '../funds/schema';
import { H5_RELEASE_MIGRATION } from '../h5release/schema';
import { MANAGERS_MIGRATION } from '../managers/schema';
import { STOCK_NEWS_MIGRATION } from '../stockNews/schema';
import { OTHER_NEWS_MIGRATION } from '../otherStockNews/schema';
import { SMS_MIGRATION } from '../sms/schema';
import { ENTRY_TITLE_MIGRATION, SCHEDULE_MIGRATION } from '../schedule/schema';

const roleCheck = ROLES.map((role) => `'${role}'`).join(', ');

/**
 * Issue 30: the saved drafts' reference index (a library item a draft picks counts as in use), and financingOrder's
 * stored `close_time` renamed to the spec's `end_time`.
 */
export const DRAFT_REFS_AND_END_TIME_MIGRATION = `
  -- The reference index of the saved drafts (one per module): a library item a draft picks counts as in use, so it
  -- cannot be deleted from under the draft (issue 30). Rebuilt from workflow_drafts at start, like slot_refs.
  CREATE TABLE draft_refs (
    module_key TEXT    NOT NULL,
    library    TEXT    NOT NULL,
    item_key   TEXT    NOT NULL,
    field      TEXT    NOT NULL,
    position   INTEGER NOT NULL
  );
  CREATE INDEX draft_refs_by_item   ON draft_refs (library, item_key);
  CREATE INDEX draft_refs_by_module ON draft_refs (module_key);

  -- financingOrder speaks the spec's end_time (it was stored as close_time): rename it in stored entries and drafts.
  UPDATE workflow_records
     SET field_values = json_set(json_remove(field_values, '$.close_time'), '$.end_time', json_extract(field_values, '$.close_time'))
   WHERE module_key = 'br/financingOrder' AND json_type(field_values, '$.close_time') IS NOT NULL;
  UPDATE workflow_drafts
     SET field_values = json_set(json_remove(field_values, '$.close_time'), '$.end_time', json_extract(field_values, '$.close_time'))
   WHERE module_key = 'br/financingOrder' AND json_type(field_values, '$.close_time') IS NOT NULL;
  `;

/**
 * 热门专题 and 市场参考 call their article list rm_articles (spec §3's pre-publish record), not articles: stored entries
 * and drafts are renamed in place, keys in canonical (sorted) order as the server writes them. The reference index is
 * rebuilt from the values at every start.
 */
export const CURATED_RM_ARTICLES_MIGRATION = `
  UPDATE workflow_records
     SET field_values = json_object('rm_articles', json(json_extract(field_values, '$.articles')), 'title', json_extract(field_values, '$.title'))
   WHERE module_key IN ('wm/hotSubject', 'wm/marketReference') AND json_type(field_values, '$.articles') = 'array';
  UPDATE workflow_drafts
     SET field_values = json_object('rm_articles', json(json_extract(field_values, '$.articles')), 'title', json_extract(field_values, '$.title'))
   WHERE module_key IN ('wm/hotSubject', 'wm/marketReference') AND json_type(field_values, '$.articles') = 'array';
`;

/**
 * 企业动态's 新闻日期 and 媒体报道's 报道日期 are dates (`YYYY-MM-DD`), no longer date-times: stored entries and drafts
 * keep their day (the key stays where it is, so the canonical JSON the server compares is unchanged but for the value).
 */
export const OW_NEWS_DATE_MIGRATION = ['workflow_records', 'workflow_drafts']
  .flatMap((table) =>
    [
      ['ow/dynamics', 'news_time'],
      ['ow/media', 'report_time'],
    ].map(
      ([moduleKey, name]) => `
  UPDATE ${table}
     SET field_values = json_set(field_values, '$.${name}', substr(json_extract(field_values, '$.${name}'), 1, 10))
   WHERE module_key = '${moduleKey}' AND length(json_extract(field_values, '$.${name}')) = 19;`,
    ),
  )
  .join('\n');

/**
 * The schema as an append-only list of steps. SQLite's `user_version` records how many have run, so a file database
 * created by an earlier version gains the new tables on its next start. A later issue adds a table by appending a
 * step here; never edit a step that has shipped.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE accounts (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    account         TEXT    NOT NULL UNIQUE,
    password_hash   TEXT    NOT NULL,
    role            TEXT    NOT NULL CHECK (role IN (${roleCheck})),
    is_super_admin  INTEGER NOT NULL DEFAULT 0,
    -- JSON list of permitted route paths; NULL means full access.
    permission      TEXT,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    locked_until    INTEGER
  );

  CREATE TABLE sessions (
    id             TEXT    PRIMARY KEY,
    account_id     INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    -- The role granted at sign-in; the request hook trusts this, never the groupID cookie.
    role           TEXT    NOT NULL,
    created_at     INTEGER NOT NULL,
    expires_at     INTEGER NOT NULL,
    last_active_at INTEGER NOT NULL,
    ended_at       INTEGER
  );
  CREATE INDEX sessions_by_account ON sessions (account_id);

  CREATE TABLE captchas (
    verify_key  TEXT    PRIMARY KEY,
    answer      TEXT    NOT NULL,
    client_id   TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    -- Set by the one verification attempt a captcha allows, right or wrong.
    tried_at    INTEGER,
    -- Set when that attempt was right.
    verified_at INTEGER,
    -- 1 once a sign-in attempt has spent this verification.
    used        INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX captchas_by_client ON captchas (client_id, verified_at);
  `,
  `
  -- The common publish workflow (spec §4): one row per pre-published entry, through published to history.
  -- Times are epoch milliseconds; the API formats them as Asia/Shanghai wall time on the way out.
  CREATE TABLE workflow_records (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    -- The module's key (\`wm/splashScreen\`): modules sharing an API base keep their records apart by it.
    module_key      TEXT    NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('prepublished', 'scheduled', 'published', 'history')),
    -- JSON object of the module's field values, as its schema parsed them.
    field_values    TEXT    NOT NULL,
    pre_operator    TEXT,
    pre_time        INTEGER,
    push_operator   TEXT,
    -- The preset push time of a push_time module; for every module, when the entry goes (went) live.
    push_time       INTEGER,
    effect_time     INTEGER,
    dead_time       INTEGER,
    start_time      INTEGER,
    end_time        INTEGER,
    update_time     INTEGER NOT NULL,
    remove_operator TEXT,
    remove_time     INTEGER,
    -- 1 when the scheduler applied a due change late (the server was down when it fell due).
    late            INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX workflow_records_by_id          ON workflow_records (module_key, status, id);
  CREATE INDEX workflow_records_by_pre_time    ON workflow_records (module_key, status, pre_time);
  CREATE INDEX workflow_records_by_push_time   ON workflow_records (module_key, status, push_time);
  CREATE INDEX workflow_records_by_effect_time ON workflow_records (module_key, status, effect_time);
  CREATE INDEX workflow_records_by_start_time  ON workflow_records (module_key, status, start_time);
  CREATE INDEX workflow_records_by_end_time    ON workflow_records (module_key, status, end_time);
  -- The scheduler's two questions: which scheduled entries are due, which published ones have expired.
  CREATE INDEX workflow_records_due_live ON workflow_records (status, push_time);
  CREATE INDEX workflow_records_due_dead ON workflow_records (status, dead_time);
  CREATE INDEX workflow_records_due_end  ON workflow_records (status, end_time);

  -- The one saved draft of each module (\`GET content\`), removed when it is pre-published.
  CREATE TABLE workflow_drafts (
    module_key      TEXT    PRIMARY KEY,
    field_values    TEXT    NOT NULL,
    update_time     INTEGER NOT NULL,
    update_operator TEXT    NOT NULL
  );

  -- Modules whose seed rows have been inserted: a module added later is seeded on its first start, and only then.
  CREATE TABLE workflow_seeded (
    module_key TEXT    PRIMARY KEY,
    seeded_at  INTEGER NOT NULL
  );

  -- Uploaded images, content-addressed (id = start of the SHA-256 of the bytes), kept as blobs in the database so
  -- an upload is as durable as the record that points at it and \`:memory:\` needs no folder.
  CREATE TABLE uploaded_files (
    id           TEXT    PRIMARY KEY,
    module_key   TEXT    NOT NULL,
    field        TEXT    NOT NULL,
    file_name    TEXT    NOT NULL,
    content_type TEXT    NOT NULL,
    bytes        BLOB    NOT NULL,
    created_at   INTEGER NOT NULL,
    created_by   TEXT    NOT NULL
  );
  `,
  `
  -- Permission management (spec §6): one row per create or update of an admin account, kept for good so a super
  -- admin can see who granted what and when. Snapshots are JSON {role, isSuperAdmin, permission}.
  CREATE TABLE permission_audit (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    -- The caller's account name, not an id: the trail must stay readable whatever happens to that account.
    actor      TEXT    NOT NULL,
    at         INTEGER NOT NULL,
    action     TEXT    NOT NULL CHECK (action IN ('create', 'update')),
    before     TEXT,
    after      TEXT    NOT NULL
  );
  CREATE INDEX permission_audit_by_account ON permission_audit (account_id, at, id);
  `,
  H5_RELEASE_MIGRATION,
  ARTICLES_MIGRATION,
  `
  -- The reference index: one row per library item an entry names (contract entryRefs), written with the entry's
  -- values in the same transaction. "Is this item in use, and where" joins it to the entry's status.
  CREATE TABLE slot_refs (
    record_id  INTEGER NOT NULL REFERENCES workflow_records(id) ON DELETE CASCADE,
    module_key TEXT    NOT NULL,
    library    TEXT    NOT NULL,
    item_key   TEXT    NOT NULL,
    field      TEXT    NOT NULL,
    position   INTEGER NOT NULL
  );
  CREATE INDEX slot_refs_by_item   ON slot_refs (library, item_key);
  CREATE INDEX slot_refs_by_record ON slot_refs (record_id);
  `,
  FUNDS_MIGRATION,
  MANAGERS_MIGRATION,
  `
  -- The order staff set for a module's live entries (contract liveList: home common topics); NULL elsewhere.
  ALTER TABLE workflow_records ADD COLUMN live_position INTEGER;
  `,
  STOCK_NEWS_MIGRATION,
  OTHER_NEWS_MIGRATION,
  `
  -- Who last wrote an entry's values (pre-publish again, a live edit): a stale save's refusal names them (1043).
  ALTER TABLE workflow_records ADD COLUMN update_operator TEXT;

  -- Accounts whose password an admin chose (create, reset): a row means "must replace it before anything else".
  CREATE TABLE password_must_change (
    account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    since      INTEGER NOT NULL
  );
  `,
  DRAFT_REFS_AND_END_TIME_MIGRATION,
  CURATED_RM_ARTICLES_MIGRATION,
  SMS_MIGRATION,
  OW_NEWS_DATE_MIGRATION,
  `
  -- The small WebP kept beside each uploaded image (issue 32: lists and forms draw images small), made on upload or on
  -- the first request for a file uploaded before thumbnails existed; served at the file's URL plus its processing query.
  CREATE TABLE uploaded_thumbnails (
    id           TEXT    PRIMARY KEY REFERENCES uploaded_files(id) ON DELETE CASCADE,
    content_type TEXT    NOT NULL,
    bytes        BLOB    NOT NULL,
    width        INTEGER NOT NULL,
    height       INTEGER NOT NULL
  );
  `,
  SCHEDULE_MIGRATION,
  // Issue 33 created mock-server's own audit_records here. The audit trail is the shell's server's now
  // (shell/server/console/audit): this step is kept, empty, so the steps after it keep their numbers, and the last step
  // drops the table from the databases that ran it.
  `
  -- (was: the audit_records table; dropped below)
  `,
  ENTRY_TITLE_MIGRATION,
  `
  -- The audit trail is the shell's server's (shell/server/console/audit): mock-server keeps none. Dropping the table
  -- drops its indexes too.
  DROP TABLE IF EXISTS audit_records;
  `,
];

/** The schema version a fully migrated database reports in \`user_version\`. */
export const SCHEMA_VERSION = MIGRATIONS.length;

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const pending = MIGRATIONS.slice(current);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const step of pending) db.exec(step);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}

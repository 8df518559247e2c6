import type Database from 'better-sqlite3';
import { ROLES } from 'shared-ui/contract';

const roleCheck = ROLES.map((role) => `'${role}'`).join(', ');

/**
 * The schema as an append-only list of steps. SQLite's `user_version` records how many have run, so a file database
 * created by an earlier version gains the new tables on its next start. A later issue adds a table by appending a
 * step here; never edit a step that has shipped.
 */
const MIGRATIONS: readonly string[] = [
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
];

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const pending = MIGRATIONS.slice(current);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const step of pending) db.exec(step);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}

/**
 * The H5 release system's tables: one migration step, appended to db/schema.ts's list. Times are epoch milliseconds;
 * file bytes live on disk as content-addressed blobs (blobStore.ts), the rows name them by their SHA-256.
 */
export const H5_RELEASE_MIGRATION = `
  -- The edit view's tree: folders and files. parent_id 0 is the root (no row), so it carries no foreign key;
  -- deleting a folder deletes its subtree in the same transaction (the service walks it).
  CREATE TABLE h5_items (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    parent_id       INTEGER NOT NULL,
    type            TEXT    NOT NULL CHECK (type IN ('folder', 'file')),
    file_name       TEXT    NOT NULL,
    remark          TEXT    NOT NULL DEFAULT '',
    order_index     INTEGER NOT NULL,
    -- Files only (NULL for folders): the current bytes and what they are.
    sha256          TEXT,
    size            INTEGER,
    content_type    TEXT,
    git_id          TEXT    NOT NULL DEFAULT '',
    update_time     INTEGER NOT NULL,
    update_operator TEXT    NOT NULL
  );
  -- One name per folder, folders and files alike: both become one URL segment.
  CREATE UNIQUE INDEX h5_items_by_name ON h5_items (parent_id, file_name);

  -- Pre-published snapshots of a file (its path, bytes and git version when pre-published), waiting or scheduled.
  -- Published entries leave this table for h5_publications.
  CREATE TABLE h5_prepublish (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    file_id       INTEGER NOT NULL,
    path          TEXT    NOT NULL,
    sha256        TEXT    NOT NULL,
    size          INTEGER NOT NULL,
    git_id        TEXT    NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('waiting', 'scheduled')),
    pre_operator  TEXT    NOT NULL,
    pre_time      INTEGER NOT NULL,
    push_operator TEXT,
    push_time     INTEGER
  );
  CREATE INDEX h5_prepublish_by_file ON h5_prepublish (file_id, status);
  CREATE INDEX h5_prepublish_by_path ON h5_prepublish (path, status, push_time);
  CREATE INDEX h5_prepublish_due     ON h5_prepublish (status, push_time);

  -- Every version that went live at a path. At most one row per path is 'live'; the 'superseded' rows below it are
  -- what a revoke goes back to (newest first); a revoked version stays as 'revoked' for the record.
  CREATE TABLE h5_publications (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    file_id       INTEGER NOT NULL,
    path          TEXT    NOT NULL,
    sha256        TEXT    NOT NULL,
    size          INTEGER NOT NULL,
    git_id        TEXT    NOT NULL,
    state         TEXT    NOT NULL CHECK (state IN ('live', 'superseded', 'revoked')),
    pre_operator  TEXT,
    pre_time      INTEGER,
    push_operator TEXT    NOT NULL,
    push_time     INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX h5_publications_one_live ON h5_publications (path) WHERE state = 'live';
  CREATE INDEX h5_publications_by_path ON h5_publications (path, state, id);
  CREATE INDEX h5_publications_by_file ON h5_publications (file_id, state);

  -- Every publish and revoke, kept for good (the release view's history).
  CREATE TABLE h5_history (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    action           TEXT    NOT NULL CHECK (action IN ('publish', 'revoke')),
    path             TEXT    NOT NULL,
    git_id           TEXT    NOT NULL,
    sha256           TEXT    NOT NULL,
    operator         TEXT    NOT NULL,
    time             INTEGER NOT NULL,
    pre_operator     TEXT,
    pre_time         INTEGER,
    -- A revoke: the version that came back (NULL when the page was removed).
    restored_git_id  TEXT,
    restored_sha256  TEXT,
    -- 1 when the scheduler applied a due publish late (the server was down when it fell due).
    late             INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX h5_history_by_time ON h5_history (time, id);

  -- Set once the demo tree has been seeded: what people changed or removed since stays so.
  CREATE TABLE h5_seeded (
    id        INTEGER PRIMARY KEY CHECK (id = 1),
    seeded_at INTEGER NOT NULL
  );
`;

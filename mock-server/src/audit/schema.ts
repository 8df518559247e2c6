/**
 * Issue 33: the one audit trail. One row per change a person makes, written by `AuditTrail.record` inside the
 * change's own transaction. The indexes answer the trail's questions: newest first overall, by person, by module, by
 * action (each with the time range), and one entry's 修改记录.
 */
export const AUDIT_TRAIL_MIGRATION = `
  CREATE TABLE audit_records (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    at           INTEGER NOT NULL,
    -- Who: the account's id (NULL only if the name no longer resolves) and its name as it was, readable for good.
    account_id   INTEGER,
    account      TEXT    NOT NULL,
    -- Where: a module's key (wm/splashScreen) or a custom screen's (funds, h5 …), its title and the menu path owning it.
    module_key   TEXT    NOT NULL,
    module_title TEXT    NOT NULL,
    menu_path    TEXT    NOT NULL,
    -- Which entry: its id as its module names it (NULL: a module's draft) and its title when the change was made.
    entry_id     TEXT,
    entry_title  TEXT    NOT NULL,
    action       TEXT    NOT NULL,
    -- The changed fields only, as JSON objects; NULL before a creation and after a deletion.
    before       TEXT,
    after        TEXT
  );
  CREATE INDEX audit_records_by_time    ON audit_records (at, id);
  CREATE INDEX audit_records_by_account ON audit_records (account, at);
  CREATE INDEX audit_records_by_module  ON audit_records (module_key, at);
  CREATE INDEX audit_records_by_action  ON audit_records (action, at);
  CREATE INDEX audit_records_by_entry   ON audit_records (module_key, entry_id, at);
`;

/**
 * The fund-manager library's tables: one migration step, appended to db/schema.ts's list after the funds' (a manager's
 * funds point at the fund library). Times are epoch milliseconds, formatted as Asia/Shanghai wall time on the way out.
 */
export const MANAGERS_MIGRATION = `
  -- 基金经理库. \`seq\` never repeats (AUTOINCREMENT), so a deleted manager's key (M1013) is never given to someone
  -- else: an old article naming it cannot come to name another person.
  CREATE TABLE managers (
    seq             INTEGER PRIMARY KEY AUTOINCREMENT,
    id              TEXT    NOT NULL UNIQUE,
    name            TEXT    NOT NULL,
    company         TEXT    NOT NULL,
    photo           TEXT    NOT NULL DEFAULT '',
    intro           TEXT    NOT NULL,
    years           INTEGER NOT NULL,
    create_time     INTEGER NOT NULL,
    create_operator TEXT    NOT NULL,
    update_time     INTEGER NOT NULL,
    update_operator TEXT    NOT NULL,
    UNIQUE (name, company)
  );

  -- The funds a manager manages, in the order shown. A fund deleted from the fund library leaves every list with it.
  CREATE TABLE manager_funds (
    manager_seq INTEGER NOT NULL REFERENCES managers(seq) ON DELETE CASCADE,
    fund_id     INTEGER NOT NULL REFERENCES funds(id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    PRIMARY KEY (manager_seq, fund_id)
  );
  CREATE INDEX manager_funds_by_fund ON manager_funds (fund_id);

  -- Seeded-once marker of the library's demo rows (rows people changed or removed since stay so).
  CREATE TABLE manager_seeded (
    name      TEXT    PRIMARY KEY,
    seeded_at INTEGER NOT NULL
  );
`;

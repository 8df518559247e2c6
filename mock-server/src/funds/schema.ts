/**
 * The fund library's tables: one migration step, appended to db/schema.ts's list. Times are epoch milliseconds,
 * formatted as Asia/Shanghai wall time on the way out.
 */
export const FUNDS_MIGRATION = `
  -- The product catalogue (the fund-data system's list, reference data): the library picks from it by ISIN.
  CREATE TABLE fund_catalogue (
    isin       TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    currency   TEXT NOT NULL,
    risk_level TEXT NOT NULL,
    fund_house TEXT NOT NULL,
    fund_type  TEXT NOT NULL
  );

  -- The operation library: catalogue funds with the words the app shows beside them. Slots name a fund by id.
  CREATE TABLE funds (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    isin            TEXT    NOT NULL UNIQUE REFERENCES fund_catalogue(isin),
    name            TEXT    NOT NULL UNIQUE,
    title           TEXT    NOT NULL,
    remark          TEXT    NOT NULL,
    description     TEXT    NOT NULL DEFAULT '',
    create_time     INTEGER NOT NULL,
    create_operator TEXT    NOT NULL,
    update_time     INTEGER NOT NULL,
    update_operator TEXT    NOT NULL
  );
  CREATE INDEX funds_by_update ON funds (update_time, id);

  -- Seeded-once marker of the library's demo rows (rows people changed or removed since stay so).
  CREATE TABLE fund_seeded (
    name      TEXT    PRIMARY KEY,
    seeded_at INTEGER NOT NULL
  );
`;

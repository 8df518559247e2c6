/** Stock-news items and their history (contract stockNewsApproval.ts); times are epoch milliseconds. */
export const STOCK_NEWS_MIGRATION = `
  CREATE TABLE stock_news (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    symbol        TEXT    NOT NULL,
    stock_name    TEXT    NOT NULL,
    title         TEXT    NOT NULL,
    content       TEXT    NOT NULL,
    source        TEXT    NOT NULL,
    -- 0 pending, 1 agreed, 2 rejected: the release's outcome.
    status        INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
    shelf         TEXT    NOT NULL DEFAULT 'none',
    -- The approval screen it waits at (70000, 80001, 70001, 80002); NULL when nothing waits.
    waiting_at    INTEGER,
    push_time     INTEGER,
    reject_reason TEXT    NOT NULL DEFAULT '',
    submitted_by  TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    version       INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX stock_news_by_waiting ON stock_news (waiting_at);
  CREATE INDEX stock_news_by_symbol ON stock_news (symbol);

  CREATE TABLE stock_news_history (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    news_id  INTEGER NOT NULL REFERENCES stock_news(id) ON DELETE CASCADE,
    action   TEXT    NOT NULL,
    screen   INTEGER,
    actor    TEXT    NOT NULL,
    reason   TEXT    NOT NULL DEFAULT '',
    at       INTEGER NOT NULL
  );
  CREATE INDEX stock_news_history_by_news ON stock_news_history (news_id, id);
`;

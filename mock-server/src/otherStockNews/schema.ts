/** Other stock news and their history (contract otherStockNews.ts); times are epoch milliseconds. */
export const OTHER_NEWS_MIGRATION = `
  CREATE TABLE other_stock_news (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    symbol      TEXT    NOT NULL,
    stock_name  TEXT    NOT NULL,
    title       TEXT    NOT NULL,
    summary     TEXT    NOT NULL DEFAULT '',
    content     TEXT    NOT NULL,
    source      TEXT    NOT NULL,
    source_url  TEXT    NOT NULL DEFAULT '',
    source_time INTEGER NOT NULL,
    -- 0 pending, 1 published, 2 off-shelf application waiting, 3 off shelf.
    status      INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
    updated_at  INTEGER NOT NULL,
    version     INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX other_stock_news_by_symbol ON other_stock_news (symbol, status);

  CREATE TABLE other_stock_news_history (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    news_id  INTEGER NOT NULL REFERENCES other_stock_news(id) ON DELETE CASCADE,
    action   TEXT    NOT NULL,
    actor    TEXT    NOT NULL,
    reason   TEXT    NOT NULL DEFAULT '',
    at       INTEGER NOT NULL
  );
  CREATE INDEX other_stock_news_history_by_news ON other_stock_news_history (news_id, id);
`;

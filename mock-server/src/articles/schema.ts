/**
 * The article library's tables: one migration step, appended to db/schema.ts's list. Times are epoch milliseconds,
 * formatted as Asia/Shanghai wall time on the way out, like the workflow's.
 */
export const ARTICLES_MIGRATION = `
  CREATE TABLE articles (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    -- The stable public id ('A' + yyyymmdd + sequence): slots, pushes and the app link to this, never to id.
    link_id          TEXT    NOT NULL UNIQUE,
    title            TEXT    NOT NULL,
    author           TEXT    NOT NULL DEFAULT '',
    image_author     TEXT    NOT NULL DEFAULT '',
    abstract         TEXT    NOT NULL DEFAULT '',
    -- Normalised 'a;b;c' as the contract's schema writes it; article_tags indexes each tag.
    tags             TEXT    NOT NULL DEFAULT '',
    url              TEXT    NOT NULL DEFAULT '',
    own_disclaimer   TEXT    NOT NULL DEFAULT '',
    other_disclaimer TEXT    NOT NULL DEFAULT '',
    thumbnail        TEXT    NOT NULL DEFAULT '',
    -- Sanitised HTML (contract sanitizeArticleHtml) only: nothing unsanitised is ever stored.
    content          TEXT    NOT NULL,
    article_module   TEXT    NOT NULL CHECK (article_module IN ('macro', 'hot', 'managerbrand', 'education')),
    show_time        INTEGER NOT NULL,
    position         INTEGER NOT NULL DEFAULT 0,
    manager_id       TEXT    NOT NULL DEFAULT '',
    pageview         INTEGER NOT NULL DEFAULT 0,
    create_time      INTEGER NOT NULL,
    create_operator  TEXT    NOT NULL,
    update_time      INTEGER NOT NULL,
    update_operator  TEXT    NOT NULL,
    -- 1 = in the recycle bin (soft delete: recovery brings it back with its linkId and records).
    deleted          INTEGER NOT NULL DEFAULT 0,
    delete_time      INTEGER,
    delete_operator  TEXT
  );
  -- One title among the articles outside the recycle bin (1019 on a duplicate add); the service checks first and
  -- answers, this index makes the rule hold whatever path writes.
  CREATE UNIQUE INDEX articles_live_title ON articles (title) WHERE deleted = 0;
  -- The list's sorts and filters, each led by the live/recycled split every query makes.
  CREATE INDEX articles_by_id          ON articles (deleted, id);
  CREATE INDEX articles_by_position    ON articles (deleted, position, id);
  CREATE INDEX articles_by_show_time   ON articles (deleted, show_time);
  CREATE INDEX articles_by_update_time ON articles (deleted, update_time);
  CREATE INDEX articles_by_pageview    ON articles (deleted, pageview);
  CREATE INDEX articles_by_module      ON articles (deleted, article_module, id);
  CREATE INDEX articles_by_author      ON articles (deleted, author);
  CREATE INDEX articles_by_manager     ON articles (deleted, manager_id) WHERE manager_id <> '';
  CREATE INDEX articles_by_delete_time ON articles (deleted, delete_time);

  -- Each tag of each article, so the tag filter is an index lookup rather than a LIKE over every row.
  CREATE TABLE article_tags (
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    tag        TEXT    NOT NULL,
    PRIMARY KEY (tag, article_id)
  ) WITHOUT ROWID;
  CREATE INDEX article_tags_by_article ON article_tags (article_id);

  -- The information feed (categories 1–14; 0 "featured" is the featured flag, not a category).
  CREATE TABLE information_items (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    link_id         TEXT    NOT NULL UNIQUE,
    type            INTEGER NOT NULL CHECK (type BETWEEN 1 AND 14),
    featured        INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
    -- 'cms' for items written here, else the feed's code (contract INFORMATION_SOURCES).
    source          TEXT    NOT NULL,
    title           TEXT    NOT NULL,
    author          TEXT    NOT NULL DEFAULT '',
    abstract        TEXT    NOT NULL DEFAULT '',
    content         TEXT    NOT NULL DEFAULT '',
    show_time       INTEGER NOT NULL,
    event_date      TEXT    NOT NULL DEFAULT '',
    market          TEXT    NOT NULL DEFAULT '',
    stock_code      TEXT    NOT NULL DEFAULT '',
    stock_name      TEXT    NOT NULL DEFAULT '',
    event_type      TEXT    NOT NULL DEFAULT '',
    related_stocks  TEXT    NOT NULL DEFAULT '',
    pageview        INTEGER NOT NULL DEFAULT 0,
    create_time     INTEGER NOT NULL,
    create_operator TEXT    NOT NULL,
    update_time     INTEGER NOT NULL,
    update_operator TEXT    NOT NULL
  );
  CREATE INDEX information_by_type      ON information_items (type, id);
  CREATE INDEX information_by_featured  ON information_items (featured, id);
  CREATE INDEX information_by_show_time ON information_items (type, show_time);
  -- The duplicate checks: same category and title; a stock-calendar entry's date, stock and event.
  CREATE INDEX information_by_title     ON information_items (type, title);
  CREATE INDEX information_by_event     ON information_items (event_date, stock_code, event_type) WHERE type = 1;

  -- The edit record of articles and information items alike: who created, edited, deleted or recovered what, when.
  CREATE TABLE article_edit_records (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    subject  TEXT    NOT NULL CHECK (subject IN ('article', 'information')),
    link_id  TEXT    NOT NULL,
    type     TEXT    NOT NULL CHECK (type IN ('create', 'edit', 'delete', 'recover')),
    operator TEXT    NOT NULL,
    time     INTEGER NOT NULL
  );
  CREATE INDEX article_edit_records_by_subject ON article_edit_records (subject, link_id, id);

  -- Set once the demo library has been generated: articles people since deleted or edited stay so on restart.
  CREATE TABLE article_seeded (
    name      TEXT    PRIMARY KEY,
    seeded_at INTEGER NOT NULL
  );
`;

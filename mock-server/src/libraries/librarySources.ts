/**
 * Where each library's items come from, behind one face: find by keys, search by text. The workflow's existence check,
 * its list filters and labels, the stock search and the manager library's fund pick read items through it. (The
 * pickers' own call is the console service's, which reads the libraries through the spec's lists.)
 * A library whose source is not served yet has none here; a module naming it is refused at start-up.
 */
import { LIBRARIES, formatCmsTime, splitMultiValue, type ArticleEntryFacts, type LibraryFilter, type LibraryItem } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import type { LibrarySource, LibrarySources } from './librarySource';
import { fundSource } from '../funds/fundSource';
import { managerSource } from '../managers/managerSource';
import { stockSource } from './stocks';
import { liveEntrySource } from './liveEntrySource';


const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
/** `%` and `_` typed into a search box mean themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function inKeyOrder(keys: readonly string[], items: LibraryItem[]): LibraryItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return [...new Set(keys)].flatMap((key) => byId.get(key) ?? []);
}

interface TitledRow {
  link_id: string;
  title: string;
  author: string;
  show_time: number;
}

/**
 * A library kept in one table of link_id/title rows (articles, information items). `filterColumns`: the filters it
 * honours, each a column of the table (articles: article_module).
 */
function tableSource(db: Db, table: 'articles' | 'information_items', liveOnly: string, filterColumns: readonly string[] = []): LibrarySource {
  const toItem = (row: TitledRow): LibraryItem => ({
    id: row.link_id,
    label: row.title,
    detail: [row.link_id, row.author, formatCmsTime(row.show_time).slice(0, 10)].filter(Boolean).join(' · '),
  });
  // Column names come from this list only; the values ride as parameters. Several values: comma-separated, any of them.
  const narrowed = (filter: LibraryFilter | undefined) => {
    const used = filterColumns.flatMap((column) => (filter?.[column] === undefined ? [] : [{ column, values: splitMultiValue(filter[column]) }]));
    return {
      sql: used.map(({ column, values }) => (values.length === 0 ? '0 AND' : `${column} IN (${placeholders(values.length)}) AND`)).join(' '),
      params: used.flatMap(({ values }) => values),
    };
  };
  return {
    byIds: (keys, filter) => {
      if (keys.length === 0) return [];
      const where = narrowed(filter);
      const rows = db
        .prepare<unknown[], TitledRow>(`SELECT link_id, title, author, show_time FROM ${table} WHERE ${liveOnly} ${where.sql} link_id IN (${placeholders(keys.length)})`)
        .all(...where.params, ...keys);
      return inKeyOrder(keys, rows.map(toItem));
    },
    search: (text, limit, filter) => {
      const pattern = likePattern(text.trim());
      const where = narrowed(filter);
      const rows = db
        .prepare<unknown[], TitledRow>(
          `SELECT link_id, title, author, show_time FROM ${table}
           WHERE ${liveOnly} ${where.sql} (title LIKE ? ESCAPE '\\' OR link_id LIKE ? ESCAPE '\\') ORDER BY show_time DESC, id DESC LIMIT ?`,
        )
        .all(...where.params, pattern, pattern, limit);
      return rows.map(toItem);
    },
  };
}

interface ArticleFactsRow {
  link_id: string;
  title: string;
  article_module: string;
  author: string;
  abstract: string;
  show_time: number;
}

/** Spec §3's hot-topic and market-reference entry: each article's title, module, author, digest and show time. */
function articleEntryFacts(db: Db) {
  return (keys: readonly string[]): ReadonlyMap<string, ArticleEntryFacts> => {
    if (keys.length === 0) return new Map();
    const rows = db
      .prepare<unknown[], ArticleFactsRow>(`SELECT link_id, title, article_module, author, abstract, show_time FROM articles WHERE deleted = 0 AND link_id IN (${placeholders(keys.length)})`)
      .all(...keys);
    return new Map(
      rows.map((row) => [
        row.link_id,
        { article_title: row.title, article_module: row.article_module, article_author: row.author, article_digest: row.abstract, article_show_time: formatCmsTime(row.show_time) },
      ]),
    );
  };
}

/** The sources this server serves today (their items are seeded by buildServer before any module's seed). */
export function createLibrarySources(db: Db): LibrarySources {
  return {
    articles: { ...tableSource(db, 'articles', 'deleted = 0 AND', ['article_module']), entryFacts: articleEntryFacts(db) },
    information: tableSource(db, 'information_items', ''),
    funds: fundSource(db),
    managers: managerSource(db),
    stocks: stockSource(),
    // A module's live entries (levelFirst's published categories), read from the workflow's records as they are now.
    ...Object.fromEntries(Object.values(LIBRARIES).flatMap((library) => (library.liveEntriesOf ? [[library.key, liveEntrySource(db, library.liveEntriesOf)]] : []))),
  };
}

/** The SQL of the article library. The service decides; this only reads and writes rows. */
import type Database from 'better-sqlite3';
import { splitTags } from 'shared-ui/contract';
import { LibraryTable, type NewRow } from './libraryTable';
import {
  ARTICLE_INSERT_COLUMNS,
  ARTICLE_LIST_COLUMNS,
  ARTICLE_VALUE_COLUMNS,
  type ArticleListStoreRow,
  type ArticleStoreRow,
  type ArticleValues,
} from './rows';

export type NewArticle = NewRow<ArticleValues>;

/** Articles, with each one's tags indexed in article_tags (the tag filter reads that, not a LIKE). */
export class ArticleRepository extends LibraryTable<ArticleValues, ArticleStoreRow, ArticleListStoreRow> {
  private readonly insertTag;

  constructor(db: Database.Database) {
    super(db, 'articles', { values: ARTICLE_VALUE_COLUMNS, insert: ARTICLE_INSERT_COLUMNS, list: ARTICLE_LIST_COLUMNS });
    this.insertTag = db.prepare('INSERT OR IGNORE INTO article_tags (article_id, tag) VALUES (?, ?)');
  }

  /** The live (not recycled) article with this title, other than `exceptId`. */
  liveWithTitle(title: string, exceptId: number | null = null): ArticleStoreRow | undefined {
    return this.db
      .prepare<[string, number | null], ArticleStoreRow>('SELECT * FROM articles WHERE title = ? AND deleted = 0 AND id IS NOT ? LIMIT 1')
      .get(title, exceptId);
  }

  override insert(article: NewArticle): number {
    const id = super.insert(article);
    this.writeTags(id, article.tags);
    return id;
  }

  override update(id: number, values: ArticleValues, operator: string, now: number): void {
    super.update(id, values, operator, now);
    this.db.prepare('DELETE FROM article_tags WHERE article_id = ?').run(id);
    this.writeTags(id, values.tags);
  }

  /** Into the recycle bin, or back out of it (`deleted` 0). */
  setDeleted(id: number, deleted: boolean, operator: string, now: number): void {
    this.db
      .prepare(
        `UPDATE articles SET deleted = ?, delete_time = ?, delete_operator = ?, update_time = ?, update_operator = ? WHERE id = ?`,
      )
      .run(deleted ? 1 : 0, deleted ? now : null, deleted ? operator : null, now, operator, id);
  }

  setPageview(id: number, pageview: number, operator: string, now: number): void {
    this.db.prepare('UPDATE articles SET pageview = ?, update_time = ?, update_operator = ? WHERE id = ?').run(pageview, now, operator, id);
  }

  private writeTags(id: number, tags: string): void {
    for (const tag of splitTags(tags)) this.insertTag.run(id, tag);
  }
}

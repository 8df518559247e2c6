/** The SQL of the article library. The service decides; this only reads and writes rows. */
import type Database from 'better-sqlite3';
import { splitTags } from 'shared-ui/contract';
import type { ListPlan } from './listQueries';
import { ARTICLE_LIST_COLUMNS, type ArticleListStoreRow, type ArticleStoreRow } from './rows';

/** What the form writes, as stored: tags normalised, content sanitised, show_time in epoch ms. */
export interface ArticleValues {
  title: string;
  author: string;
  image_author: string;
  abstract: string;
  tags: string;
  url: string;
  own_disclaimer: string;
  other_disclaimer: string;
  thumbnail: string;
  content: string;
  article_module: string;
  show_time: number;
  position: number;
  manager_id: string;
}

export interface NewArticle extends ArticleValues {
  link_id: string;
  pageview: number;
  create_time: number;
  create_operator: string;
  /** The creation's unless told (seed rows edited since). */
  update_time?: number;
  update_operator?: string;
}

const VALUE_COLUMNS = [
  'title', 'author', 'image_author', 'abstract', 'tags', 'url', 'own_disclaimer', 'other_disclaimer', 'thumbnail', 'content',
  'article_module', 'show_time', 'position', 'manager_id',
] as const satisfies readonly (keyof ArticleValues)[];

const INSERT_COLUMNS = ['link_id', ...VALUE_COLUMNS, 'pageview', 'create_time', 'create_operator', 'update_time', 'update_operator'] as const;

/** The Shanghai calendar day of an instant as `yyyymmdd`: the date part of a linkId. */
export function linkIdDay(epochMs: number): string {
  const d = new Date(epochMs + 8 * 3600_000);
  return `${String(d.getUTCFullYear())}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

export class ArticleRepository {
  private readonly insertStatement;
  private readonly insertTag;

  constructor(private readonly db: Database.Database) {
    this.insertStatement = db.prepare(
      `INSERT INTO articles (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_COLUMNS.map((c) => `@${c}`).join(', ')})`,
    );
    this.insertTag = db.prepare('INSERT OR IGNORE INTO article_tags (article_id, tag) VALUES (?, ?)');
  }

  find(linkId: string): ArticleStoreRow | undefined {
    return this.db.prepare<[string], ArticleStoreRow>('SELECT * FROM articles WHERE link_id = ?').get(linkId);
  }

  /** The live (not recycled) article with this title, other than `exceptId`. */
  liveWithTitle(title: string, exceptId: number | null = null): ArticleStoreRow | undefined {
    return this.db
      .prepare<[string, number | null], ArticleStoreRow>('SELECT * FROM articles WHERE title = ? AND deleted = 0 AND id IS NOT ? LIMIT 1')
      .get(title, exceptId);
  }

  /**
   * The next free linkId of a day: `prefix` + yyyymmdd + a sequence of at least 3 digits, one past the highest that
   * day has (whatever its width: the 1000th article of a day is …1000, and the count goes on from there).
   */
  nextLinkId(prefix: string, at: number): string {
    const stem = `${prefix}${linkIdDay(at)}`;
    const row = this.db
      .prepare<[number, string], { n: number | null }>(
        "SELECT MAX(CAST(substr(link_id, ?) AS INTEGER)) AS n FROM articles WHERE link_id GLOB ? || '[0-9][0-9][0-9]*'",
      )
      .get(stem.length + 1, stem);
    return `${stem}${String((row?.n ?? 0) + 1).padStart(3, '0')}`;
  }

  insert(article: NewArticle): number {
    const row = { ...article, update_time: article.update_time ?? article.create_time, update_operator: article.update_operator ?? article.create_operator };
    const id = Number(this.insertStatement.run(row).lastInsertRowid);
    this.writeTags(id, article.tags);
    return id;
  }

  update(id: number, values: ArticleValues, operator: string, now: number): void {
    this.db
      .prepare(`UPDATE articles SET ${VALUE_COLUMNS.map((c) => `${c} = @${c}`).join(', ')}, update_time = @now, update_operator = @operator WHERE id = @id`)
      .run({ ...values, now, operator, id });
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

  page(plan: ListPlan): { rows: ArticleListStoreRow[]; total: number } {
    const where = plan.where;
    const total = this.db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM articles WHERE ${where.sql}`).get(...where.params)?.n ?? 0;
    const paging = plan.limit === null ? '' : ' LIMIT ? OFFSET ?';
    const pagingParams = plan.limit === null ? [] : [plan.limit, (plan.currPage - 1) * plan.limit];
    const rows = this.db
      .prepare<unknown[], ArticleListStoreRow>(`SELECT ${ARTICLE_LIST_COLUMNS} FROM articles WHERE ${where.sql} ORDER BY ${plan.orderSql}${paging}`)
      .all(...where.params, ...pagingParams);
    return { rows, total };
  }

  private writeTags(id: number, tags: string): void {
    for (const tag of splitTags(tags)) this.insertTag.run(id, tag);
  }
}

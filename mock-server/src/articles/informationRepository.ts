/** The SQL of the information feed. The service decides; this only reads and writes rows. */
import type Database from 'better-sqlite3';
import { linkIdDay } from './articleRepository';
import type { ListPlan } from './listQueries';
import type { InformationStoreRow } from './rows';

/** What an add page writes, as stored (content sanitised, show_time in epoch ms). */
export interface InformationValues {
  type: number;
  title: string;
  author: string;
  abstract: string;
  content: string;
  show_time: number;
  event_date: string;
  market: string;
  stock_code: string;
  stock_name: string;
  event_type: string;
  related_stocks: string;
}

export interface NewInformation extends InformationValues {
  link_id: string;
  featured: 0 | 1;
  source: string;
  pageview: number;
  create_time: number;
  create_operator: string;
  /** The creation's unless told (seed rows edited since). */
  update_time?: number;
  update_operator?: string;
}

const VALUE_COLUMNS = [
  'title', 'author', 'abstract', 'content', 'show_time', 'event_date', 'market', 'stock_code', 'stock_name', 'event_type', 'related_stocks',
] as const satisfies readonly (keyof InformationValues)[];
const INSERT_COLUMNS = ['link_id', 'type', 'featured', 'source', ...VALUE_COLUMNS, 'pageview', 'create_time', 'create_operator', 'update_time', 'update_operator'] as const;
const LIST_COLUMNS = ['id', ...INSERT_COLUMNS.filter((c) => c !== 'content')].join(', ');

/** Information linkIds: 'I' + yyyymmdd + sequence, apart from the library's 'A…' so one never names the other. */
export const INFORMATION_LINK_PREFIX = 'I';

export class InformationRepository {
  private readonly insertStatement;

  constructor(private readonly db: Database.Database) {
    this.insertStatement = db.prepare(
      `INSERT INTO information_items (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_COLUMNS.map((c) => `@${c}`).join(', ')})`,
    );
  }

  find(linkId: string): InformationStoreRow | undefined {
    return this.db.prepare<[string], InformationStoreRow>('SELECT * FROM information_items WHERE link_id = ?').get(linkId);
  }

  /**
   * The item another would duplicate (other than `exceptId`): for the stock calendar the same day, market, stock and
   * event (two entries may share a headline-like title, never an event); elsewhere the same category and title.
   */
  duplicateOf(values: InformationValues, exceptId: number | null): InformationStoreRow | undefined {
    if (values.type === 1) {
      return this.db
        .prepare<unknown[], InformationStoreRow>(
          `SELECT * FROM information_items WHERE type = 1 AND event_date = ? AND stock_code = ? COLLATE NOCASE AND event_type = ?
           AND market = ? AND id IS NOT ? LIMIT 1`,
        )
        .get(values.event_date, values.stock_code, values.event_type, values.market, exceptId);
    }
    return this.db
      .prepare<unknown[], InformationStoreRow>('SELECT * FROM information_items WHERE type = ? AND title = ? AND id IS NOT ? LIMIT 1')
      .get(values.type, values.title, exceptId);
  }

  nextLinkId(at: number): string {
    const stem = `${INFORMATION_LINK_PREFIX}${linkIdDay(at)}`;
    const row = this.db
      .prepare<[number, string], { n: number | null }>(
        "SELECT MAX(CAST(substr(link_id, ?) AS INTEGER)) AS n FROM information_items WHERE link_id GLOB ? || '[0-9][0-9][0-9]*'",
      )
      .get(stem.length + 1, stem);
    return `${stem}${String((row?.n ?? 0) + 1).padStart(3, '0')}`;
  }

  insert(item: NewInformation): number {
    const row = { ...item, update_time: item.update_time ?? item.create_time, update_operator: item.update_operator ?? item.create_operator };
    return Number(this.insertStatement.run(row).lastInsertRowid);
  }

  update(id: number, values: InformationValues, operator: string, now: number): void {
    this.db
      .prepare(`UPDATE information_items SET ${VALUE_COLUMNS.map((c) => `${c} = @${c}`).join(', ')}, update_time = @now, update_operator = @operator WHERE id = @id`)
      .run({ ...values, now, operator, id });
  }

  setFeatured(id: number, featured: 0 | 1, operator: string, now: number): void {
    this.db.prepare('UPDATE information_items SET featured = ?, update_time = ?, update_operator = ? WHERE id = ?').run(featured, now, operator, id);
  }

  page(plan: ListPlan): { rows: Omit<InformationStoreRow, 'content'>[]; total: number } {
    const { where } = plan;
    const total = this.db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM information_items WHERE ${where.sql}`).get(...where.params)?.n ?? 0;
    const limit = plan.limit ?? total;
    const rows = this.db
      .prepare<unknown[], Omit<InformationStoreRow, 'content'>>(
        `SELECT ${LIST_COLUMNS} FROM information_items WHERE ${where.sql} ORDER BY ${plan.orderSql} LIMIT ? OFFSET ?`,
      )
      .all(...where.params, limit, (plan.currPage - 1) * limit);
    return { rows, total };
  }
}

/** The SQL of the information feed. The service decides; this only reads and writes rows. */
import type Database from 'better-sqlite3';
import { LibraryTable, type NewRow } from './libraryTable';
import {
  INFORMATION_INSERT_COLUMNS,
  INFORMATION_LIST_COLUMNS,
  INFORMATION_VALUE_COLUMNS,
  type InformationListStoreRow,
  type InformationStoreRow,
  type InformationValues,
} from './rows';

export type NewInformation = NewRow<InformationValues> & Pick<InformationStoreRow, 'featured' | 'source'>;

/** Information linkIds: 'I' + yyyymmdd + sequence, apart from the library's 'A…' so one never names the other. */
export const INFORMATION_LINK_PREFIX = 'I';

export class InformationRepository extends LibraryTable<InformationValues, InformationStoreRow, InformationListStoreRow, NewInformation> {
  constructor(db: Database.Database) {
    super(db, 'information_items', { values: INFORMATION_VALUE_COLUMNS, insert: INFORMATION_INSERT_COLUMNS, list: INFORMATION_LIST_COLUMNS });
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

  setFeatured(id: number, featured: 0 | 1, operator: string, now: number): void {
    this.db.prepare('UPDATE information_items SET featured = ?, update_time = ?, update_operator = ? WHERE id = ?').run(featured, now, operator, id);
  }
}

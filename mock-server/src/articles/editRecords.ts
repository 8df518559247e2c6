import type Database from 'better-sqlite3';
import type { EditRecord, EditRecordType } from 'shared-ui/contract';
import { toEditRecord, type EditRecordStoreRow } from './rows';

export type RecordSubject = 'article' | 'information';

/**
 * The edit record (modules.md §3, the library screen's 编辑记录): one row per create, edit, delete or recover, never
 * changed afterwards. The audit trail is the shell's server's: shell/server/console/audit.
 */
export class EditRecords {
  private readonly insert;

  constructor(private readonly db: Database.Database) {
    // Prepared once: the seed adds about a thousand entries in one go.
    this.insert = db.prepare('INSERT INTO article_edit_records (subject, link_id, type, operator, time) VALUES (?, ?, ?, ?, ?)');
  }

  add(subject: RecordSubject, linkId: string, type: EditRecordType, operator: string, time: number): void {
    this.insert.run(subject, linkId, type, operator, time);
  }

  /** Newest first; id breaks ties between entries of the same millisecond (a create then an edit in one test). */
  list(subject: RecordSubject, linkId: string): EditRecord[] {
    return this.db
      .prepare<[RecordSubject, string], EditRecordStoreRow>(
        'SELECT id, type, operator, time FROM article_edit_records WHERE subject = ? AND link_id = ? ORDER BY time DESC, id DESC',
      )
      .all(subject, linkId)
      .map(toEditRecord);
  }
}

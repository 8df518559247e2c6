import type Database from 'better-sqlite3';
import type { EditRecord, EditRecordType } from 'shared-ui/contract';
import type { AuditAction } from 'shared-ui/contract';
import type { AuditTrail } from '../audit/auditTrail';
import { auditPlace } from '../audit/auditPlaces';
import { ARTICLE_VALUE_COLUMNS, INFORMATION_VALUE_COLUMNS, toEditRecord, type EditRecordStoreRow } from './rows';

export type RecordSubject = 'article' | 'information';

/** The audit trail's name for each kind of edit record. */
const AUDIT_ACTION: Readonly<Record<EditRecordType, AuditAction>> = { create: 'create', edit: 'update', delete: 'delete', recover: 'restore' };

/** What a person can change of an item, as the trail's before → after compares it (not the stamps every write moves). */
const AUDITED_COLUMNS: Readonly<Record<RecordSubject, readonly string[]>> = {
  article: [...ARTICLE_VALUE_COLUMNS, 'pageview', 'deleted'],
  information: ['type', ...INFORMATION_VALUE_COLUMNS, 'featured', 'pageview'],
};

const PLACE: Readonly<Record<RecordSubject, string>> = { article: 'articles', information: 'information' };

/** A stored item (ArticleStoreRow, InformationStoreRow) as the trail reads it: by column name. */
type StoredItem = object;
const column = (row: StoredItem, name: string): unknown => (row as Record<string, unknown>)[name];

/**
 * The edit record (modules.md §3): one row per create, edit, delete or recover, never changed afterwards. A person's
 * change (`change`) is also the audit trail's record of it: one call writes both, in the caller's transaction, so
 * the library screen's 编辑记录 and /audit can never disagree.
 */
export class EditRecords {
  private readonly insert;

  constructor(
    private readonly db: Database.Database,
    /** Absent for the seed, whose rows no person wrote. */
    private readonly audit?: AuditTrail,
  ) {
    // Prepared once: the seed adds about a thousand entries in one go.
    this.insert = db.prepare('INSERT INTO article_edit_records (subject, link_id, type, operator, time) VALUES (?, ?, ?, ?, ?)');
  }

  add(subject: RecordSubject, linkId: string, type: EditRecordType, operator: string, time: number): void {
    this.insert.run(subject, linkId, type, operator, time);
  }

  /** A person's change: its edit record and its audit record (`before` null for a creation). */
  change(subject: RecordSubject, linkId: string, type: EditRecordType, operator: string, time: number, before: StoredItem | null, after: StoredItem): void {
    this.add(subject, linkId, type, operator, time);
    if (!this.audit) throw new Error('EditRecords.change needs the audit trail (the seed uses add)');
    const pick = (row: StoredItem | null) => (row ? Object.fromEntries(AUDITED_COLUMNS[subject].map((name) => [name, column(row, name) ?? null])) : null);
    const title = column(after, 'title');
    this.audit.record({ operator, module: auditPlace(PLACE[subject]), entryId: linkId, entryTitle: typeof title === 'string' ? title : '', action: AUDIT_ACTION[type], before: pick(before), after: pick(after) });
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

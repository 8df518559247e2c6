/**
 * The reference index: every library item an entry names, one row per place it sits, written in the same transaction
 * as the entry's values (WorkflowStore calls `write` from its insert and update, `writeDraft` from its draft save and
 * delete). "Is this fund, article or manager in use, and where" is then one indexed query for every library:
 * - `slot_refs`, the entries, joined to their status: an entry that is pre-published, scheduled or live uses its
 *   items; a history record does not;
 * - `draft_refs`, the saved drafts (one per module): asked only where a draft must count — deleting an item from a
 *   library (issue 30: a fund a saved draft picks cannot be deleted, nor can a manager or an article) — never where the
 *   spec speaks of what is pre-published or published (an article's off-shelf rule, market-reference clashes).
 */
import { entryRefs, type LibraryKey, type ModuleDefinition, type ModuleValues, type WorkflowStatus } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';

/** The statuses in which an entry shows, or is about to show, its items. */
export type SlotStatus = Extract<WorkflowStatus, 'prepublished' | 'scheduled' | 'published'>;
export const SLOT_STATUSES: readonly SlotStatus[] = ['prepublished', 'scheduled', 'published'];

/** One place an item is used: which entry of which module, in which status, in which field and position. */
export interface SlotUse {
  item_key: string;
  module_key: string;
  record_id: number;
  status: SlotStatus;
  field: string;
  position: number;
}

/** One place a module's saved draft picks an item (a module has one draft, so no entry id). */
export interface DraftUse {
  item_key: string;
  module_key: string;
  field: string;
  position: number;
}

export class RefIndex {
  private readonly modules: ReadonlyMap<string, ModuleDefinition>;

  constructor(
    private readonly db: Db,
    modules: readonly ModuleDefinition[],
  ) {
    this.modules = new Map(modules.map((m) => [m.key, m]));
  }

  /** The modules whose entries it indexes (to name a use: which module, its title and path). */
  definitions(): readonly ModuleDefinition[] {
    return [...this.modules.values()];
  }

  /** Replaces the entry's rows by what its values name now (values as stored: canonical JSON this server wrote). */
  write(recordId: number, moduleKey: string, fieldValues: string): void {
    this.db.prepare('DELETE FROM slot_refs WHERE record_id = ?').run(recordId);
    const def = this.modules.get(moduleKey);
    if (!def) return;
    const insert = this.db.prepare('INSERT INTO slot_refs (record_id, module_key, library, item_key, field, position) VALUES (?, ?, ?, ?, ?, ?)');
    for (const ref of entryRefs(def, JSON.parse(fieldValues) as ModuleValues)) {
      insert.run(recordId, moduleKey, ref.library, ref.key, ref.field, ref.position);
    }
  }

  /** Replaces the module's draft rows by what its saved draft names now; `null` when the draft is gone. */
  writeDraft(moduleKey: string, fieldValues: string | null): void {
    this.db.prepare('DELETE FROM draft_refs WHERE module_key = ?').run(moduleKey);
    const def = this.modules.get(moduleKey);
    if (!def || fieldValues === null) return;
    const insert = this.db.prepare('INSERT INTO draft_refs (module_key, library, item_key, field, position) VALUES (?, ?, ?, ?, ?)');
    for (const ref of entryRefs(def, JSON.parse(fieldValues) as ModuleValues)) insert.run(moduleKey, ref.library, ref.key, ref.field, ref.position);
  }

  /**
   * Rebuilds the whole index from the entries and drafts (at start-up): a database from before the index, or a module
   * whose fields changed what they point at (a free-text target that became a reference), is indexed as the code reads it.
   */
  rebuild(): void {
    const rows = this.db.prepare<[], { id: number; module_key: string; field_values: string }>('SELECT id, module_key, field_values FROM workflow_records').all();
    const drafts = this.db.prepare<[], { module_key: string; field_values: string }>('SELECT module_key, field_values FROM workflow_drafts').all();
    this.db.transaction(() => {
      this.db.exec('DELETE FROM slot_refs; DELETE FROM draft_refs');
      for (const row of rows) this.write(row.id, row.module_key, row.field_values);
      for (const draft of drafts) this.writeDraft(draft.module_key, draft.field_values);
    })();
  }

  /** Where these items of `library` are in use (pre-published, scheduled or live), entry by entry, in id order. */
  usesOf(library: LibraryKey, keys: readonly string[]): SlotUse[] {
    if (keys.length === 0) return [];
    const list = (n: number) => Array.from({ length: n }, () => '?').join(', ');
    return this.db
      .prepare<unknown[], SlotUse>(
        `SELECT r.item_key, r.module_key, r.record_id, w.status, r.field, r.position
         FROM slot_refs r JOIN workflow_records w ON w.id = r.record_id
         WHERE r.library = ? AND r.item_key IN (${list(keys.length)}) AND w.status IN (${list(SLOT_STATUSES.length)})
         ORDER BY r.record_id, r.position`,
      )
      .all(library, ...keys, ...SLOT_STATUSES);
  }

  /** Which modules' saved drafts pick these items of `library`, module by module. */
  draftUsesOf(library: LibraryKey, keys: readonly string[]): DraftUse[] {
    if (keys.length === 0) return [];
    return this.db
      .prepare<unknown[], DraftUse>(
        `SELECT item_key, module_key, field, position FROM draft_refs
         WHERE library = ? AND item_key IN (${keys.map(() => '?').join(', ')})
         ORDER BY module_key, position`,
      )
      .all(library, ...keys);
  }
}

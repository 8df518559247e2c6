/**
 * A library item's change (funds, managers) as one record of the trail: the item's own columns before → after, not
 * the stamps every write moves (who and when are the record's own).
 */
import type { AuditAction } from 'shared-ui/contract';
import type { AuditTrail } from './auditTrail';
import { auditPlace } from './auditPlaces';

const STAMPS = new Set(['id', 'create_time', 'update_time', 'create_operator', 'update_operator']);

/** A stored row (an interface, read by column name) without its stamps. */
function itemSnapshot(row: object | null): Record<string, unknown> | null {
  return row ? Object.fromEntries(Object.entries(row).filter(([name]) => !STAMPS.has(name))) : null;
}

export interface LibraryChange {
  place: 'funds' | 'managers';
  operator: string;
  action: AuditAction;
  id: number | string;
  /** What the item is called (its name, before a deletion or after anything else). */
  title: string;
  before: object | null;
  after: object | null;
}

export function recordLibraryChange(audit: AuditTrail, change: LibraryChange): void {
  audit.record({
    operator: change.operator,
    module: auditPlace(change.place),
    entryId: change.id,
    entryTitle: change.title,
    action: change.action,
    before: itemSnapshot(change.before),
    after: itemSnapshot(change.after),
  });
}

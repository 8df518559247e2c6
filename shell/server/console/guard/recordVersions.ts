/**
 * The versions the console service hands out for a module's draft and entries (issue 43: no silent overwrite against a
 * backend that has never heard of versions), made from what the backend answers:
 * - the saved draft: the whole of it, as `GET content` answers it (the one call that reads it), so two saves in the
 *   same second still differ by what they saved;
 * - an entry: the whole row, less what changes without anyone editing it (the scheduler's lateness mark, the live
 *   list's order). The contract's lists and `detail/{id}` answer one row shape (WorkflowRow: spec §3's record fields
 *   and the module's own), so an entry has one version wherever a screen read it.
 * Two saves in the same second (`update_time` is to the second, spec §9) still differ by what they saved; a save that
 * changes nothing at all in the same second is not told apart, and needs no telling.
 *
 * A version is a 48-bit number (a safe integer, as contract staleSave.ts's `base_version` reads one).
 */
import { createHash } from 'node:crypto';
import type { DraftRow, WorkflowRow } from 'shared-ui/contract';

/** JSON with every object's keys in one order, so equal values give equal text however a backend orders them. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function versionOf(value: unknown): number {
  const digest = createHash('sha256').update(canonical(value)).digest('hex');
  return Number.parseInt(digest.slice(0, 12), 16);
}

/** An entry's version: the row less its own version and what changes without an edit. */
export function entryVersion(row: Readonly<Record<string, unknown>>): number {
  const { version: _theirs, late: _late, live_position: _order, ...edited } = row;
  return versionOf(edited);
}

/** The saved draft's version; null when nothing is saved (`base_version: null` says "there was nothing"). */
export function draftVersion(draft: Readonly<Record<string, unknown>> | null): number | null {
  if (draft === null) return null;
  const { version: _theirs, ...saved } = draft;
  return versionOf(saved);
}

/** Is this an entry row (a workflow list's or detail's), as opposed to anything else an answer may hold? */
function isEntry(value: unknown): value is WorkflowRow {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number' && typeof (value as { status?: unknown }).status === 'string';
}

/** An entry with the console's version in place of any the backend sent. */
export function withEntryVersion<T extends object>(row: T): T {
  return isEntry(row) ? { ...row, version: entryVersion(row) } : row;
}

/** The saved draft with the console's version (null stays null). */
export function withDraftVersion(draft: DraftRow): DraftRow {
  return draft === null || typeof draft !== 'object' ? draft : { ...draft, version: draftVersion(draft) ?? undefined };
}

/**
 * The libraries whose items the write guard versions beside the modules' workflow (issue 43): the fund and the
 * manager library. Each edits one item by `id` (`update`, which must say what it was based on: the library's rule that
 * an edit never overwrites unknowingly) and deletes several (`delete`, `ids` with `base_versions`); a row's version is
 * the item as its detail reads it, less what the row carries beside the item (where it is used, which changes with
 * the modules, not with the item).
 */
import { FUND_API, MANAGER_API, libraryBaseVersion } from 'shared-ui/contract';
import { versionOf } from './recordVersions';

export interface KeyedFamily {
  /** For the lock keys: `funds`. */
  name: string;
  /** `GET`: a page of rows (`Paged`). */
  list: string;
  /** `GET ?id=`: one item, as the check reads it now. */
  detail: string;
  /** `POST {id, base_version, …}` → the row. */
  update: string;
  /** `POST {ids, base_versions?}`. */
  remove: string;
  /** What a row carries beside the item itself. */
  besideTheItem: readonly string[];
}

export const KEYED_FAMILIES: readonly KeyedFamily[] = [
  { name: 'funds', list: FUND_API.list, detail: FUND_API.detail, update: FUND_API.update, remove: FUND_API.delete, besideTheItem: ['slots', 'slot_count'] },
  { name: 'managers', list: MANAGER_API.list, detail: MANAGER_API.detail, update: MANAGER_API.update, remove: MANAGER_API.delete, besideTheItem: ['slots', 'slot_count'] },
];

/** The item of a row or detail: the row less its version and what it carries beside the item. */
export function itemOf(family: KeyedFamily, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const item: Record<string, unknown> = { ...row };
  for (const name of ['version', ...family.besideTheItem]) delete item[name];
  return item;
}

export function itemVersion(family: KeyedFamily, row: Readonly<Record<string, unknown>>): number {
  return versionOf(itemOf(family, row));
}

/** A row with the console's version, where it is an item (an object with an id). */
export function withItemVersion(family: KeyedFamily, row: unknown): unknown {
  return typeof row === 'object' && row !== null && 'id' in row ? { ...row, version: itemVersion(family, row as Record<string, unknown>) } : row;
}

/** The refusal of an edit that does not say what it was based on, in the contract's words (libraryBaseVersion). */
export function missingBaseMessage(base: unknown): string | null {
  const parsed = libraryBaseVersion.safeParse(base);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '请提供编辑所基于的版本（base_version）');
}

/**
 * The narrowing a reference applies to its library for one entry: its fixed `filter` plus the `filterFrom` filters read
 * from the entry's other fields. A `filterFrom` field left empty narrows nothing yet (the form then asks for it first).
 */
import type { LibraryFilter } from '../libraries';
import type { FieldValue, ModuleValues, RefFieldDef, RefListFieldDef } from './fields';

const filterText = (value: FieldValue | undefined): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function refFilter(def: Pick<RefFieldDef | RefListFieldDef, 'filter' | 'filterFrom'>, values: ModuleValues): LibraryFilter | undefined {
  const from = Object.entries(def.filterFrom ?? {})
    .map(([param, field]) => [param, filterText(values[field])] as const)
    .filter(([, value]) => value !== '');
  if (!def.filter && from.length === 0) return undefined;
  return { ...def.filter, ...Object.fromEntries(from) };
}

/** The fields a reference's filter reads (so a form can show the picker only once they are chosen). */
export function filterSourceFields(def: Pick<RefFieldDef | RefListFieldDef, 'filterFrom'>): readonly string[] {
  return Object.values(def.filterFrom ?? {});
}

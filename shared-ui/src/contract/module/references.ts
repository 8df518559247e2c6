/**
 * What an entry points at: every item of a library that a module's values name (its `field.ref` keys, the items of
 * its `field.refList` collections, and the article linkIds of `articleRefs`). mock-server writes these into its one
 * reference index in the same transaction as the entry, so "is this fund / article / manager in use, and where" is
 * one indexed query for every library; the browser may ask the same function what a form is about to use.
 */
import type { LibraryKey } from '../libraries';
import type { ModuleDefinition } from './defineModule';
import type { ModuleValues, RefListItem } from './fields';

export interface EntryRef {
  library: LibraryKey;
  /** The item's key in its library (a fund library id, an article linkId, a manager id). */
  key: string;
  /** The field that names it (`articleRefs` for the module's own article rule). */
  field: string;
  /** 1-based position in a collection; 1 for a single reference. */
  position: number;
}

const isItem = (value: unknown): value is RefListItem =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/** The references of one entry's values, repeats included (one row per place an item sits). */
export function entryRefs(def: ModuleDefinition, values: ModuleValues): EntryRef[] {
  const refs: EntryRef[] = [];
  for (const f of def.fields) {
    const value = values[f.name];
    if (f.kind === 'ref' && typeof value === 'string' && value.trim() !== '') {
      refs.push({ library: f.library, key: value.trim(), field: f.name, position: 1 });
    }
    if (f.kind === 'refList' && Array.isArray(value)) {
      (value as readonly unknown[]).filter(isItem).forEach((item, index) => {
        refs.push({ library: f.library, key: item.id, field: f.name, position: typeof item.position === 'number' ? item.position : index + 1 });
      });
    }
  }
  for (const linkId of def.articleRefs?.(values) ?? []) refs.push({ library: 'articles', key: linkId, field: 'articleRefs', position: 1 });
  return refs;
}

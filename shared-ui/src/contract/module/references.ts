/**
 * What an entry points at: every item of a library that a module's values name (its `field.ref` keys, the items of
 * its `field.refList` collections, its jump targets that open a library item — at the top level or in a collection's
 * items). mock-server writes these into its one reference index in the same
 * transaction as the entry, so "is this fund / article / manager in use, and where" is one indexed query for every
 * library, and checks each one exists (refsExist.ts); the browser may ask the same function what a form will use.
 */
import type { LibraryFilter, LibraryKey } from '../libraries';
import type { ModuleDefinition } from './defineModule';
import type { FieldDef, ItemFieldDef, JumpTargetFieldDef, ModuleValues, RefFieldDef, RefListFieldDef } from './fields';
import { jumpTargetSpec } from './jumpTargets';
import { refFilter } from './refFilter';

export interface EntryRef {
  library: LibraryKey;
  /** The item's key in its library (a fund library id, an article linkId, a manager id). */
  key: string;
  /**
   * The field that names it: `funds`, `jump_target`, `slides.jump_target` for a jump target of a collection's items.
   */
  field: string;
  /** 1-based position in a collection; 1 for a single reference. */
  position: number;
  /** Where the key sits in the values, as a refusal names it: `funds.1.id`, `jump_target`, `slides.0.jump_target`. */
  path: string;
  /** The slot's part of the library the key must fall in (市场热点: hot articles), and the words when it does not. */
  filter?: LibraryFilter;
  filterMessage?: string;
}

type Item = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
const keyText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** The narrowing a reference carries, only when there is one (rows stay plain). */
const narrowing = (of: { filter?: LibraryFilter; filterMessage?: string }) => ({
  ...(of.filter ? { filter: of.filter } : {}),
  ...(of.filterMessage ? { filterMessage: of.filterMessage } : {}),
});

/** A reference's narrowing for this entry: its fixed filter and what `filterFrom` reads from the entry (refFilter.ts). */
const ownNarrowing = (f: RefFieldDef | RefListFieldDef, values: ModuleValues) => {
  const filter = refFilter(f, values);
  return { ...(filter ? { filter } : {}), ...(f.filterMessage ? { filterMessage: f.filterMessage } : {}) };
};

/** The library item a jump target opens, when its type opens one and a key is filled in. */
function jumpRef(def: JumpTargetFieldDef, values: Item, field: string, position: number, path: string): EntryRef[] {
  const spec = jumpTargetSpec(def, values[def.typeField]);
  const key = keyText(values[def.name]);
  if (!spec || spec === 'url' || key === '') return [];
  return [{ library: spec.library, key, field, position, path, ...narrowing(spec) }];
}

/** The jump targets of a collection's items: `slides.jump_target` at each item's position. */
function itemRefs(collection: string, itemFields: readonly ItemFieldDef[], items: readonly Item[]): EntryRef[] {
  return items.flatMap((item, index) => {
    const position = typeof item.position === 'number' ? item.position : index + 1;
    return itemFields.flatMap((sub) => (sub.kind === 'jumpTarget' ? jumpRef(sub, item, `${collection}.${sub.name}`, position, `${collection}.${String(index)}.${sub.name}`) : []));
  });
}

/** The references of one entry's values, repeats included (one row per place an item sits). */
export function entryRefs(def: ModuleDefinition, values: ModuleValues): EntryRef[] {
  const refs: EntryRef[] = [];
  for (const f of def.fields) {
    const value: unknown = values[f.name];
    if (f.kind === 'ref' && keyText(value) !== '') {
      refs.push({ library: f.library, key: keyText(value), field: f.name, position: 1, path: f.name, ...narrowing(ownNarrowing(f, values)) });
    }
    if (f.kind === 'jumpTarget') refs.push(...jumpRef(f, values, f.name, 1, f.name));
    if ((f.kind === 'refList' || f.kind === 'list') && Array.isArray(value)) {
      const items = (value as readonly unknown[]).filter(isObject);
      if (f.kind === 'refList') {
        items.forEach((item, index) => {
          if (typeof item.id !== 'string') return;
          const position = typeof item.position === 'number' ? item.position : index + 1;
          refs.push({ library: f.library, key: item.id, field: f.name, position, path: `${f.name}.${String(index)}.id`, ...narrowing(ownNarrowing(f, values)) });
        });
      }
      refs.push(...itemRefs(f.name, f.itemFields ?? [], items));
    }
  }
  return refs;
}

/** The libraries a module's fields may name: references, collections, and what their jump targets open. */
export function fieldLibraries(fields: readonly FieldDef[]): LibraryKey[] {
  const named = fields.flatMap((f): LibraryKey[] => {
    if (f.kind === 'ref') return [f.library];
    if (f.kind === 'jumpTarget') return Object.values(f.targets).flatMap((spec) => (spec === 'url' ? [] : [spec.library]));
    if (f.kind === 'refList') return [f.library, ...fieldLibraries(f.itemFields ?? [])];
    if (f.kind === 'list') return fieldLibraries(f.itemFields);
    return [];
  });
  return [...new Set(named)];
}

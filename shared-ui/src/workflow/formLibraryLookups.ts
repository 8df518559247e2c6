import { entryRefs, refFilter, type LibraryFilter, type LibraryKey, type ModuleDefinition, type ModuleValues, type RefListItem } from 'shared-ui/contract';
import { itemsOf } from './orderedItemValues';

export interface LibraryLookup {
  library: LibraryKey;
  keys: string[];
  filter?: LibraryFilter;
}

/**
 * The library lookups a module's form makes when it opens with `values` (useLibraryItems in its fields), worked out
 * from the entry's references (entryRefs): one per reference and jump target, and one per collection for all its items
 * (their labels where the server sent none, and the line of detail the form shows under each). The screen's early
 * start asks them with the draft, so the form's first render has the names.
 */
export function formLibraryLookups(module: ModuleDefinition, values: ModuleValues): LibraryLookup[] {
  const collections = module.fields.flatMap((f) => (f.kind === 'refList' ? [f] : []));
  const collectionNames = new Set(collections.map((f) => f.name));
  const single = entryRefs(module, values)
    // A collection's items are looked up together, below.
    .filter((ref) => !collectionNames.has(ref.field))
    .map((ref): LibraryLookup => ({ library: ref.library, keys: [ref.key], filter: ref.filter }));
  const together = collections.flatMap((f): LibraryLookup[] => {
    const keys = itemsOf<RefListItem>(values[f.name] ?? null).map((item) => item.id);
    return keys.length > 0 ? [{ library: f.library, keys, filter: refFilter(f, values) }] : [];
  });
  return [...single, ...together];
}

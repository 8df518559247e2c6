/**
 * `disjointWith` (spec §5: market-reference and hot-subject articles must differ) as one rule: an item of this entry
 * that the other module has pre-published, scheduled or live is refused (1019 with the rule's words, naming the item's
 * place). A pre-published entry counts: it is about to be shown, and publishing it later would otherwise put one
 * article in both places. mock-server runs this on `add`, pre-publish, save-and-pre-publish and publish, and the form
 * asks it through `add` the moment an article is picked.
 */
import type { LibraryKey } from '../libraries';
import type { ModuleDefinition } from './defineModule';
import type { ModuleValues } from './fields';
import { entryRefs } from './references';
import type { WorkflowStatus } from './workflow';

/** The other module's entries in these states hold their items. */
export const DISJOINT_HOLDING_STATUSES: readonly WorkflowStatus[] = ['prepublished', 'scheduled', 'published'];

/** One place an item is used: the module that holds it and the state of that entry. */
export interface ItemHolding {
  item_key: string;
  module_key: string;
  status: string;
}

/** Where these items of `library` are held (the server's reference index answers it). */
export type HoldingsOf = (library: LibraryKey, keys: readonly string[]) => readonly ItemHolding[];

/** The items of `values` that another module holds, as field errors (`rm_articles.1.id`), empty when none. */
export function disjointClashes(def: ModuleDefinition, values: ModuleValues, holdingsOf: HoldingsOf): { field: string; message: string }[] {
  return (def.disjointWith ?? []).flatMap((rule) => {
    const field = def.fields.find((f) => f.name === rule.field);
    if (field?.kind !== 'ref' && field?.kind !== 'refList') return [];
    const mine = entryRefs(def, values).filter((ref) => ref.field === rule.field);
    const held = new Set(
      holdingsOf(field.library, mine.map((ref) => ref.key))
        .filter((use) => use.module_key === rule.module && (DISJOINT_HOLDING_STATUSES as readonly string[]).includes(use.status))
        .map((use) => use.item_key),
    );
    return mine.filter((ref) => held.has(ref.key)).map((ref) => ({ field: ref.path, message: rule.message }));
  });
}

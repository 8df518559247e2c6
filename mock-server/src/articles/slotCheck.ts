/**
 * Which operation slots use an item of a library (spec §4: an article pre-published or published to an operation
 * slot cannot be taken off shelf; modules.md §3: a fund cannot be deleted once it has been added to a slot). A slot is
 * an entry that shows (or is about to show) the item: pre-published, scheduled or published; history is not.
 * With `drafts`, a module's saved draft that picks the item counts too (status `draft`, no entry id): the item was
 * added to the slot, and deleting it would leave the draft naming nothing (issue 30). Every library's delete asks
 * with drafts; what the spec words as "pre-published or published" asks without.
 *
 * Indexed queries on the reference index (RefIndex.usesOf, draftUsesOf) answer it for every library. Call
 * `ctx.applyDue()` first so an entry whose dead time has passed no longer counts.
 */
import { slotTitle, type ArticleInUse, type LibraryKey, type ModuleDefinition } from 'shared-ui/contract';
import type { RefIndex, SlotStatus } from '../workflow/refIndex';

export type { SlotStatus };

export { slotTitle };

/** One slot that uses an item: the module (its title and path, to link to it), the entry and where in it. */
export interface ItemSlot {
  module_key: string;
  module_title: string;
  path: string;
  /** null for a module's saved draft (a module has one). */
  entry_id: number | null;
  status: SlotStatus | 'draft';
  field: string;
  position: number;
}

export interface InUseOptions {
  /** Count the modules' saved drafts too (a library's delete): each after the entries, as status `draft`. */
  drafts?: boolean;
}

/** The slots of each asked key (in the order asked, repeats removed; an unused key maps to []), among `modules`. */
export function itemsInUse(refs: RefIndex, modules: readonly ModuleDefinition[], library: LibraryKey, keys: readonly string[], options: InUseOptions = {}): Map<string, ItemSlot[]> {
  const answers = new Map<string, ItemSlot[]>(keys.map((key) => [key, []]));
  const byKey = new Map(modules.map((m) => [m.key, m]));
  for (const use of refs.usesOf(library, [...answers.keys()])) {
    const def = byKey.get(use.module_key);
    const slots = answers.get(use.item_key);
    if (!def || !slots) continue;
    // An entry naming one item twice (two fields) is one slot to a person: the first place is enough to find it.
    if (slots.some((s) => s.entry_id === use.record_id)) continue;
    slots.push({ module_key: def.key, module_title: slotTitle(def), path: def.path, entry_id: use.record_id, status: use.status, field: use.field, position: use.position });
  }
  if (!options.drafts) return answers;
  for (const use of refs.draftUsesOf(library, [...answers.keys()])) {
    const def = byKey.get(use.module_key);
    const slots = answers.get(use.item_key);
    if (!def || !slots || slots.some((s) => s.status === 'draft' && s.module_key === def.key)) continue;
    slots.push({ module_key: def.key, module_title: slotTitle(def), path: def.path, entry_id: null, status: 'draft', field: use.field, position: use.position });
  }
  return answers;
}

/** One answer per asked linkId (in the order asked, repeats removed), in use or not; with `drafts`, drafts count. */
export function articlesInUse(refs: RefIndex, modules: readonly ModuleDefinition[], linkIds: readonly string[], options: InUseOptions = {}): ArticleInUse[] {
  return [...itemsInUse(refs, modules, 'articles', linkIds, options)].map(([linkId, slots]) => ({
    linkId,
    in_use: slots.length > 0,
    slots: slots.map(({ module_key, module_title, path, entry_id, status }) => ({ module_key, module_title, path, entry_id, status })),
  }));
}

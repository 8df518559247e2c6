/**
 * A module whose live entries are a library (contract `liveEntriesOf`: levelFirst's published codes, which levelSecond
 * picks its parent from): taking the last published entry of a key off shelf, or withdrawing it, would leave the
 * entries that pick the key pointing at nothing live. It is refused (1019) while a pre-published, scheduled or live
 * entry picks the key, naming each of them — the one reference index answers, as for every library.
 */
import { ErrorCode, STATUS_LABELS, entryLabel, liveEntriesLibraryOf, type ItemUse, type LibraryDef, type ModuleDefinition } from 'shared-ui/contract';
import { itemsInUse, type ItemSlot } from '../articles/slotCheck';
import type { RefIndex } from './refIndex';
import { WorkflowRefusal } from './refusal';
import { parseValues } from './rows';
import type { RecordRow, WorkflowStore } from './workflowStore';

/** `data` of the refusal: each live key that would go, with the entries that pick it. */
export interface LiveKeyInUse {
  key: string;
  label: string;
  uses: ItemUse[];
}

const keyOf = (row: RecordRow, field: string): string => {
  const value = parseValues(row.field_values)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

const useText = (slot: ItemSlot) => `${slot.module_title}（ID ${String(slot.entry_id)}，${slot.status === 'draft' ? '草稿' : STATUS_LABELS[slot.status]}）`;

function refusal(library: LibraryDef, doing: string, inUse: readonly LiveKeyInUse[], slots: ReadonlyMap<string, ItemSlot[]>): WorkflowRefusal {
  const named = inUse.map((one) => `${library.itemName}「${one.label}」（${one.key}）正被${(slots.get(one.key) ?? []).map(useText).join('、')}使用`);
  return new WorkflowRefusal(ErrorCode.Duplicate, `${named.join('；')}，不能${doing}，请先下架或修改引用它的内容`, { in_use: inUse });
}

/**
 * Throws 1019 when `leaving` (published or scheduled entries of `def` about to stop being live) takes away a key no
 * other published entry carries while something picks it. Nothing to check for a module that is no library.
 */
export function assertLiveKeysUnused(store: WorkflowStore, refs: RefIndex | undefined, def: ModuleDefinition, leaving: readonly RecordRow[], doing: string): void {
  const library = liveEntriesLibraryOf(def.key);
  const of = library?.liveEntriesOf;
  if (!library || !of || !refs) return;
  const leavingIds = new Set(leaving.map((row) => row.id));
  const staying = new Set(store.others(def.key, ['published'], null).filter((row) => !leavingIds.has(row.id)).map((row) => keyOf(row, of.key)));
  const gone = leaving.filter((row) => row.status === 'published').map((row) => ({ key: keyOf(row, of.key), row })).filter(({ key }) => key !== '' && !staying.has(key));
  if (gone.length === 0) return;
  const slots = itemsInUse(refs, refs.definitions(), library.key, gone.map(({ key }) => key));
  const inUse = gone.flatMap(({ key, row }): LiveKeyInUse[] => {
    const uses = slots.get(key) ?? [];
    if (uses.length === 0) return [];
    const label = entryLabel(parseValues(row.field_values)[of.label]) || key;
    return [{ key, label, uses: uses.map(({ module_key, module_title, path, entry_id, status }) => ({ module_key, module_title, path, entry_id, status })) }];
  });
  if (inUse.length > 0) throw refusal(library, doing, inUse, slots);
}


/**
 * The values of an ordered collection (a `list` or `refList` field) as the form holds them: its items, their
 * positions and its counts. Plain functions apart from OrderedItems, so the sheet upload and the collection hook read
 * them without the rows' drawing code.
 */
import { emptyValue, type FieldValue, type ItemFieldDef, type ListFieldDef, type RefListFieldDef } from 'shared-ui/contract';

/** An item of a collection as the form holds it: its position and its own fields (and a key, for a library's). */
export type OrderedItem = { readonly position: number } & Readonly<Record<string, unknown>>;
type Counted = RefListFieldDef | ListFieldDef;

export const itemsOf = <I extends OrderedItem>(value: FieldValue): I[] => (Array.isArray(value) ? (value as unknown[]).filter((v): v is I => typeof v === 'object' && v !== null) : []);
/** Positions follow the order on screen: 1..n after every change. */
export const renumbered = <I extends OrderedItem>(items: readonly I[]): I[] => items.map((item, index) => ({ ...item, position: index + 1 }));

/** `最多 3 项`, `须 5 项`, `至少 1 项`: the counts the module asks for, said once. */
export function countRule(def: Counted): string | undefined {
  if (def.exact !== undefined) return `须 ${String(def.exact)} 项`;
  const parts = [def.min !== undefined ? `至少 ${String(def.min)} 项` : '', def.max !== undefined ? `最多 ${String(def.max)} 项` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join('，') : undefined;
}

/** Has the collection as many items as it may take? (Its adder hides then.) */
export const collectionFull = (def: Counted, count: number) => {
  const limit = def.exact ?? def.max;
  return limit !== undefined && count >= limit;
};

/** An item's own fields at their empty values: what a new item starts with. */
export const emptyItemFields = (itemFields: readonly ItemFieldDef[]) => Object.fromEntries(itemFields.map((sub) => [sub.name, emptyValue(sub)]));

/**
 * One value change of an item's field. Changing a jump type clears the jump targets that depend on it: a fund id
 * left behind under 文章 would name the wrong thing (a load or restore sets whole items and is not a change here).
 */
export function withItemField<I extends OrderedItem>(itemFields: readonly ItemFieldDef[], item: I, name: string, value: FieldValue): I {
  const next: Record<string, unknown> = { ...item, [name]: value };
  for (const sub of itemFields) if (sub.kind === 'jumpTarget' && sub.typeField === name && item[name] !== value) next[sub.name] = '';
  return next as I;
}

import { diffArrays } from 'diff';
import { canonicalJson, type ItemFieldDef, type ListFieldDef, type RefListFieldDef } from 'shared-ui/contract';

/** One item of a collection in the diff, in the new entry's order (removed items last, in their old order). */
export interface CollectionItemChange {
  /** Its library label (an article's title, a fund's name), an own item's first text, else its key. */
  label: string;
  change: 'added' | 'removed' | 'moved' | 'kept';
  /** 1-based position in the live entry (removed, moved, kept). */
  from?: number;
  /** 1-based position in the new entry (added, moved, kept). */
  to?: number;
  /** The labels of the item's own fields that changed (a carousel image, a remark), for an item in both. */
  edited: string[];
}

type Item = Readonly<Record<string, unknown>>;

const itemsOf = (value: unknown): Item[] => (Array.isArray(value) ? (value as unknown[]).filter((v): v is Item => typeof v === 'object' && v !== null) : []);

/** Own fields: what the item holds besides its identity, position and the labels the server adds for reading. */
const ownValues = (fields: readonly ItemFieldDef[], item: Item) => Object.fromEntries(fields.map((f) => [f.name, item[f.name] ?? null]));

/**
 * Added, removed and moved items of a collection field. A library collection's items are known by their key, so an
 * item whose remark changed is the same item, edited; an own list's items have no key, so an item is known by its
 * content and an edited one shows as removed and added. "Moved": in both, but out of the order the rest kept (the
 * longest run kept in order stays "kept").
 */
export function collectionDiff(def: RefListFieldDef | ListFieldDef, before: unknown, after: unknown): CollectionItemChange[] {
  const fields = def.itemFields ?? [];
  const old = itemsOf(before);
  const now = itemsOf(after);
  const keyOf = (item: Item) => (def.kind === 'refList' ? String(item.id ?? '') : canonicalJson(ownValues(fields, item)));
  const labels = new Map<string, string>();
  for (const item of [...old, ...now]) {
    const label = def.kind === 'refList' ? item.label : firstText(fields, item);
    if (typeof label === 'string' && label !== '') labels.set(keyOf(item), label);
  }
  const labelOf = (item: Item, index: number) => labels.get(keyOf(item)) ?? (def.kind === 'refList' ? String(item.id ?? '') : `第 ${String(index + 1)} 项`);

  const oldAt = new Map(old.map((item, index) => [keyOf(item), index]));
  const nowKeys = new Set(now.map(keyOf));
  const common = (items: Item[], other: Map<string, number> | Set<string>) => items.map(keyOf).filter((key) => other.has(key));
  const inOrder = new Set(diffArrays(common(old, nowKeys), common(now, oldAt)).flatMap((part) => (part.added || part.removed ? [] : part.value)));

  const changes: CollectionItemChange[] = now.map((item, index) => {
    const from = oldAt.get(keyOf(item));
    if (from === undefined) return { label: labelOf(item, index), change: 'added', to: index + 1, edited: [] };
    const was = old[from] as Item;
    const edited = fields.filter((f) => canonicalJson(was[f.name] ?? null) !== canonicalJson(item[f.name] ?? null)).map((f) => f.label);
    return { label: labelOf(item, index), change: inOrder.has(keyOf(item)) ? 'kept' : 'moved', from: from + 1, to: index + 1, edited };
  });
  const removed = old.flatMap((item, index): CollectionItemChange[] =>
    nowKeys.has(keyOf(item)) ? [] : [{ label: labelOf(item, index), change: 'removed', from: index + 1, edited: [] }],
  );
  return [...changes, ...removed];
}

function firstText(fields: readonly ItemFieldDef[], item: Item): string | undefined {
  const text = fields.find((f) => (f.kind === 'text' || f.kind === 'textarea') && typeof item[f.name] === 'string' && item[f.name] !== '');
  return text ? String(item[text.name]) : undefined;
}

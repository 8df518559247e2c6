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
  const nowAt = new Map(now.map((item, index) => [keyOf(item), index]));
  const common = (items: Item[], other: Map<string, number>) => items.map(keyOf).filter((key) => other.has(key));
  const shift = (key: string) => Math.abs((oldAt.get(key) ?? 0) - (nowAt.get(key) ?? 0));
  const inOrder = keptInOrder(common(old, nowAt), common(now, oldAt), shift);

  const changes: CollectionItemChange[] = now.map((item, index) => {
    const from = oldAt.get(keyOf(item));
    if (from === undefined) return { label: labelOf(item, index), change: 'added', to: index + 1, edited: [] };
    const was = old[from] as Item;
    const edited = fields.filter((f) => canonicalJson(was[f.name] ?? null) !== canonicalJson(item[f.name] ?? null)).map((f) => f.label);
    return { label: labelOf(item, index), change: inOrder.has(keyOf(item)) ? 'kept' : 'moved', from: from + 1, to: index + 1, edited };
  });
  const removed = old.flatMap((item, index): CollectionItemChange[] =>
    nowAt.has(keyOf(item)) ? [] : [{ label: labelOf(item, index), change: 'removed', from: index + 1, edited: [] }],
  );
  return [...changes, ...removed];
}

/**
 * The items that kept their order: the longest run common to both orders; between runs of the same length, the one
 * whose items moved least, so of two swapped funds the one that jumped furthest is the one said to move.
 */
function keptInOrder(before: readonly string[], after: readonly string[], shift: (key: string) => number): Set<string> {
  type Best = { length: number; cost: number };
  const better = (a: Best, b: Best) => (a.length !== b.length ? a.length > b.length : a.cost <= b.cost);
  // best[i][j]: the best run of before[i..] and after[j..].
  const best: Best[][] = Array.from({ length: before.length + 1 }, () => Array.from({ length: after.length + 1 }, () => ({ length: 0, cost: 0 })));
  const at = (i: number, j: number) => best[i]?.[j] ?? { length: 0, cost: 0 };
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      const skip = better(at(i + 1, j), at(i, j + 1)) ? at(i + 1, j) : at(i, j + 1);
      const key = before[i] as string;
      const take = key === after[j] ? { length: at(i + 1, j + 1).length + 1, cost: at(i + 1, j + 1).cost + shift(key) } : null;
      (best[i] as Best[])[j] = take && better(take, skip) ? take : skip;
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    const key = before[i] as string;
    if (key === after[j] && at(i, j).length === at(i + 1, j + 1).length + 1 && at(i, j).cost === at(i + 1, j + 1).cost + shift(key)) {
      kept.add(key);
      i += 1;
      j += 1;
    } else if (at(i, j).length === at(i + 1, j).length && at(i, j).cost === at(i + 1, j).cost) i += 1;
    else j += 1;
  }
  return kept;
}

function firstText(fields: readonly ItemFieldDef[], item: Item): string | undefined {
  const text = fields.find((f) => (f.kind === 'text' || f.kind === 'textarea') && typeof item[f.name] === 'string' && item[f.name] !== '');
  return text ? String(item[text.name]) : undefined;
}

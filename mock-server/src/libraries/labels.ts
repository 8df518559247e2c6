/**
 * Rows carry enough of each picked item to show it: every item of a collection gets its library `label` (an
 * article's title, a fund's or manager's name), looked up in one batch per library for a whole page of rows. Labels
 * are for reading only: the schema drops them when the values come back to be saved.
 */
import type { LibraryKey, ModuleDefinition, RefListItem } from 'shared-ui/contract';
import type { LibrarySources } from './librarySources';

type Row = Record<string, unknown>;

const itemsOf = (value: unknown): RefListItem[] =>
  Array.isArray(value) ? (value as unknown[]).filter((v): v is RefListItem => typeof v === 'object' && v !== null && typeof (v as RefListItem).id === 'string') : [];

/** The rows with their collections' items labelled (new objects; an item its library no longer has gets no label). */
export function withLabels<R extends Row>(def: ModuleDefinition, rows: readonly R[], sources: LibrarySources): R[] {
  const lists = def.fields.flatMap((f) => (f.kind === 'refList' ? [f] : []));
  if (lists.length === 0 || rows.length === 0) return [...rows];
  const labels = new Map<LibraryKey, Map<string, string>>();
  for (const library of new Set(lists.map((f) => f.library))) {
    const keys = new Set(rows.flatMap((row) => lists.filter((f) => f.library === library).flatMap((f) => itemsOf(row[f.name]).map((item) => item.id))));
    const found = sources[library]?.byIds([...keys]) ?? [];
    labels.set(library, new Map(found.map((item) => [item.id, item.label])));
  }
  return rows.map((row) => {
    const next: Row = { ...row };
    for (const f of lists) {
      const names = labels.get(f.library);
      next[f.name] = itemsOf(row[f.name]).map((item) => {
        const label = names?.get(item.id);
        return label === undefined ? item : { ...item, label };
      });
    }
    return next as R;
  });
}

/**
 * Rows carry enough of each picked item to show it: every item of a collection gets its library `label` (an
 * article's title, a fund's or manager's name), looked up in one batch per library for a whole page of rows. Labels
 * are for reading only: the schema drops them when the values come back to be saved.
 */
import type { EditListDef, LibraryKey, ModuleDefinition, RefListItem } from 'shared-ui/contract';
import type { LibrarySources } from './librarySource';

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
  const entries = def.editList ? editListFacts(def, def.editList, rows, sources) : undefined;
  return rows.map((row) => {
    const next: Row = { ...row };
    for (const f of lists) {
      const names = labels.get(f.library);
      next[f.name] = itemsOf(row[f.name]).map((item) => {
        const label = names?.get(item.id);
        const labelled = label === undefined ? item : { ...item, label };
        return entries && f.name === def.editList?.field ? entries(labelled) : labelled;
      });
    }
    return next as R;
  });
}

/**
 * An edit list's items (`editList`, spec §3 hot-topic and market-reference entry) also carry what their library says
 * of them (an article's title, module, author, digest and show time) and the owner id (`rm_article_mod_id`), looked
 * up once for the whole page. Like labels they are for reading: the schema drops them when values come back.
 */
function editListFacts(def: ModuleDefinition, list: EditListDef, rows: readonly Row[], sources: LibrarySources): (item: RefListItem) => RefListItem {
  const field = def.fields.find((f) => f.name === list.field);
  const source = field?.kind === 'refList' ? sources[field.library] : undefined;
  const keys = [...new Set(rows.flatMap((row) => itemsOf(row[list.field]).map((item) => item.id)))];
  const facts = source?.entryFacts?.(keys) ?? new Map<string, Readonly<Record<string, string>>>();
  return (item) => ({ ...item, ...facts.get(item.id), [list.owner.param]: list.owner.id });
}

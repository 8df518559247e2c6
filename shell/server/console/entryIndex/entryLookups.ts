/**
 * Two questions asked of the entry index about modules' entries, each narrowed to what the asking account may see and
 * read first where the index is behind:
 * - search across the console (contract consoleSearch.ts): the entries, among every module the account's paths open
 *   (`mayOpenPath`, the menu's rule), whose title contains the text — those pre-published, scheduled or live (a
 *   module's history is found on its own screen: the index does not copy it). An account limited to one area never
 *   sees another's entries, nor learns how many there are;
 * - where a library item is used (contract libraries.ts `LibraryUsage`): the entries and the modules' saved drafts that
 *   pick it. The modules picking from the library that the person may open are read first; the others answer as they
 *   were last read (by someone who may open them).
 */
import {
  fieldLibraries,
  mayOpenPath,
  slotTitle,
  type EntryHit,
  type ItemUse,
  type LibraryKey,
  type LibraryUsage,
  type ModuleDefinition,
  type Paged,
  type PathHolder,
} from 'shared-ui/contract';
import type { IndexStore } from './indexStore';
import type { IndexSync } from './indexSync';

/** An indexed state in the words of a module's lists (the index says `live` for what they call `published`). */
const STATUS_OF_STATE: Readonly<Record<string, 'prepublished' | 'scheduled' | 'published'>> = { prepublished: 'prepublished', scheduled: 'scheduled', live: 'published' };
/** Where-used: live first, then scheduled, pre-published, and the saved drafts last. */
const RANK: Readonly<Record<ItemUse['status'], number>> = { published: 0, scheduled: 1, prepublished: 2, draft: 3 };

export interface EntrySearch {
  search: string;
  currPage: number;
  pageSize: number;
}

export class EntryLookups {
  private readonly byKey: ReadonlyMap<string, ModuleDefinition>;

  constructor(
    private readonly index: IndexStore,
    private readonly sync: IndexSync,
    private readonly modules: readonly ModuleDefinition[],
  ) {
    this.byKey = new Map(modules.map((def) => [def.key, def]));
  }

  async entries(holder: PathHolder, cookie: string, { search, currPage, pageSize }: EntrySearch): Promise<Paged<EntryHit>> {
    const open = this.modules.filter((def) => mayOpenPath(holder, def.path)).map((def) => def.key);
    await this.sync.ensureFresh(open, cookie);
    const found = await this.index.searchTitles(search, open, pageSize, (currPage - 1) * pageSize);
    const list = found.list.flatMap((match): EntryHit[] => {
      const def = this.byKey.get(match.source);
      const status = STATUS_OF_STATE[match.state];
      return def && status ? [{ id: match.record_id, module_key: def.key, module_title: slotTitle(def), path: def.path, status, title: match.title }] : [];
    });
    return { currPage, pageSize, total: found.total, list };
  }

  async usage(holder: PathHolder, cookie: string, library: LibraryKey, id: string): Promise<LibraryUsage> {
    const picking = this.modules.filter((def) => fieldLibraries(def.fields).includes(library));
    await this.sync.ensureFresh(picking.filter((def) => mayOpenPath(holder, def.path)).map((def) => def.key), cookie);
    const uses: ItemUse[] = [];
    for (const use of await this.index.usesOf(library, id)) {
      const def = this.byKey.get(use.source);
      const status = use.entry_key === null ? 'draft' : STATUS_OF_STATE[use.state ?? ''];
      if (!def || !status) continue;
      const entryId = use.record_id;
      // An entry naming one item twice (two fields) is one place to a person.
      if (uses.some((u) => u.module_key === def.key && u.entry_id === entryId)) continue;
      uses.push({ module_key: def.key, module_title: slotTitle(def), path: def.path, entry_id: entryId, status });
    }
    return { id, uses: uses.sort((a, b) => RANK[a.status] - RANK[b.status] || a.module_title.localeCompare(b.module_title, 'zh') || (a.entry_id ?? 0) - (b.entry_id ?? 0)) };
  }
}

/**
 * Where a library item is used (contract libraries.ts `LibraryUsage`), answered from the entry index: the entries
 * (pre-published, scheduled, live) and the modules' saved drafts that pick it, as the backend's lists last answered
 * them. The modules that pick from the library and that the asking person may open are read first where the index is
 * behind; the others answer as they were last read (by someone who may open them).
 */
import { fieldLibraries, mayOpenPath, slotTitle, type ItemUse, type LibraryKey, type LibraryUsage, type ModuleDefinition, type PathHolder } from 'shared-ui/contract';
import type { IndexStore } from './indexStore';
import type { IndexSync } from './indexSync';

const STATUS_OF_STATE: Readonly<Record<string, ItemUse['status']>> = { prepublished: 'prepublished', scheduled: 'scheduled', live: 'published' };
/** Live first, then scheduled, pre-published, and the saved drafts last. */
const RANK: Readonly<Record<ItemUse['status'], number>> = { published: 0, scheduled: 1, prepublished: 2, draft: 3 };

export class UsageService {
  private readonly byKey: ReadonlyMap<string, ModuleDefinition>;

  constructor(
    private readonly index: IndexStore,
    private readonly sync: IndexSync,
    private readonly modules: readonly ModuleDefinition[],
  ) {
    this.byKey = new Map(modules.map((def) => [def.key, def]));
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

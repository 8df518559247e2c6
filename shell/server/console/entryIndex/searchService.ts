/**
 * Search across the console (contract consoleSearch.ts), answered from the entry index: the entries, among every
 * module the account's paths open (`mayOpenPath`, the menu's rule), whose title contains the text — those that are
 * pre-published, scheduled or live (a module's history is found on its own screen: the index does not copy it). An
 * account limited to one area never sees another's entries, nor learns how many there are.
 */
import { mayOpenPath, slotTitle, type EntryHit, type ModuleDefinition, type Paged, type PathHolder, type WorkflowStatus } from 'shared-ui/contract';
import type { IndexStore } from './indexStore';
import type { IndexSync } from './indexSync';

const STATUS_OF_STATE: Readonly<Record<string, WorkflowStatus>> = { prepublished: 'prepublished', scheduled: 'scheduled', live: 'published' };

export interface EntrySearch {
  search: string;
  currPage: number;
  pageSize: number;
}

export class SearchService {
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
}

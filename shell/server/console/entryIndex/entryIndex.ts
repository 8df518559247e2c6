/**
 * The entry index, put together: its store, what keeps it in step with the backend, and the answers made from it.
 * The shell's server makes one (registerConsole); its calls are the console service's (indexRoutes.ts).
 */
import type { ModuleDefinition } from 'shared-ui/contract';
import type { BackendClient } from '../backendClient';
import type { ConsoleStore } from '../store/openConsoleStore';
import { CalendarService } from './calendarService';
import { HomeService } from './homeService';
import { indexSources, type PickNames } from './indexSources';
import { IndexStore } from './indexStore';
import { IndexSync, type IndexSyncOptions } from './indexSync';
import { PickCheck } from './pickCheck';
import { EntryLookups } from './entryLookups';

export interface EntryIndex {
  store: IndexStore;
  sync: IndexSync;
  calendar: CalendarService;
  home: HomeService;
  lookups: EntryLookups;
  now: () => number;
}

/** `pickNames`: where entries' titles read their picks' names (the console's library copies); without, picks are counted. */
export function openEntryIndex(store: ConsoleStore, backend: BackendClient, modules: readonly ModuleDefinition[], options: IndexSyncOptions = {}, pickNames?: PickNames): EntryIndex {
  const now = options.now ?? Date.now;
  const indexStore = new IndexStore(store.db, store.withLock);
  const sync = new IndexSync(indexStore, backend, indexSources(modules, pickNames), { ...options, now });
  const calendar = new CalendarService(indexStore, sync, modules, new PickCheck(backend, now));
  return { store: indexStore, sync, calendar, home: new HomeService(indexStore, sync, calendar, modules), lookups: new EntryLookups(indexStore, sync, modules), now };
}

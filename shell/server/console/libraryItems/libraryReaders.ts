/**
 * How the console service reads each library the pickers pick from, through the spec's own calls as the person asking
 * (contract libraries.ts): the library's list, read whole (every page), each row as the picker shows it.
 *
 * | library     | read through                                              | key       | searched in               |
 * |-------------|-----------------------------------------------------------|-----------|---------------------------|
 * | articles    | `article/list` without a page size: every live article    | linkId    | title, linkId             |
 * | information | `article/information/list?type=1…14`, every page          | linkId    | title, linkId             |
 * | funds       | `operation/wm/funds`, every page                          | id        | name, ISIN, title; the id |
 * | managers    | `operation/wm/managers/library/list`, every page          | M1001     | id, name, company         |
 * | categories  | levelFirst's `publish/list`: its published entries        | code      | code, name                |
 * | stocks      | `…/othernews/approval/stock/search` and `stock/symbol`    | 00700.HK  | the backend's own search  |
 *
 * Stocks are the one library with no list to read whole: the backend's search answers (its 20 best) and each key is
 * looked up on its own.
 */
import { z } from 'zod';
import {
  ARTICLE_API,
  ARTICLE_RECORD_FIELDS,
  ErrorCode,
  FUND_API,
  FUND_RECORD_FIELDS,
  INFORMATION_API,
  INFORMATION_CATEGORIES,
  INFORMATION_RECORD_FIELDS,
  LIBRARIES,
  MANAGER_API,
  MANAGER_RECORD_FIELDS,
  OTHER_NEWS_API,
  OTHER_NEWS_STOCK_SCHEMA,
  articleRecord,
  fundRecord,
  informationRecord,
  liveEntryRecords,
  managerRecord,
  stockItem,
  type LibraryItem,
  type LibraryKey,
  type LibraryRecord,
  type LiveEntriesLibrary,
  type ModuleDefinition,
} from 'shared-ui/contract';
import type { BackendClient } from '../backendClient';
import { readAllPages, readWholeList, succeededAs } from '../workflowReads';

/** A library read whole, best first (the order a blank search answers). */
export interface WholeReader {
  kind: 'whole';
  read: (backend: BackendClient, cookie: string) => Promise<LibraryRecord[]>;
  /** Writes under these paths (relative to the API prefix) change the library: the copy read is dropped. */
  writesUnder: readonly string[];
}

/** A library the backend searches and looks up one key at a time (stocks). */
export interface AskedReader {
  kind: 'asked';
  search: (backend: BackendClient, cookie: string, text: string) => Promise<LibraryItem[]>;
  /** One key's item, or null when the backend has none. */
  lookup: (backend: BackendClient, cookie: string, key: string) => Promise<LibraryItem | null>;
}

export type LibraryReader = WholeReader | AskedReader;

/** Newest shown first: the pickers' order for articles and information (`YYYY-MM-DD HH:mm:ss` sorts as text). */
const newestFirst = <T extends { show_time: string }>(rows: T[]): T[] => [...rows].sort((a, b) => b.show_time.localeCompare(a.show_time));

/** Every live article: without a page size the list is all of them (spec §9: the operation slots' call). */
const EVERY_ARTICLE = { method: 'GET', path: ARTICLE_API.list } as const;
const EVERY_ARTICLE_ANSWER = z.object({ list: z.array(ARTICLE_RECORD_FIELDS) });

const articles: WholeReader = {
  kind: 'whole',
  // Each row is held to the fields its record reads (libraryRecords.ts): one renamed fails the read, naming it.
  read: async (backend, cookie) => newestFirst(succeededAs(await backend.call(cookie, EVERY_ARTICLE), EVERY_ARTICLE_ANSWER, EVERY_ARTICLE).list).map(articleRecord),
  writesUnder: ['article/'],
};

/** Every category but 0, which is a view (the featured items), not a category of its own. */
const INFORMATION_TYPES = INFORMATION_CATEGORIES.map((category) => category.value).filter((type) => type !== 0);

const information: WholeReader = {
  kind: 'whole',
  read: async (backend, cookie) => {
    const byType = await Promise.all(INFORMATION_TYPES.map((type) => readAllPages(backend, cookie, { method: 'GET', path: INFORMATION_API.list, query: { type } }, INFORMATION_RECORD_FIELDS)));
    return newestFirst(byType.flat()).map(informationRecord);
  },
  writesUnder: ['article/information/'],
};

const funds: WholeReader = {
  kind: 'whole',
  // The list's own order (newest id first) is the pickers'.
  read: async (backend, cookie) => (await readAllPages(backend, cookie, { method: 'GET', path: FUND_API.list }, FUND_RECORD_FIELDS)).map(fundRecord),
  writesUnder: [FUND_API.list],
};

const managers: WholeReader = {
  kind: 'whole',
  // The list answers the newest first; a picker offers them in the order they joined the library.
  read: async (backend, cookie) => (await readAllPages(backend, cookie, { method: 'GET', path: MANAGER_API.list }, MANAGER_RECORD_FIELDS)).reverse().map(managerRecord),
  writesUnder: ['operation/wm/managers/library/'],
};

function liveEntries(def: ModuleDefinition, of: LiveEntriesLibrary): WholeReader {
  return {
    kind: 'whole',
    read: async (backend, cookie) => liveEntryRecords(await readWholeList(backend, cookie, def, 'publishedList'), of.key, of.label),
    writesUnder: [def.apiBase],
  };
}

const stocks: AskedReader = {
  kind: 'asked',
  search: async (backend, cookie, content) => {
    const call = { method: 'GET', path: OTHER_NEWS_API.stockSearch, query: { content } } as const;
    return succeededAs(await backend.call(cookie, call), z.array(OTHER_NEWS_STOCK_SCHEMA), call).map(stockItem);
  },
  lookup: async (backend, cookie, symbol) => {
    const call = { method: 'GET', path: OTHER_NEWS_API.stockSymbol, query: { symbol } } as const;
    const answer = await backend.call(cookie, call);
    return answer.code === ErrorCode.NotFound ? null : stockItem(succeededAs(answer, OTHER_NEWS_STOCK_SCHEMA, call));
  },
};

/** Each library's reader; a live-entries library needs its module among `modules` (else it has none here). */
export function libraryReaders(modules: readonly ModuleDefinition[]): Partial<Record<LibraryKey, LibraryReader>> {
  const readers: Partial<Record<LibraryKey, LibraryReader>> = { articles, information, funds, managers, stocks };
  for (const library of Object.values(LIBRARIES)) {
    const def = library.liveEntriesOf && modules.find((m) => m.key === library.liveEntriesOf?.module);
    if (def && library.liveEntriesOf) readers[library.key] = liveEntries(def, library.liveEntriesOf);
  }
  return readers;
}

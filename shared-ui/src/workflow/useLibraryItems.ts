import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { consoleApi, unwrap } from 'shared-ui';
import { LIBRARY_IDS_PER_CALL, LIBRARY_SEARCH_LIMIT, libraryItemsPath, type LibraryFilter, type LibraryItem, type LibraryKey } from 'shared-ui/contract';

/** How long typing must pause before the picker asks the server (a keystroke each 60 ms would be a request each). */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * A picker's candidates: the library searched server-side by what was typed (debounced), the previous answer kept
 * while the next loads. The server filtered them; the Autocomplete must not filter again.
 *
 * @example const found = useLibrarySearch('funds', inputText, open);
 */
export function useLibrarySearch(library: LibraryKey, text: string, enabled: boolean, filter: LibraryFilter = {}) {
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: ['library', library, 'search', filter, debounced],
    queryFn: () => unwrap(consoleApi.get<LibraryItem[]>(libraryItemsPath(library), { ...filter, search: debounced, limit: LIBRARY_SEARCH_LIMIT.default })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * The lookup of these keys' items: one query key and call for a field and the screen's early start
 * (moduleScreenData). Keys are deduplicated and sorted, so the same set is one cache entry however it is listed.
 */
export function libraryItemsQuery(library: LibraryKey, keys: readonly string[], filter: LibraryFilter = {}) {
  const wanted = [...new Set(keys.filter(Boolean))].sort();
  // Many keys are asked in calls of LIBRARY_IDS_PER_CALL each, side by side: one address never outgrows what a server
  // takes (issue 44: 500 funds were a 400, 5,000 an HTTP 431).
  const batches = Array.from({ length: Math.ceil(wanted.length / LIBRARY_IDS_PER_CALL) }, (_, i) => wanted.slice(i * LIBRARY_IDS_PER_CALL, (i + 1) * LIBRARY_IDS_PER_CALL));
  return {
    queryKey: ['library', library, 'items', filter, wanted.join(',')],
    queryFn: async () => (await Promise.all(batches.map((ids) => unwrap(consoleApi.get<LibraryItem[]>(libraryItemsPath(library), { ...filter, ids: ids.join(',') }))))).flat(),
    enabled: wanted.length > 0,
    staleTime: 60_000,
  };
}

/**
 * The items of these keys (labels for what is already picked), in one request for all of them. A key its library no
 * longer has (or that falls outside the slot's filter) is simply absent from the answer, so the field can say so.
 */
export function useLibraryItems(library: LibraryKey, keys: readonly string[], filter: LibraryFilter = {}) {
  return useQuery(libraryItemsQuery(library, keys, filter));
}

/**
 * useLibraryItems for a collection, whose keys shrink as items are removed: the previous answer is kept while the next
 * loads (it holds every remaining key), so the items' names and details do not blink. `isPlaceholderData` says the
 * answer is the previous one: a key missing from it is not yet known to be gone.
 */
export function useCollectionItems(library: LibraryKey, keys: readonly string[], filter: LibraryFilter = {}) {
  return useQuery({ ...libraryItemsQuery(library, keys, filter), placeholderData: keepPreviousData });
}

/**
 * The ids of the items these alias values name (a fund's ISIN: LibraryDef.aliases), by the value as asked; a value no
 * item carries is absent. Asked in calls of LIBRARY_IDS_PER_CALL values each.
 */
export async function idsByAlias(library: LibraryKey, by: string, values: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(values.filter(Boolean))];
  const batches = Array.from({ length: Math.ceil(wanted.length / LIBRARY_IDS_PER_CALL) }, (_, i) => wanted.slice(i * LIBRARY_IDS_PER_CALL, (i + 1) * LIBRARY_IDS_PER_CALL));
  const found = (await Promise.all(batches.map((ids) => unwrap(consoleApi.get<LibraryItem[]>(libraryItemsPath(library), { by, ids: ids.join(',') }))))).flat();
  return new Map(found.flatMap((item) => (item.alias === undefined ? [] : [[item.alias, item.id] as const])));
}

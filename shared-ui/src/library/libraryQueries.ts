import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, ErrorCode, unwrap, useSession } from 'shared-ui';
import { isCallAllowed, type Paged } from 'shared-ui/contract';
import { useScreenQuery } from 'shared-ui/components';
import type { LibraryDelete } from './DeleteLibraryItemsDialog';

/** How long typing must pause before a search is asked (a request per keystroke would be wasteful). */
const SEARCH_DEBOUNCE_MS = 250;

/** The server's message says more than the code's here: who saved and when (1043), which name or slot (1019), which key (1107). */
const OWN_WORDS = [ErrorCode.StaleSave, ErrorCode.Duplicate, ErrorCode.NotFound];

/** A library's own calls (its contract's `…_API`): list, detail, create, update, delete. */
export interface LibraryCalls {
  list: string;
  detail: string;
  create: string;
  update: string;
  delete: string;
}

/** Query parameters without the blanks: an empty filter is no filter. */
export function withoutBlanks(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/**
 * A text typed into a search box, settled: the value once typing has paused (a request per keystroke would be
 * wasteful).
 */
export function useDebouncedText(text: string): string {
  const [debounced, setDebounced] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return debounced;
}

/**
 * What the signed-in role may do in a library, by the same rule the server applies (`isCallAllowed`): a button whose
 * call would be refused is not shown (a reader only reads).
 */
export function useLibraryPermissions(calls: LibraryCalls): { add: boolean; edit: boolean; remove: boolean } {
  const { role } = useSession();
  const may = (path: string) => isCallAllowed(role, 'POST', path);
  return { add: may(calls.create), edit: may(calls.update), remove: may(calls.delete) };
}

/**
 * A library's react-query hooks, made once per library from its calls: one key root (`root`), so any write refreshes
 * every list, detail and search of it at once (a library is small). `Key` is the items' key type (fund id, manager
 * code); the list is server-paged and keeps the previous page on screen while the next loads.
 *
 * @example const funds = libraryQueries<FundRow, FundDetail, number>('wm-funds', FUND_API);
 *          const list = funds.useList({ search, ...paging.query });
 */
export function libraryQueries<Row, Detail, Key extends number | string>(root: string, calls: LibraryCalls) {
  const keys = {
    all: [root] as const,
    list: (query: object) => [root, 'list', query] as const,
    detail: (id: Key | null) => [root, 'detail', id] as const,
    /** Under the root, so a write refreshes a library's searches too (`what`: catalogue, funds …). */
    search: (what: string, text: string) => [root, what, text] as const,
  };

  function useRefresh() {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey: keys.all });
  }

  return {
    calls,
    keys,
    useList(query: object) {
      return useScreenQuery({
        queryKey: keys.list(query),
        queryFn: () => unwrap(api.get<Paged<Row>>(calls.list, withoutBlanks(query))),
        placeholderData: keepPreviousData,
      });
    },
    /** The item and the slots that use it; nothing is asked while `id` is null (the drawer is closed). */
    useDetail(id: Key | null) {
      return useScreenQuery({
        queryKey: keys.detail(id),
        queryFn: () => unwrap(api.get<Detail>(calls.detail, { id })),
        enabled: id !== null,
      });
    },
    /** `POST create`: the new item's key. */
    useAdd<Input>() {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: (input: Input) => unwrap(api.post<{ id: Key }>(calls.create, input), [0], OWN_WORDS),
        onSuccess: refresh,
      });
    },
    /** `POST update` with the `base_version` it began from; 1043 (with the current row) when someone saved since. */
    useUpdate<Input>() {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: (input: Input) => unwrap(api.post<Row>(calls.update, input), [0], OWN_WORDS),
        onSuccess: refresh,
      });
    },
    /** `POST delete {ids, base_versions}`: 1019 (with the items in use) when a slot uses any, 1043 when one changed; none is deleted. */
    useDelete() {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: (body: LibraryDelete<Key>) => unwrap(api.post<{ deleted: number; ids: Key[] }>(calls.delete, body), [0], OWN_WORDS),
        onSettled: refresh,
      });
    },
    /** A search of `path` by what was typed (debounced, server-side), the previous answer kept while the next loads. */
    useSearch<Answer>(what: string, path: string, text: string, enabled: boolean) {
      const debounced = useDebouncedText(text);
      return useQuery({
        queryKey: keys.search(what, debounced),
        queryFn: () => unwrap(api.get<Answer>(path, withoutBlanks({ search: debounced }))),
        enabled,
        placeholderData: keepPreviousData,
      });
    },
  };
}

/** A library's hooks as libraryQueries made them. */
export type LibraryQueries<Row, Detail, Key extends number | string> = ReturnType<typeof libraryQueries<Row, Detail, Key>>;

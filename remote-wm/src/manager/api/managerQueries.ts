import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, unwrap } from 'shared-ui';
import { useScreenQuery } from 'shared-ui/components';
import { DEFAULT_PAGE_SIZE, MANAGER_API, type LibraryItem, type ManagerDetail, type ManagerListQuery, type ManagerRow, type Paged } from 'shared-ui/contract';
import { managerKeys } from './managerKeys';

/** How long typing must pause before the fund library is asked (a request per keystroke would be wasteful). */
const SEARCH_DEBOUNCE_MS = 250;

/** `GET …/library/list`, server-paged; the previous page stays on screen while the next loads. A blank search is none. */
export function useManagerList(query: ManagerListQuery) {
  const params: Record<string, string | number> = { currPage: query.currPage ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
  if (query.search?.trim()) params.search = query.search.trim();
  if (query.orderBy) Object.assign(params, { orderBy: query.orderBy, order: query.order ?? 'desc' });
  return useScreenQuery({
    queryKey: managerKeys.list(query),
    queryFn: () => unwrap(api.get<Paged<ManagerRow>>(MANAGER_API.list, params)),
    placeholderData: keepPreviousData,
  });
}

/** `GET …/library/detail?id=`: the manager and the slots that show them. */
export function useManagerDetail(id: string | null) {
  return useQuery({
    queryKey: managerKeys.detail(id ?? ''),
    queryFn: () => unwrap(api.get<ManagerDetail>(MANAGER_API.detail, { id })),
    enabled: id !== null,
  });
}

/**
 * `GET …/library/funds?search=`: the fund library searched server-side by what was typed (debounced), the previous
 * answer kept while the next loads.
 */
export function useFundSearch(text: string, enabled: boolean) {
  const [debounced, setDebounced] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: managerKeys.fundSearch(debounced),
    queryFn: () => unwrap(api.get<LibraryItem[]>(MANAGER_API.funds, debounced ? { search: debounced } : {})),
    enabled,
    placeholderData: keepPreviousData,
  });
}

import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/**
 * `useQuery` for the data a screen opens with: its first fetch starts while the screen renders, not after the whole
 * screen (a DataGrid, a form) has rendered and committed — when `useQuery` alone would start it. On a cold screen the
 * request then runs alongside the first render instead of after it (issue 13: module screens under a second).
 * Nothing else changes: same key, same cache entry, same result; `useQuery` joins the fetch already in flight.
 *
 * @example const list = useScreenQuery({ queryKey: keys.list(query), queryFn: () => fetchList(query) });
 */
export function useScreenQuery<TQueryFnData, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  // Only the first time: a key with a cache entry (data, an error, a fetch in flight) is `useQuery`'s to refresh.
  if (options.enabled !== false && typeof options.queryFn === 'function' && client.getQueryState(options.queryKey) === undefined) {
    void client.prefetchQuery({ queryKey: options.queryKey, queryFn: options.queryFn, staleTime: options.staleTime, retry: options.retry });
  }
  return useQuery(options);
}

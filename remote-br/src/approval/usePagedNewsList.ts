import { keepPreviousData } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import type { Paged } from 'shared-ui/contract';
import type { PagedGridPaging } from 'shared-ui/components';
import { useScreenQuery } from 'shared-ui/components';

/** How often a news list reloads while shown: approvals by link move items along without this screen knowing. */
const NEWS_REFRESH_MS = 15_000;

/**
 * A news list (stock news, other stock news) on its filters: the query (reloaded on focus and every 15 s, the last
 * page kept while the next loads) and the grid's paging over the filters' 1-based currPage.
 */
export function usePagedNewsList<F extends { currPage: number; pageSize: number }, Row>(
  key: string,
  filters: F,
  setFilters: Dispatch<SetStateAction<F>>,
  fetchPage: (filters: F) => Promise<Paged<Row>>,
) {
  const list = useScreenQuery({
    queryKey: [key, filters],
    queryFn: () => fetchPage(filters),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
    refetchInterval: NEWS_REFRESH_MS,
  });
  const paging: PagedGridPaging = {
    paginationModel: { page: filters.currPage - 1, pageSize: filters.pageSize },
    onPaginationModelChange: (model) => setFilters((f) => ({ ...f, currPage: model.page + 1, pageSize: model.pageSize })),
  };
  return { list, paging };
}

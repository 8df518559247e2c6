import { keepPreviousData } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import type { Paged } from 'shared-ui/contract';
import type { PagedGridPaging } from 'shared-ui/components';
import { useScreenQuery } from 'shared-ui/components';

/** How often a news list reloads while shown: approvals by link move items along without this screen knowing. */
const NEWS_REFRESH_MS = 15_000;

/** A news list's paging and order (spec §3: `orderBy` one of the list's allow-list, `order`). */
export interface NewsListPaging {
  currPage: number;
  pageSize: number;
  orderBy?: string;
  order?: 'asc' | 'desc';
}

/** The paging and order of a list call's query, as the server reads them (the order only when a column is sorted). */
export function newsPagingQuery(filters: NewsListPaging): Record<string, string | number> {
  const query: Record<string, string | number> = { currPage: filters.currPage, pageSize: filters.pageSize };
  if (filters.orderBy) Object.assign(query, { orderBy: filters.orderBy, order: filters.order ?? 'desc' });
  return query;
}

/**
 * A news list (stock news, other stock news) on its filters: the query (reloaded on focus and every 15 s, the last
 * page kept while the next loads) and the grid's paging and sorting over the filters' 1-based currPage and order; a
 * new order starts again at page 1.
 */
export function usePagedNewsList<F extends NewsListPaging, Row>(
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
    sortModel: filters.orderBy ? [{ field: filters.orderBy, sort: filters.order ?? 'desc' }] : [],
    onSortModelChange: (model) => {
      const sort = model[0];
      setFilters((f) => ({ ...f, orderBy: sort?.sort ? sort.field : undefined, order: sort?.sort ?? undefined, currPage: 1 }));
    },
  };
  return { list, paging };
}

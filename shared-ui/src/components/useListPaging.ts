import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type PagingQuery } from 'shared-ui/contract';
import type { PagedGridPaging } from './PagedGrid';

export interface ListPaging extends PagedGridPaging {
  /** The server's paging query: `currPage` 1-based (the grid counts pages from 0), `orderBy` / `order` when sorted. */
  query: PagingQuery;
  /** Back to the first page (a new filter or search: page 3 of the old results means nothing in the new ones). */
  firstPage: () => void;
}

/**
 * A list's controlled paging and sorting for PagedGrid, and the query they mean to the server (spec §3 paging:
 * currPage, pageSize, orderBy, order), the 0-based ↔ 1-based page conversion in this one place. A new sort goes back
 * to the first page. Unsorted, the query carries `defaultOrder` when given, else no order (the server's own).
 *
 * @example const paging = useListPaging(); useManagerList({ search, ...paging.query }); <PagedGrid paging={paging} … />
 */
export function useListPaging(defaultOrder?: { orderBy: string; order: 'asc' | 'desc' }, pageSize = DEFAULT_PAGE_SIZE): ListPaging {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const defaultBy = defaultOrder?.orderBy;
  const defaultDirection = defaultOrder?.order;
  const query = useMemo<PagingQuery>(() => {
    const sort = sortModel[0];
    const page = { currPage: paginationModel.page + 1, pageSize: paginationModel.pageSize };
    if (sort?.sort) return { ...page, orderBy: sort.field, order: sort.sort };
    return defaultBy !== undefined ? { ...page, orderBy: defaultBy, order: defaultDirection } : page;
  }, [paginationModel, sortModel, defaultBy, defaultDirection]);
  return {
    paginationModel,
    onPaginationModelChange: setPaginationModel,
    sortModel,
    onSortModelChange: (model) => {
      setSortModel(model);
      setPaginationModel((prev) => ({ ...prev, page: 0 }));
    },
    query,
    firstPage: () => setPaginationModel((prev) => (prev.page === 0 ? prev : { ...prev, page: 0 })),
  };
}

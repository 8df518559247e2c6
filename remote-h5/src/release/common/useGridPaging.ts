import type { GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from 'shared-ui/contract';
import type { H5ListQuery } from '../api/h5Calls';

export type GridPaging = ReturnType<typeof useGridPaging>;

/**
 * The grid's controlled paging and the query it means to the server: the grid counts pages from 0, the server from
 * 1, converted here only. A new search goes back to the first page.
 *
 * Not shared-ui's useServerPaging: the release system's lists search by path and the server sorts them (newest
 * first), while the workflow's lists sort by a column and have no search; the query shapes differ.
 *
 * @example const paging = useGridPaging(); usePrepublishList(paging.query);
 */
export function useGridPaging() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [search, setSearchText] = useState('');
  const query = useMemo<H5ListQuery>(
    () => ({ currPage: paginationModel.page + 1, pageSize: paginationModel.pageSize, ...(search ? { search } : {}) }),
    [paginationModel, search],
  );
  return {
    paginationModel,
    onPaginationModelChange: setPaginationModel,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPaginationModel((prev) => ({ ...prev, page: 0 }));
    },
    query,
  };
}

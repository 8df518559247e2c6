import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type WorkflowListQuery } from 'shared-ui/contract';

export interface ServerPaging {
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  /** The server's paging query: `currPage` 1-based (the grid counts pages from 0). */
  query: WorkflowListQuery;
  /** Back to the first page (a new filter: page 3 of the old results means nothing in the new ones). */
  firstPage: () => void;
}

/**
 * The grid's controlled paging and sorting, and the query they mean to the server, the 0-based ↔ 1-based page
 * conversion in this one place. A new sort goes back to the first page, and so does a new filter (`firstPage`).
 *
 * @example const paging = useServerPaging('pre_time'); useWorkflowList(module, 'prepublish', paging.query);
 */
export function useServerPaging(defaultOrderBy: string, pageSize = DEFAULT_PAGE_SIZE, defaultOrder: 'asc' | 'desc' = 'desc'): ServerPaging {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const query = useMemo<WorkflowListQuery>(() => {
    const sort = sortModel[0];
    return {
      currPage: paginationModel.page + 1,
      pageSize: paginationModel.pageSize,
      orderBy: sort?.sort ? sort.field : defaultOrderBy,
      order: sort?.sort ?? defaultOrder,
    };
  }, [paginationModel, sortModel, defaultOrderBy, defaultOrder]);
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

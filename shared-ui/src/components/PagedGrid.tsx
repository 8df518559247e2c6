import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { DataGridProps, GridColDef, GridPaginationModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import { TABLE_DEFAULTS } from 'shared-ui/contract';
import { ColumnFilter, type ColumnFilterProps } from './ColumnFilter';
import { ListLoadState } from './ListLoadState';
import { tableColumns, type TableGridOptions } from './gridColumns';
import type { LoadedGridProps } from './LoadedGrid';

// The grid's code loads when a table is first drawn (LoadedGrid). Typed for any row: lazy() loses the generic.
const LoadedGrid = lazy(() => import(/* webpackChunkName: "data-grid" */ './LoadedGrid')) as unknown as ComponentType<LoadedGridProps<GridValidRowModel>>;

/** The table's place while its code loads: its least height, so nothing below it moves when it comes. */
function GridPlaceholder() {
  return <Skeleton variant="rectangular" height={TABLE_DEFAULTS.minHeight} aria-label="表格加载中" sx={{ borderRadius: 1 }} />;
}

/** What PagedGrid reads of a list query (a TanStack Query result of a `Paged` answer). */
export interface PagedList<Row> {
  data: { list: Row[]; total: number } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The grid's controlled paging (0-based pages, as the grid counts them) and sorting (spec §3 `orderBy` / `order`). */
export interface PagedGridPaging {
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

/** A column header's filter (spec §2): the column's field and its ColumnFilter (请选择, 确认, 重置, one or several picks). */
export type HeaderFilters = Readonly<Record<string, ColumnFilterProps>>;

export type PagedGridProps<Row extends GridValidRowModel> = {
  list: PagedList<Row>;
  paging: PagedGridPaging;
  columns: readonly GridColDef<Row>[];
  /**
   * The fields the list may be ordered by: the list's allow-list in the contract (the server refuses any other with
   * 1106), so a header offers sorting exactly where the server honours it. `[]` for a list whose order is fixed.
   */
  sortable: readonly string[];
  /** Filters in the headers of the columns they filter, keyed by the column's field. */
  headerFilters?: HeaderFilters;
  /** What the list holds, for 加载失败 (ListLoadState). */
  what?: string;
  /** `client`: the whole list came in one answer (a folder), so the grid pages and sorts it in the browser. */
  mode?: 'server' | 'client';
} & TableGridOptions &
  Omit<
    DataGridProps<Row>,
    'rows' | 'rowCount' | 'loading' | 'columns' | 'paginationModel' | 'onPaginationModelChange' | 'sortModel' | 'onSortModelChange' | 'sortingMode' | 'paginationMode' | 'disableColumnSorting'
  >;

/** A column's title with its filter after it; clicks on the filter never sort (ColumnFilter stops them). */
function headerWithFilter<Row extends GridValidRowModel>(column: GridColDef<Row>, filter: ColumnFilterProps): GridColDef<Row> {
  return {
    ...column,
    renderHeader: () => (
      <Box sx={{ display: 'flex', alignItems: 'center', fontWeight: 500, minWidth: 0 }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {column.headerName ?? filter.label}
        </Box>
        <ColumnFilter {...filter} />
      </Box>
    ),
  };
}

/**
 * THE table of every list in the back office (spec §2's generic table): loading (a bar, a veil), 暂无数据, rows;
 * column sorting where the server orders (`sortable`, sent as `orderBy` / `order`; a third click returns to the
 * list's own order); column filters in the headers (`headerFilters`); row checkboxes (`checkboxSelection`); CmsPager
 * with first / last and 向前 / 向后 5 页; 加载失败 with 重试 (ListLoadState); spec §9's sizes (tableColumns). No
 * screen renders a DataGrid of its own (a test holds every list to this one).
 *
 * @example <PagedGrid<H5LiveFile> list={useLiveList(paging.query)} paging={paging} sortable={H5_LIVE_ORDER_COLUMNS} columns={columns} />
 */
export function PagedGrid<Row extends GridValidRowModel>({
  list,
  paging,
  columns,
  sortable,
  headerFilters,
  what,
  mode = 'server',
  autoRowHeight,
  ...grid
}: PagedGridProps<Row>) {
  const shown = useMemo(
    () =>
      tableColumns(
        columns.map((column) => {
          const sorts = column.sortable !== false && sortable.includes(column.field);
          const filter = headerFilters?.[column.field];
          const withSort = { ...column, sortable: sorts };
          return filter ? headerWithFilter(withSort, filter) : withSort;
        }),
      ),
    [columns, sortable, headerFilters],
  );
  const props: LoadedGridProps<Row> = {
    page: list.data,
    fetching: list.isFetching,
    autoRowHeight,
    ...(mode === 'client' ? { paginationMode: 'client' as const, rowCount: undefined, sortingMode: 'client' as const } : { sortingMode: 'server' as const }),
    sortingOrder: ['desc', 'asc', null],
    paginationModel: paging.paginationModel,
    onPaginationModelChange: paging.onPaginationModelChange,
    sortModel: paging.sortModel,
    onSortModelChange: paging.onSortModelChange,
    keepNonExistentRowsSelected: false,
    columns: shown,
    ...grid,
  };
  return (
    <ListLoadState list={list} what={what}>
      <Suspense fallback={<GridPlaceholder />}>
        <LoadedGrid {...(props as unknown as LoadedGridProps<GridValidRowModel>)} />
      </Suspense>
    </ListLoadState>
  );
}

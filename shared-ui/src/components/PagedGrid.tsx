import { DataGrid, type DataGridProps, type GridPaginationModel } from '@mui/x-data-grid';
import { ListLoadState } from './ListLoadState';
import { serverGridProps, tableColumns } from './serverGridProps';

/** What PagedGrid reads of a list query (a TanStack Query result of a `Paged` answer). */
export interface PagedList<Row> {
  data: { list: Row[]; total: number } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The grid's controlled paging (0-based pages, as the grid counts them). */
export interface PagedGridPaging {
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}

export type PagedGridProps<Row extends { id: number }> = { list: PagedList<Row>; paging: PagedGridPaging; what?: string } & Omit<
  DataGridProps<Row>,
  'rows' | 'rowCount' | 'loading' | 'paginationModel' | 'onPaginationModelChange'
>;

/**
 * A server-paged list in spec §2's table whose order the server decides (no column sorting): a load that failed says
 * so with 重试 (ListLoadState), the pager is CmsPager, other DataGrid props (columns, selection) pass through.
 *
 * @example <PagedGrid<H5LiveFile> list={useLiveList(paging.query)} paging={paging} columns={columns} />
 */
export function PagedGrid<Row extends { id: number }>({ list, paging, what, columns, ...grid }: PagedGridProps<Row>) {
  return (
    <ListLoadState list={list} what={what}>
      <DataGrid<Row>
        {...serverGridProps(list.data, list.isFetching)}
        disableColumnSorting
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.onPaginationModelChange}
        columns={tableColumns(columns)}
        {...grid}
      />
    </ListLoadState>
  );
}

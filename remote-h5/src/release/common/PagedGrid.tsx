import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type DataGridProps } from '@mui/x-data-grid';
import { ListLoadState, serverGridProps } from 'shared-ui/components';
import { SearchBox } from './SearchBox';
import type { GridPaging } from './useGridPaging';

/** What PagedGrid reads of a list query (`usePrepublishList` and the like). */
interface PagedList<Row> {
  data: { list: Row[]; total: number } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

type PagedGridProps<Row extends { id: number }> = { list: PagedList<Row>; paging: GridPaging } & Omit<
  DataGridProps<Row>,
  'rows' | 'rowCount' | 'loading' | 'paginationModel' | 'onPaginationModelChange'
>;

/**
 * A server-paged list of the release system on the paging state; a load that failed says so with 重试 (ListLoadState).
 * The server decides the order (newest first), so the columns do not sort. Other DataGrid props (columns, selection)
 * pass through.
 *
 * @example <PagedGrid<H5LiveFile> list={useLiveList(paging.query)} paging={paging} columns={columns} />
 */
export function PagedGrid<Row extends { id: number }>({ list, paging, ...grid }: PagedGridProps<Row>) {
  return (
    <ListLoadState list={list}>
      <DataGrid<Row>
        {...serverGridProps(list.data, list.isFetching)}
        disableColumnSorting
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.onPaginationModelChange}
        {...grid}
      />
    </ListLoadState>
  );
}

/** A list's heading with its search by path on the right. */
export function PagedGridHeading({ title, onSearch }: { title: string; onSearch: (text: string) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <SearchBox label="按路径搜索" onSearch={onSearch} />
    </Box>
  );
}

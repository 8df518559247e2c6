import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ArticleRow, Paged } from 'shared-ui/contract';
import { articleGridProps } from './articleGridProps';
import type { ListParams } from './useListParams';
import { shownFailureMessage } from 'shared-ui/workflow';

export interface ArticleGridProps {
  list: UseQueryResult<Paged<ArticleRow>>;
  params: Pick<ListParams<string>, 'paginationModel' | 'onPaginationModelChange' | 'sortModel' | 'onSortModelChange'>;
  columns: GridColDef<ArticleRow>[];
  /** Row checkboxes; given with its change handler. */
  selection?: GridRowSelectionModel;
  onSelectionChange?: (selection: GridRowSelectionModel) => void;
  label: string;
}

/** A server-paged, server-sorted list of articles: loading, '暂无数据', an error with 重试, row checkboxes. */
export function ArticleGrid({ list, params, columns, selection, onSelectionChange, label }: ArticleGridProps) {
  const failure = list.isError ? shownFailureMessage(list.error) : null;
  return (
    <>
      {failure ? (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              重试
            </Button>
          }
        >
          {failure}
        </Alert>
      ) : null}
      <DataGrid<ArticleRow>
        {...articleGridProps(list.data, list.isFetching)}
        aria-label={label}
        columns={columns}
        sortingMode="server"
        sortingOrder={['desc', 'asc', null]}
        paginationModel={params.paginationModel}
        onPaginationModelChange={params.onPaginationModelChange}
        sortModel={params.sortModel}
        onSortModelChange={params.onSortModelChange}
        checkboxSelection={Boolean(onSelectionChange)}
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelectionChange}
        keepNonExistentRowsSelected={false}
        getRowHeight={() => 'auto'}
        sx={{ minHeight: 320, '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' } }}
      />
    </>
  );
}

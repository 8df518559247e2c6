import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ArticleRow, Paged } from 'shared-ui/contract';
import { articleGridProps } from './articleGridProps';
import type { ListParams } from './useListParams';
import { ListLoadState, tableColumns } from 'shared-ui/components';

export interface ArticleGridProps {
  list: UseQueryResult<Paged<ArticleRow>>;
  params: Pick<ListParams<string>, 'paginationModel' | 'onPaginationModelChange' | 'sortModel' | 'onSortModelChange'>;
  columns: GridColDef<ArticleRow>[];
  /** Row checkboxes; given with its change handler. */
  selection?: GridRowSelectionModel;
  onSelectionChange?: (selection: GridRowSelectionModel) => void;
  label: string;
}

/** A server-paged, server-sorted list of articles: loading, '暂无数据', 加载失败 with 重试 (ListLoadState), row checkboxes. */
export function ArticleGrid({ list, params, columns, selection, onSelectionChange, label }: ArticleGridProps) {
  return (
    <ListLoadState list={list} what={label}>
      <DataGrid<ArticleRow>
        {...articleGridProps(list.data, list.isFetching)}
        aria-label={label}
        columns={tableColumns(columns)}
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
      />
    </ListLoadState>
  );
}

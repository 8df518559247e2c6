import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ArticleRow, Paged } from 'shared-ui/contract';
import { PagedGrid, type HeaderFilters } from 'shared-ui/components';
import type { ListParams } from './useListParams';

export interface ArticleGridProps {
  list: UseQueryResult<Paged<ArticleRow>>;
  params: Pick<ListParams<string>, 'paginationModel' | 'onPaginationModelChange' | 'sortModel' | 'onSortModelChange'>;
  columns: GridColDef<ArticleRow>[];
  /** The columns the server orders this list by (the list's `useListParams` allow-list). */
  sortable: readonly string[];
  headerFilters?: HeaderFilters;
  /** Row checkboxes; given with its change handler. */
  selection?: GridRowSelectionModel;
  onSelectionChange?: (selection: GridRowSelectionModel) => void;
  label: string;
}

/** The article lists' PagedGrid: rows keyed by `linkId` and as tall as their titles and tags. */
export function ArticleGrid({ list, params, columns, sortable, headerFilters, selection, onSelectionChange, label }: ArticleGridProps) {
  return (
    <PagedGrid<ArticleRow>
      list={list}
      paging={params}
      what={label}
      aria-label={label}
      autoRowHeight
      getRowId={(row) => row.linkId}
      columns={columns}
      sortable={sortable}
      headerFilters={headerFilters}
      checkboxSelection={Boolean(onSelectionChange)}
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelectionChange}
    />
  );
}

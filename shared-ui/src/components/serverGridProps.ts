import { zhCN } from '@mui/x-data-grid/locales';
import { Messages } from 'shared-ui';

/** The grid's zh-CN texts, with spec §2's empty-table text. */
export const GRID_LOCALE_TEXT = { ...zhCN.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: Messages.emptyTable };

/**
 * The props every server-paged list of the back office shares (spec §2's generic list: loading, '暂无数据', a pager
 * of 10/20/50): spread them on a DataGrid and add paging state, columns and selection.
 *
 * @example <DataGrid {...serverGridProps(list.data, list.isFetching)} columns={columns} paginationModel={…} />
 */
export function serverGridProps<Row extends { id: number }>(page: { list: Row[]; total: number } | undefined, fetching: boolean) {
  return {
    rows: page?.list ?? [],
    getRowId: (row: Row) => row.id,
    // The row count stays while the next page loads, so the pager does not jump.
    rowCount: page?.total ?? 0,
    loading: fetching,
    paginationMode: 'server' as const,
    pageSizeOptions: [10, 20, 50],
    disableColumnFilter: true,
    disableRowSelectionOnClick: true,
    localeText: GRID_LOCALE_TEXT,
    slotProps: { loadingOverlay: { variant: 'linear-progress' as const, noRowsVariant: 'skeleton' as const } },
    sx: { minHeight: 320 },
  };
}

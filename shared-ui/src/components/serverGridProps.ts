/**
 * The DataGrid's own props for every list (loaded with the grid itself: LoadedGrid, lazily, by PagedGrid).
 */
import type { GridValidRowModel } from '@mui/x-data-grid';
import { zhCN } from '@mui/x-data-grid/locales';
import { Messages } from 'shared-ui';
import { TABLE_DEFAULTS } from 'shared-ui/contract';
import { AUTO_ROW_HEIGHT_CLASS, MARKED_ROW_CLASS, type TableGridOptions } from './gridColumns';
import { GridPager } from './GridPager';
import { pageScrollbarSize } from './pageScrollbarSize';

/** The grid's zh-CN texts, with spec §2's empty-table text. */
export const GRID_LOCALE_TEXT = { ...zhCN.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: Messages.emptyTable };

/**
 * Every grid's own styles, one object for all of them. The DataGrid folds its ~160 rules of root styles and the sx
 * into one generated class, so a grid whose sx differed from the last one's (rows of their own height, say) compiled
 * and inserted all of those rules again, and the browser re-matched them: 20–40 ms of the information feed's first
 * open after the library. With one sx, what varies between grids is a class name and the class is generated once.
 */
const GRID_SX = {
  // Spec §9's table defaults (contract TABLE_DEFAULTS): the table's least height, the empty area under the titles
  // (the grid sizes an empty body by this variable), the footer row, and the veil over the rows while a list loads.
  minHeight: TABLE_DEFAULTS.minHeight,
  '--DataGrid-overlayHeight': `${String(TABLE_DEFAULTS.emptyHeight)}px`,
  '& .MuiDataGrid-footerContainer': { minHeight: TABLE_DEFAULTS.footerHeight },
  '& .MuiDataGrid-overlayWrapper .MuiDataGrid-overlay': { backgroundColor: `rgba(255, 255, 255, ${String(TABLE_DEFAULTS.loadingOpacity)})` },
  [`&.${AUTO_ROW_HEIGHT_CLASS} .MuiDataGrid-cell`]: { py: 0.75, display: 'flex', alignItems: 'center' },
  [`& .${MARKED_ROW_CLASS}`]: { bgcolor: 'rgba(237, 108, 2, 0.18)' },
  // 编辑 / 发布 / 删除 stay in view at 1280 px when the columns are wider than the screen: the community grid has
  // no pinned columns, so the actions cells stick to the right edge of the scroller.
  [`& .MuiDataGrid-cell[data-field="actions"], & .MuiDataGrid-columnHeader[data-field="actions"]`]: {
    position: 'sticky',
    right: 0,
    zIndex: 2,
    backgroundColor: 'background.paper',
    boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
  },
} as const;

/**
 * Spec §2's generic table on a DataGrid, for every list of the back office: '暂无数据', a loading bar, CmsPager
 * (first / last, a window of pages, 向前 5 页 / 向后 5 页) with 10/20/50 rows, and the row actions pinned right.
 * serverGridProps adds a server-paged list's rows; a list held in the browser spreads this alone.
 */
export function tableGridProps({ autoRowHeight = false }: TableGridOptions = {}) {
  return {
    pageSizeOptions: [10, 20, 50],
    disableColumnFilter: true,
    disableRowSelectionOnClick: true,
    localeText: GRID_LOCALE_TEXT,
    slots: { pagination: GridPager },
    // The loading bar is named, as every progress indicator must be for a screen reader (axe: aria-progressbar-name).
    slotProps: { loadingOverlay: { variant: 'linear-progress' as const, noRowsVariant: 'skeleton' as const }, baseLinearProgress: { 'aria-label': '加载中' } },
    // Every column is rendered (a page holds at most 100 rows), so the pinned actions cell exists however far it sits.
    columnBufferPx: 4000,
    columnHeaderHeight: TABLE_DEFAULTS.headerHeight,
    rowHeight: TABLE_DEFAULTS.rowHeight,
    scrollbarSize: pageScrollbarSize(),
    ...(autoRowHeight ? { getRowHeight: () => 'auto' as const, className: AUTO_ROW_HEIGHT_CLASS } : {}),
    sx: GRID_SX,
  };
}

/**
 * tableGridProps for a server-paged list: its rows, their count (kept while the next page loads, so the pager does
 * not jump), the loading state and server paging. Spread on a DataGrid and add paging state, columns and selection.
 *
 * @example <DataGrid {...serverGridProps(list.data, list.isFetching)} columns={columns} paginationModel={…} />
 */
export function serverGridProps<Row extends GridValidRowModel>(page: { list: Row[]; total: number } | undefined, fetching: boolean, options: TableGridOptions = {}) {
  return {
    ...tableGridProps(options),
    // Rows are keyed by `id` unless the grid is given a getRowId (articles by linkId).
    rows: page?.list ?? [],
    rowCount: page?.total ?? 0,
    loading: fetching,
    paginationMode: 'server' as const,
  };
}

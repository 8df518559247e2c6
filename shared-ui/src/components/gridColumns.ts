/**
 * What a list's columns and rows need of the table without the DataGrid's code (PagedGrid loads the grid lazily: a
 * screen that shows no table never downloads it).
 */
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { TABLE_DEFAULTS } from 'shared-ui/contract';

export interface TableGridOptions {
  /** Rows as tall as their content (wrapped titles, tag chips), the cells centred vertically. */
  autoRowHeight?: boolean;
}

/** The class that marks a grid whose rows are as tall as their content (GRID_SX styles its cells). */
export const AUTO_ROW_HEIGHT_CLASS = 'CmsGrid-autoRowHeight';

/**
 * A row's class (getRowClassName) for the row a link named (`?entry=`): GRID_SX gives it a background. Styled there
 * rather than by a grid's own sx, which would replace GRID_SX (the spec's sizes, the pinned actions) for that grid.
 */
export const MARKED_ROW_CLASS = 'CmsGrid-markedRow';

const withDefaults = new WeakMap<readonly GridColDef[], GridColDef[]>();

/**
 * A grid's columns with spec §9's column defaults: at least 50 px wide, and at most 5000 px where a column may be
 * resized by dragging (the grid itself sets no upper bound). A column's own minWidth / maxWidth win. The same array
 * in gives the same array out, so a memoised column list stays memoised.
 *
 * @example <DataGrid {...serverGridProps(page, fetching)} columns={tableColumns(columns)} />
 */
export function tableColumns<Row extends GridValidRowModel>(columns: readonly GridColDef<Row>[]): GridColDef<Row>[] {
  const cached = withDefaults.get(columns as readonly GridColDef[]);
  if (cached) return cached as GridColDef<Row>[];
  const next = columns.map((column) => ({
    minWidth: TABLE_DEFAULTS.minColumnWidth,
    ...(column.resizable === false ? {} : { maxWidth: TABLE_DEFAULTS.maxResizableColumnWidth }),
    ...column,
  }));
  withDefaults.set(columns as readonly GridColDef[], next as GridColDef[]);
  return next;
}

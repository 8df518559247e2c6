/**
 * The DataGrid as PagedGrid draws it, in a chunk of its own: the grid (about 120 KB gzip) loads when a table is first
 * drawn, not with everything `shared-ui/components` holds (the calendar, a module's edit form, /home's links).
 */
import { DataGrid, GridActionsCellItem, type DataGridProps, type GridActionsColDef, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { createElement, isValidElement, useMemo, type ReactElement } from 'react';
import { GridAction } from './GridAction';
import type { TableGridOptions } from './gridColumns';
import { serverGridProps } from './serverGridProps';

/** GridAction markers as the grid's own action items; anything else as it came. */
function gridActions(elements: readonly ReactElement[]): ReactElement[] {
  return elements.map((element) => (isValidElement(element) && element.type === GridAction ? createElement(GridActionsCellItem, { ...(element.props as object), key: element.key } as never) : element));
}

function withGridActions<Row extends GridValidRowModel>(columns: readonly GridColDef<Row>[]): GridColDef<Row>[] {
  return columns.map((column) => {
    if (column.type !== 'actions') return column;
    const { getActions } = column as GridActionsColDef<Row>;
    return { ...column, getActions: (params) => gridActions(getActions(params)) } as GridActionsColDef<Row>;
  });
}

export type LoadedGridProps<Row extends GridValidRowModel> = Omit<DataGridProps<Row>, 'rows' | 'rowCount' | 'loading'> &
  TableGridOptions & {
    page: { list: Row[]; total: number } | undefined;
    fetching: boolean;
    columns: readonly GridColDef<Row>[];
  };

export default function LoadedGrid<Row extends GridValidRowModel>({ page, fetching, autoRowHeight, columns, ...grid }: LoadedGridProps<Row>) {
  const shown = useMemo(() => withGridActions(columns), [columns]);
  return (
    <DataGrid<Row> {...serverGridProps(page, fetching, { autoRowHeight })} {...grid} columns={shown} />
  );
}

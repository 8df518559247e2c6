import type { GridActionsCellItemProps } from '@mui/x-data-grid';

/**
 * A row action in an `actions` column's getActions (编辑, 删除 …), written where the columns are — without the
 * DataGrid's code, which PagedGrid loads only when it draws a table. PagedGrid turns each into the grid's own
 * GridActionsCellItem (the only child its actions cell accepts) when it renders; on its own it draws nothing.
 *
 * @example getActions: ({ row }) => [<GridAction key="edit" icon={<EditOutlined />} label="编辑" onClick={() => edit(row)} />]
 */
export function GridAction(props: GridActionsCellItemProps): null {
  void props;
  return null;
}

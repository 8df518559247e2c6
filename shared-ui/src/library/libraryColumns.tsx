import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { GridAction } from 'shared-ui/components';

/** What a library row shows of its last change (the 更新人 / 时间 column). */
export interface LibraryStamped {
  update_time: string;
  update_operator: string;
}

export interface LibraryRowActions<Row> {
  onDetail: (row: Row) => void;
  /** Absent when the role may not make the call: no button. */
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
}

/** The width a column takes: fixed, or a share of what is left (with a floor). */
type ColumnSize = { width: number } | { flex: number; minWidth: number };

/**
 * A library's columns around its own: the name as a link to the detail, then `middle`, then 更新人 / 时间 and the
 * row's actions (详情, and 编辑 / 删除 where the role may). `before` stands ahead of the name (a portrait).
 */
export function libraryColumns<Row extends GridValidRowModel & LibraryStamped & { name: string }>(
  { name, before = [], middle }: { name: { headerName: string } & ColumnSize; before?: GridColDef<Row>[]; middle: GridColDef<Row>[] },
  { onDetail, onEdit, onDelete }: LibraryRowActions<Row>,
): GridColDef<Row>[] {
  return [
    ...before,
    {
      field: 'name',
      ...name,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => onDetail(row)} sx={{ textAlign: 'left' }}>
          {row.name}
        </Link>
      ),
    },
    ...middle,
    {
      field: 'update_time',
      headerName: '更新人 / 时间',
      width: 150,
      renderCell: ({ row }) => (
        <span>
          {row.update_operator}
          <br />
          {row.update_time}
        </span>
      ),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: '操作',
      width: 110,
      getActions: ({ row }) => [
        <GridAction key="detail" icon={<InfoOutlined />} label="详情" onClick={() => onDetail(row)} />,
        ...(onEdit ? [<GridAction key="edit" icon={<EditOutlined />} label="编辑" onClick={() => onEdit(row)} />] : []),
        ...(onDelete ? [<GridAction key="delete" icon={<DeleteOutline />} label="删除" onClick={() => onDelete(row)} />] : []),
      ],
    },
  ];
}

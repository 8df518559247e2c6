import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Link from '@mui/material/Link';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { ImageThumb } from 'shared-ui/components';
import type { ManagerRow } from 'shared-ui/contract';

export interface ManagerRowActions {
  onDetail: (manager: ManagerRow) => void;
  /** Absent when the role may not make the call: no button. */
  onEdit?: (manager: ManagerRow) => void;
  onDelete?: (manager: ManagerRow) => void;
}

/** The library's columns; the server orders them (newest first), so none sorts on the client. */
export function managerColumns({ onDetail, onEdit, onDelete }: ManagerRowActions): GridColDef<ManagerRow>[] {
  return [
    {
      field: 'photo',
      headerName: '照片',
      width: 70,
      sortable: false,
      renderCell: ({ row, tabIndex, hasFocus }) =>
        row.photo ? (
          <ImageThumb src={row.photo} alt={`${row.name}的照片`} box={{ width: 36, height: 48 }} fit="cover" tabIndex={tabIndex} hasFocus={hasFocus} />
        ) : (
          <span>未上传</span>
        ),
    },
    {
      field: 'name',
      headerName: '姓名',
      width: 110,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => onDetail(row)} sx={{ textAlign: 'left' }}>
          {row.name}
        </Link>
      ),
    },
    { field: 'id', headerName: '编号', width: 80 },
    { field: 'company', headerName: '基金公司', width: 120 },
    { field: 'years', headerName: '从业年限', width: 90, valueFormatter: (value: number) => `${String(value)} 年` },
    {
      field: 'funds',
      headerName: '在管基金',
      flex: 1,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => <span>{row.funds.length > 0 ? row.funds.map((f) => f.name).join('、') : '—'}</span>,
    },
    {
      field: 'slot_count',
      headerName: '使用情况',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <span>{row.slot_count > 0 ? `${String(row.slot_count)} 个运营位使用中` : '未使用'}</span>,
    },
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
        <GridActionsCellItem key="detail" icon={<InfoOutlined />} label="详情" onClick={() => onDetail(row)} />,
        ...(onEdit ? [<GridActionsCellItem key="edit" icon={<EditOutlined />} label="编辑" onClick={() => onEdit(row)} />] : []),
        ...(onDelete ? [<GridActionsCellItem key="delete" icon={<DeleteOutline />} label="删除" onClick={() => onDelete(row)} />] : []),
      ],
    },
  ];
}

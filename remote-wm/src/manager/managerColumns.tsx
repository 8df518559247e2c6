import type { GridColDef } from '@mui/x-data-grid';
import { ImageThumb } from 'shared-ui/components';
import type { ManagerRow } from 'shared-ui/contract';
import { libraryColumns, type LibraryRowActions } from 'shared-ui/library';

const PHOTO_COLUMN: GridColDef<ManagerRow> = {
  field: 'photo',
  headerName: '照片',
  width: 70,
  sortable: false,
  renderCell: ({ row, tabIndex, hasFocus }) =>
    row.photo ? <ImageThumb src={row.photo} alt={`${row.name}的照片`} box={{ width: 36, height: 48 }} fit="cover" tabIndex={tabIndex} hasFocus={hasFocus} /> : <span>未上传</span>,
};

const MANAGER_COLUMNS: GridColDef<ManagerRow>[] = [
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
];

/** The library's columns; the sortable ones are those the server orders by (MANAGER_ORDER_COLUMNS). */
export function managerColumns(actions: LibraryRowActions<ManagerRow>): GridColDef<ManagerRow>[] {
  return libraryColumns({ before: [PHOTO_COLUMN], name: { headerName: '姓名', width: 110 }, middle: MANAGER_COLUMNS }, actions);
}

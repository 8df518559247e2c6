import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';

/** The 操作 column of a news list: 详情 opens the item (its approval and shelf actions live in the detail). */
export function detailActionColumn<Row extends { id: number; title: string }>(openDetail: (id: number) => void): GridColDef<Row> {
  return {
    field: 'actions',
    headerName: '操作',
    width: 90,
    sortable: false,
    renderCell: ({ row }) => (
      <Button size="small" onClick={() => openDetail(row.id)} aria-label={`详情：${row.title}`}>
        详情
      </Button>
    ),
  };
}

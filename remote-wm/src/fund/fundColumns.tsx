import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Link from '@mui/material/Link';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { FUND_RISK_LEVELS, currencyText, optionLabel, type FundRow } from 'shared-ui/contract';

export interface FundRowActions {
  onDetail: (fund: FundRow) => void;
  /** Absent when the role may not make the call: no button. */
  onEdit?: (fund: FundRow) => void;
  onDelete?: (fund: FundRow) => void;
}

/** The library's columns; the sortable ones are those the server orders by (FUND_ORDER_COLUMNS). */
export function fundColumns({ onDetail, onEdit, onDelete }: FundRowActions): GridColDef<FundRow>[] {
  return [
    {
      field: 'name',
      headerName: '基金名称',
      flex: 1.4,
      minWidth: 170,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => onDetail(row)} sx={{ textAlign: 'left' }}>
          {row.name}
        </Link>
      ),
    },
    { field: 'isin', headerName: 'ISIN', width: 130 },
    { field: 'risk_level', headerName: '风险等级', width: 110, valueFormatter: (value: string) => optionLabel(FUND_RISK_LEVELS, value) },
    { field: 'currency', headerName: '币种', width: 70, valueFormatter: (value: string) => currencyText(value) },
    { field: 'fund_house', headerName: '基金公司', width: 110, sortable: false },
    { field: 'title', headerName: '展示标题', flex: 1, minWidth: 120, sortable: false },
    { field: 'remark', headerName: '推荐语', flex: 1, minWidth: 120, sortable: false },
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

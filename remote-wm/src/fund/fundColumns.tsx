import type { GridColDef } from '@mui/x-data-grid';
import { FUND_RISK_LEVELS, currencyText, optionLabel, type FundRow } from 'shared-ui/contract';
import { libraryColumns, type LibraryRowActions } from 'shared-ui/library';

const FUND_COLUMNS: GridColDef<FundRow>[] = [
  { field: 'isin', headerName: 'ISIN', width: 130 },
  { field: 'risk_level', headerName: '风险等级', width: 110, valueFormatter: (value: string) => optionLabel(FUND_RISK_LEVELS, value) },
  { field: 'currency', headerName: '币种', width: 70, valueFormatter: (value: string) => currencyText(value) },
  { field: 'fund_house', headerName: '基金公司', width: 110, sortable: false },
  { field: 'title', headerName: '展示标题', flex: 1, minWidth: 120, sortable: false },
  { field: 'remark', headerName: '推荐语', flex: 1, minWidth: 120, sortable: false },
];

/** The library's columns; the sortable ones are those the server orders by (FUND_ORDER_COLUMNS). */
export function fundColumns(actions: LibraryRowActions<FundRow>): GridColDef<FundRow>[] {
  return libraryColumns({ name: { headerName: '基金名称', flex: 1.4, minWidth: 170 }, middle: FUND_COLUMNS }, actions);
}

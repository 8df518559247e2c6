import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { H5_HISTORY_ORDER_COLUMNS, type H5HistoryEntry } from 'shared-ui/contract';
import { useHistoryList } from '../api/queries';
import { PagedGrid } from 'shared-ui/components';
import { PagedGridHeading } from '../common/PagedGridHeading';
import { useGridPaging } from '../common/useGridPaging';

const mono = { fontFamily: 'monospace' } as const;

const columns: GridColDef<H5HistoryEntry>[] = [
  {
    field: 'action',
    headerName: '操作',
    width: 90,
    renderCell: ({ row }) => <Chip size="small" variant="outlined" color={row.action === 'publish' ? 'success' : 'warning'} label={row.action === 'publish' ? '发布' : '撤销'} />,
  },
  { field: 'path', headerName: '文件路径', flex: 1.5, minWidth: 260, renderCell: ({ value }) => <Box component="span" sx={mono}>{String(value)}</Box> },
  { field: 'git_id', headerName: 'git 版本', width: 110, renderCell: ({ value }) => <Box component="span" sx={mono}>{String(value ?? '').slice(0, 10)}</Box> },
  { field: 'sha256', headerName: '内容摘要', width: 110, renderCell: ({ value }) => <Box component="span" sx={mono} title={String(value ?? '')}>{String(value ?? '').slice(0, 8)}</Box> },
  {
    field: 'restored',
    headerName: '撤销结果',
    width: 150,
    sortable: false,
    renderCell: ({ row }) => (row.action !== 'revoke' ? '' : row.restored ? `恢复为 git ${row.restored.git_id || row.restored.sha256.slice(0, 8)}` : '页面已下线'),
  },
  { field: 'operator', headerName: '操作人', width: 100 },
  { field: 'time', headerName: '时间', width: 170, renderCell: ({ row }) => (row.late ? `${row.time}（补发）` : row.time) },
  { field: 'pre_operator', headerName: '预发布人', width: 100 },
  { field: 'pre_time', headerName: '预发布时间', width: 170 },
];

/** Every publish and revoke (`publish/history`, server-paged, searchable by path), with who did it and when. */
export function HistoryGrid() {
  const paging = useGridPaging();
  const list = useHistoryList(paging.query);
  return (
    <Box data-testid="release-history">
      <PagedGridHeading title="发布与撤销记录" onSearch={paging.setSearch} />
      <PagedGrid<H5HistoryEntry> aria-label="发布与撤销记录" list={list} paging={paging} columns={columns} sortable={H5_HISTORY_ORDER_COLUMNS} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, isCallAllowed, notify, useSession } from 'shared-ui';
import { PageHeader } from 'shared-ui/components';
import { APPROVAL_SCREEN_TITLES, SHELF_LABELS, STOCK_NEWS_API as API, STOCK_NEWS_STATUS_LABELS, type Paged, type StockNewsDetail, type StockNewsRow } from 'shared-ui/contract';
import { stockNewsApi, type StockNewsFilters } from './stockNewsApi';
import { StockNewsDetailDialog } from './StockNewsDetailDialog';
import { StockNewsEditDialog } from './StockNewsEditDialog';

const FIRST_PAGE: StockNewsFilters = { status: '', symbol: '', search: '', currPage: 1, pageSize: 10 };

/** `/operation/br/modules/stockNews`: the items, filtered and paged, with writing, detail and the approval actions. */
export function StockNewsPage() {
  const { role } = useSession();
  const [filters, setFilters] = useState<StockNewsFilters>(FIRST_PAGE);
  const [searchText, setSearchText] = useState('');
  const [symbolText, setSymbolText] = useState('');
  const [page, setPage] = useState<Paged<StockNewsRow> | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [editing, setEditing] = useState<StockNewsDetail | 'new' | null>(null);
  const mayWrite = isCallAllowed(role, 'POST', API.save);

  const load = useCallback(() => {
    stockNewsApi.list(filters).then(setPage, (error: unknown) => error instanceof ApiError && !error.reportedByShell && notify.error(error.message));
  }, [filters]);
  useEffect(load, [load]);

  const apply = () => setFilters((f) => ({ ...f, search: searchText, symbol: symbolText.trim().toUpperCase(), currPage: 1 }));
  return (
    <Box>
      <PageHeader title="个股资讯" subtitle="写好的资讯经运营与 CEO 两级审批后方可推送；下架同样需两级审批" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="审批状态"
          size="small"
          sx={{ minWidth: 140 }}
          value={filters.status}
          onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as StockNewsFilters['status'], currPage: 1 }))}
        >
          <MenuItem value="">全部</MenuItem>
          {([0, 1, 2] as const).map((s) => (
            <MenuItem key={s} value={String(s)}>
              {STOCK_NEWS_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="股票代码" size="small" placeholder="如 00700.HK" value={symbolText} onChange={(e) => setSymbolText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && apply()} />
        <TextField label="搜索标题或股票名称" size="small" value={searchText} onChange={(e) => setSearchText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && apply()} />
        <Button onClick={apply}>查询</Button>
        <Box sx={{ flex: 1 }} />
        {mayWrite && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            写资讯
          </Button>
        )}
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>股票</TableCell>
            <TableCell>标题</TableCell>
            <TableCell>审批状态</TableCell>
            <TableCell>上架状态</TableCell>
            <TableCell>提交人</TableCell>
            <TableCell>更新时间</TableCell>
            <TableCell>操作</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page?.list.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} align="center">
                暂无数据
              </TableCell>
            </TableRow>
          )}
          {page?.list.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                {row.stock_name}（{row.symbol}）
              </TableCell>
              <TableCell>{row.title}</TableCell>
              <TableCell>
                {STOCK_NEWS_STATUS_LABELS[row.status]}
                {row.waiting_at ? ` · 待${APPROVAL_SCREEN_TITLES[row.waiting_at]}` : ''}
              </TableCell>
              <TableCell>{SHELF_LABELS[row.shelf]}</TableCell>
              <TableCell>{row.submitted_by}</TableCell>
              <TableCell>{row.updated_at}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => setOpen(row.id)} aria-label={`详情：${row.title}`}>
                  详情
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={page?.total ?? 0}
        page={filters.currPage - 1}
        rowsPerPage={filters.pageSize}
        rowsPerPageOptions={[10, 20, 50]}
        labelRowsPerPage="每页"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} 共 ${count}`}
        onPageChange={(_e, next) => setFilters((f) => ({ ...f, currPage: next + 1 }))}
        onRowsPerPageChange={(e) => setFilters((f) => ({ ...f, pageSize: Number(e.target.value), currPage: 1 }))}
      />
      {open !== null && (
        <StockNewsDetailDialog
          key={open}
          id={open}
          onClose={() => setOpen(null)}
          onChanged={load}
          onEdit={(item) => {
            setOpen(null);
            setEditing(item);
          }}
        />
      )}
      {editing !== null && (
        <StockNewsEditDialog
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            setEditing(null);
            load();
            setOpen(id);
          }}
        />
      )}
    </Box>
  );
}

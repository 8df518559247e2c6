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
import { ApiError, notify, useDocumentTitle } from 'shared-ui';
import { PageHeader } from 'shared-ui/components';
import { OTHER_NEWS_STATUS_LABELS, type OtherNewsRow, type OtherNewsStock, type Paged } from 'shared-ui/contract';
import { OtherNewsDetailDialog } from './OtherNewsDetailDialog';
import { OtherNewsStockFilter } from './OtherNewsStockFilter';
import { otherNewsApi, type OtherNewsFilters } from './otherNewsApi';

const FIRST_PAGE: OtherNewsFilters = { symbol: '', status: '', currPage: 1, pageSize: 10 };

/**
 * `/operation/br/modules/otherStockNews`: news about stocks from outside sources, by stock and status; a publisher
 * publishes one, applies to take it off shelf and hands the approver the off-shelf link.
 */
export function OtherStockNewsPage() {
  useDocumentTitle('其他个股资讯');
  const [filters, setFilters] = useState<OtherNewsFilters>(FIRST_PAGE);
  const [stock, setStock] = useState<OtherNewsStock | null>(null);
  const [page, setPage] = useState<Paged<OtherNewsRow> | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const load = useCallback(() => {
    otherNewsApi.list(filters).then(
      (answer) => {
        setPage(answer);
        setFailed(false);
      },
      (error: unknown) => {
        setFailed(true);
        if (error instanceof ApiError && !error.reportedByShell) notify.error(error.message);
      },
    );
  }, [filters]);
  useEffect(load, [load]);

  return (
    <Box>
      <PageHeader title="其他个股资讯" subtitle="外部来源（港交所公告、第三方资讯）的个股资讯：按股票和状态查看，发布与申请下架（下架需审批）" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
        <OtherNewsStockFilter
          value={stock}
          onChange={(next) => {
            setStock(next);
            setFilters((f) => ({ ...f, symbol: next?.symbol ?? '', currPage: 1 }));
          }}
        />
        <TextField
          select
          size="small"
          label="状态"
          sx={{ width: 160 }}
          value={filters.status}
          onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as OtherNewsFilters['status'], currPage: 1 }))}
        >
          <MenuItem value="">全部</MenuItem>
          {Object.entries(OTHER_NEWS_STATUS_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button onClick={load}>刷新</Button>
      </Stack>
      <Table size="small" aria-label="其他个股资讯列表">
        <TableHead>
          <TableRow>
            <TableCell>股票</TableCell>
            <TableCell>标题</TableCell>
            <TableCell>来源</TableCell>
            <TableCell>来源时间</TableCell>
            <TableCell>状态</TableCell>
            <TableCell>操作</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {failed && (
            <TableRow>
              <TableCell colSpan={6} align="center">
                加载失败 <Button onClick={load}>重试</Button>
              </TableCell>
            </TableRow>
          )}
          {!failed && page?.list.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} align="center">
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
              <TableCell>{row.source}</TableCell>
              <TableCell>{row.source_time}</TableCell>
              <TableCell>{OTHER_NEWS_STATUS_LABELS[row.status]}</TableCell>
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
        labelRowsPerPage="每页条数"
        labelDisplayedRows={({ from, to, count }) => `${String(from)}–${String(to)} 共 ${String(count)}`}
        onPageChange={(_e, next) => setFilters((f) => ({ ...f, currPage: next + 1 }))}
        onRowsPerPageChange={(e) => setFilters((f) => ({ ...f, pageSize: Number(e.target.value), currPage: 1 }))}
      />
      {open !== null && <OtherNewsDetailDialog id={open} onClose={() => setOpen(null)} onChanged={load} />}
    </Box>
  );
}

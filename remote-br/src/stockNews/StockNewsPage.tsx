import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { isCallAllowed, useSession, useDocumentTitle } from 'shared-ui';
import { PageBreadcrumbs, PageHeader, type HeaderFilters } from 'shared-ui/components';
import {
  APPROVAL_SCREEN_TITLES,
  SHELF_LABELS,
  SHELF_STATES,
  STOCK_NEWS_API as API,
  STOCK_NEWS_ORDER_COLUMNS,
  STOCK_NEWS_PATH,
  STOCK_NEWS_STATUS_LABELS,
  type StockNewsDetail,
  type StockNewsRow,
} from 'shared-ui/contract';
import { NewsListGrid } from '../newsShared/NewsListGrid';
import { useNewsListScreen } from '../newsShared/useNewsListScreen';
import { stockNewsApi, type StockNewsFilters } from './stockNewsApi';
import { StockNewsDetailDialog } from './StockNewsDetailDialog';
import { StockNewsEditDialog } from './StockNewsEditDialog';

const FIRST_PAGE: StockNewsFilters = { status: '', shelf: '', symbol: '', search: '', currPage: 1, pageSize: 10 };
const STATUS_OPTIONS = ([0, 1, 2] as const).map((s) => ({ value: String(s), label: STOCK_NEWS_STATUS_LABELS[s] }));
const SHELF_OPTIONS = SHELF_STATES.map((s) => ({ value: s, label: SHELF_LABELS[s] }));

/** Between 股票 and 操作 (NewsListGrid). */
const COLUMNS: GridColDef<StockNewsRow>[] = [
  { field: 'title', headerName: '标题', minWidth: 220, flex: 2 },
  {
    field: 'status',
    headerName: '审批状态',
    minWidth: 200,
    flex: 1,
    valueGetter: (_v, row) => `${STOCK_NEWS_STATUS_LABELS[row.status]}${row.waiting_at ? ` · 待${APPROVAL_SCREEN_TITLES[row.waiting_at]}` : ''}`,
  },
  { field: 'shelf', headerName: '上架状态', width: 110, valueGetter: (_v, row) => SHELF_LABELS[row.shelf] },
  { field: 'submitted_by', headerName: '提交人', width: 110 },
  { field: 'updated_at', headerName: '更新时间', width: 170 },
];

/** `/operation/br/modules/stockNews`: the items, filtered and paged, with writing, detail and the approval actions. */
export function StockNewsPage() {
  useDocumentTitle('个股资讯');
  const { role } = useSession();
  const [searchText, setSearchText] = useState('');
  const [symbolText, setSymbolText] = useState('');
  const news = useNewsListScreen('stockNews', FIRST_PAGE, stockNewsApi.list);
  const [editing, setEditing] = useState<StockNewsDetail | 'new' | null>(null);
  const mayWrite = isCallAllowed(role, 'POST', API.save);

  // 审批状态 and 上架状态 filter in their columns' headers (spec §2).
  const headerFilters: HeaderFilters = {
    status: { label: '审批状态', options: STATUS_OPTIONS, value: news.filters.status, onChange: (v) => news.refilter({ status: v as StockNewsFilters['status'] }) },
    shelf: { label: '上架状态', options: SHELF_OPTIONS, value: news.filters.shelf, onChange: (v) => news.refilter({ shelf: v as StockNewsFilters['shelf'] }) },
  };
  const apply = () => news.refilter({ search: searchText, symbol: symbolText.trim().toUpperCase() });
  return (
    <Box>
      <PageBreadcrumbs path={STOCK_NEWS_PATH} title="个股资讯" />
      <PageHeader title="个股资讯" subtitle="写好的资讯经运营与 CEO 两级审批后方可推送；下架同样需两级审批" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
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
      <NewsListGrid<StockNewsRow> screen={news} what="个股资讯" columns={COLUMNS} sortable={STOCK_NEWS_ORDER_COLUMNS} headerFilters={headerFilters} />
      {news.openId !== null && (
        <StockNewsDetailDialog
          key={news.openId}
          id={news.openId}
          onClose={() => news.setOpenId(null)}
          onChanged={news.reload}
          onEdit={(item) => {
            news.setOpenId(null);
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
            news.reload();
            news.setOpenId(id);
          }}
        />
      )}
    </Box>
  );
}

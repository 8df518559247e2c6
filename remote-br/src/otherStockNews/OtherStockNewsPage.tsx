import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useDocumentTitle } from 'shared-ui';
import { PageBreadcrumbs, PageHeader, type HeaderFilters } from 'shared-ui/components';
import { OTHER_NEWS_ORDER_COLUMNS, OTHER_NEWS_PATH, OTHER_NEWS_STATUS_LABELS, type OtherNewsRow, type OtherNewsStock } from 'shared-ui/contract';
import { NewsListGrid } from '../newsShared/NewsListGrid';
import { useNewsListScreen } from '../newsShared/useNewsListScreen';
import { OtherNewsDetailDialog } from './OtherNewsDetailDialog';
import { OtherNewsStockFilter } from './OtherNewsStockFilter';
import { otherNewsApi, type OtherNewsFilters } from './otherNewsApi';

const FIRST_PAGE: OtherNewsFilters = { symbol: '', status: '', currPage: 1, pageSize: 10 };
const STATUS_OPTIONS = Object.entries(OTHER_NEWS_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** Between 股票 and 操作 (NewsListGrid). */
const COLUMNS: GridColDef<OtherNewsRow>[] = [
  { field: 'title', headerName: '标题', minWidth: 240, flex: 2 },
  { field: 'source', headerName: '来源', width: 140 },
  { field: 'source_time', headerName: '来源时间', width: 170 },
  { field: 'status', headerName: '状态', width: 120, valueGetter: (_v, row) => OTHER_NEWS_STATUS_LABELS[row.status] },
];

/**
 * `/operation/br/modules/otherStockNews`: news about stocks from outside sources, by stock and status; a publisher
 * publishes one, applies to take it off shelf and hands the approver the off-shelf link.
 */
export function OtherStockNewsPage() {
  useDocumentTitle('其他个股资讯');
  const [stock, setStock] = useState<OtherNewsStock | null>(null);
  const news = useNewsListScreen('otherStockNews', FIRST_PAGE, otherNewsApi.list);
  // 状态 filters in its column's header (spec §2).
  const headerFilters: HeaderFilters = {
    status: { label: '状态', options: STATUS_OPTIONS, value: news.filters.status, onChange: (v) => news.refilter({ status: v as OtherNewsFilters['status'] }) },
  };

  return (
    <Box>
      <PageBreadcrumbs path={OTHER_NEWS_PATH} title="其他个股资讯" />
      <PageHeader title="其他个股资讯" subtitle="外部来源（港交所公告、第三方资讯）的个股资讯：按股票和状态查看，发布与申请下架（下架需审批）" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
        <OtherNewsStockFilter
          value={stock}
          onChange={(next) => {
            setStock(next);
            news.refilter({ symbol: next?.symbol ?? '' });
          }}
        />
        <Box sx={{ flex: 1 }} />
        <Button onClick={news.reload}>刷新</Button>
      </Stack>
      <NewsListGrid<OtherNewsRow> screen={news} what="其他个股资讯" columns={COLUMNS} sortable={OTHER_NEWS_ORDER_COLUMNS} headerFilters={headerFilters} />
      {news.openId !== null && <OtherNewsDetailDialog id={news.openId} onClose={() => news.setOpenId(null)} onChanged={news.reload} />}
    </Box>
  );
}

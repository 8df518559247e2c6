import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { FEATURED_CATEGORY, type InformationRow } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';
import { informationPaths } from './informationPaths';
import { categoryLabel, eventTypeLabel, marketLabel, STOCK_CALENDAR_TYPE } from './informationValues';
import { isSortableColumn } from './useFeedParams';

type Column = GridColDef<InformationRow>;

const title: Column = {
  field: 'title',
  headerName: '标题',
  flex: 2,
  minWidth: 200,
  renderCell: ({ row }) => (
    <Link component={RouterLink} to={informationPaths.detail(row.type, row.linkId)} underline="hover">
      {row.title}
    </Link>
  ),
};
const featured: Column = {
  field: 'featured',
  headerName: '精选',
  width: 72,
  renderCell: ({ row }) => (row.featured === 1 ? <Chip label="精选" size="small" color="warning" variant="outlined" /> : null),
};
const category: Column = { field: 'type', headerName: '分类', width: 90, valueGetter: (_v, row) => categoryLabel(row.type) };
const source: Column = { field: 'source_name', headerName: '来源', width: 110, valueGetter: (_v, row) => row.source_name || row.source };
const author: Column = { field: 'author', headerName: '作者', width: 110 };
const showTime: Column = { field: 'show_time', headerName: '展示时间', width: 165 };
const pageview: Column = { field: 'pageview', headerName: '浏览量', width: 90, type: 'number' };
const eventDate: Column = { field: 'event_date', headerName: '事件日期', width: 120 };
const stock: Column = {
  field: 'stock_code',
  headerName: '股票',
  width: 180,
  valueGetter: (_v, row) => {
    const market = row.market ? `${marketLabel(row.market)} ` : '';
    return row.stock_name ? `${market}${row.stock_name}（${row.stock_code}）` : row.stock_code;
  },
};
const eventType: Column = { field: 'event_type', headerName: '事件类型', width: 110, valueGetter: (_v, row) => eventTypeLabel(row.event_type ?? '') };

function actions(canReedit: boolean): Column {
  return {
    field: 'actions',
    headerName: '操作',
    width: canReedit ? 150 : 80,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        <Button size="small" sx={{ minWidth: 0 }} component={RouterLink} to={informationPaths.detail(row.type, row.linkId)} aria-label={`详情 ${row.title}`}>
          详情
        </Button>
        {canReedit ? (
          <Button size="small" sx={{ minWidth: 0 }} component={RouterLink} to={informationPaths.reedit(row.type, row.linkId, row.source)} aria-label={`重新编辑 ${row.title}`}>
            重新编辑
          </Button>
        ) : null}
      </Stack>
    ),
  };
}

/**
 * The feed's columns by category: the stock calendar shows its events (day, stock, event type); the featured list,
 * which mixes categories, names each row's category; every other feed shows where an item comes from, who wrote
 * it, when it shows and how often it was read. Only the columns the server can order by are sortable.
 */
export function informationColumns(type: number, canReedit: boolean): Column[] {
  const middle =
    type === STOCK_CALENDAR_TYPE
      ? [eventDate, stock, eventType, title, showTime]
      : type === FEATURED_CATEGORY
        ? [title, category, source, author, showTime, pageview]
        : [title, source, author, showTime, pageview];
  const columns = [...middle, featured, actions(canReedit)];
  return columns.map((c) => ({ ...c, sortable: isSortableColumn(c.field) }));
}

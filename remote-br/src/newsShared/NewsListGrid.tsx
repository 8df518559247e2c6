import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedGrid, type HeaderFilters } from 'shared-ui/components';
import { detailActionColumn } from '../approval/detailActionColumn';
import type { NewsListPaging } from '../approval/usePagedNewsList';
import type { NewsListScreen } from './useNewsListScreen';

/** What every stock-news row has: the stock it is about, and a title for its 详情 button. */
export type NewsGridRow = GridValidRowModel & { id: number; title: string; symbol: string; stock_name: string };

const stockColumn = <Row extends NewsGridRow>(): GridColDef<Row> => ({
  field: 'symbol',
  headerName: '股票',
  minWidth: 170,
  flex: 1,
  valueGetter: (_v, row) => `${row.stock_name}（${row.symbol}）`,
});

export interface NewsListGridProps<Row extends NewsGridRow> {
  screen: Pick<NewsListScreen<NewsListPaging, Row>, 'list' | 'paging' | 'setOpenId'>;
  /** What the list holds: 加载失败's words, and with 列表 the grid's name. */
  what: string;
  /** The columns between 股票 and 操作: what this list says of an item. */
  columns: readonly GridColDef<Row>[];
  /** The list's order allow-list in the contract. */
  sortable: readonly string[];
  headerFilters: HeaderFilters;
}

/** A stock-news list's grid: 股票 first, the list's own columns, then 操作 (详情 opens the item's detail). */
export function NewsListGrid<Row extends NewsGridRow>({ screen, what, columns, sortable, headerFilters }: NewsListGridProps<Row>) {
  const { setOpenId } = screen;
  const shown = useMemo(() => [stockColumn<Row>(), ...columns, detailActionColumn<Row>(setOpenId)], [columns, setOpenId]);
  return <PagedGrid<Row> list={screen.list} paging={screen.paging} columns={shown} sortable={sortable} headerFilters={headerFilters} what={what} aria-label={`${what}列表`} />;
}

/**
 * Both stock-news lists draw their grid with NewsListGrid: named after what they hold, 股票 first and 操作 last, each
 * list's own columns between.
 */
import { screen, within } from '@testing-library/react';
import { ok } from 'shared-ui';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { OtherStockNewsPage } from '../otherStockNews/OtherStockNewsPage';
import { StockNewsPage } from '../stockNews/StockNewsPage';
import { OTHER_NEWS_BASE, STOCK_NEWS_BASE, otherNewsRow, pageOf, renderSignedIn, stockNewsRow } from '../testing/newsFixtures';

// A DataGrid renders its rows a moment after the data arrives; under a full parallel run that is more than 1 s.
const GRID_WAIT = { timeout: 5000 };
const backend = fakeBackendPerTest();

const headersOf = (grid: HTMLElement) => within(grid).getAllByRole('columnheader').map((header) => header.textContent);

describe('the stock-news grids', () => {
  it('个股资讯: 股票, its approval and shelf columns, 操作', async () => {
    backend.current.on(`GET ${STOCK_NEWS_BASE}list`, { body: ok(pageOf([stockNewsRow(1, { status: 0, waiting_at: 80001 })])) });
    renderSignedIn(<StockNewsPage />, 'reader');
    const grid = await screen.findByRole('grid', { name: '个股资讯列表' }, GRID_WAIT);
    await within(grid).findByText('腾讯控股（00700.HK）', {}, GRID_WAIT);
    expect(headersOf(grid)).toEqual(['股票', '标题', '审批状态', '上架状态', '提交人', '更新时间', '操作']);
    expect(within(grid).getByText('待审批 · 待CEO 发布审批')).toBeTruthy();
    expect(within(grid).getByRole('button', { name: '详情：腾讯控股资讯 1' })).toBeTruthy();
  });

  it('其他个股资讯: 股票, its source and status columns, 操作', async () => {
    backend.current.on(`GET ${OTHER_NEWS_BASE}list`, { body: ok(pageOf([otherNewsRow(2, { status: 1 })])) }).on(`GET ${OTHER_NEWS_BASE}stock/search`, { body: ok([]) });
    renderSignedIn(<OtherStockNewsPage />, 'reader');
    const grid = await screen.findByRole('grid', { name: '其他个股资讯列表' }, GRID_WAIT);
    await within(grid).findByText('腾讯控股（00700.HK）', {}, GRID_WAIT);
    expect(headersOf(grid)).toEqual(['股票', '标题', '来源', '来源时间', '状态', '操作']);
    expect(within(grid).getByText('已发布')).toBeTruthy();
    expect(within(grid).getByRole('button', { name: '详情：腾讯控股回购公告 2' })).toBeTruthy();
  });
});

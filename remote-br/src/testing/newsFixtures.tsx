/** Stock-news and other-stock-news rows as the server sends them, and a screen rendered signed in, for remote-br's tests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionContext, type Role } from 'shared-ui';
import type { OtherNewsDetail, OtherNewsRow, StockNewsDetail, StockNewsRow } from 'shared-ui/contract';
import { MemoryRouter } from 'shared-ui/router';

export const STOCK_NEWS_BASE = 'operation/broker/news/approval/';
export const OTHER_NEWS_BASE = 'operation/broker/othernews/approval/';

export function stockNewsRow(id: number, extra: Partial<StockNewsRow> = {}): StockNewsRow {
  return {
    id,
    symbol: '00700.HK',
    stock_name: '腾讯控股',
    title: `腾讯控股资讯 ${id}`,
    source: '公司公告',
    status: 1,
    shelf: 'none',
    waiting_at: null,
    push_time: null,
    reject_reason: '',
    submitted_by: 'editor',
    created_at: '2026-01-05 10:00:00',
    updated_at: '2026-01-05 11:00:00',
    version: 4,
    ...extra,
  };
}

export function stockNewsDetail(row: StockNewsRow, extra: Partial<StockNewsDetail> = {}): StockNewsDetail {
  return {
    ...row,
    content: '<p>正文</p>',
    history: [{ action: 'agree', screen: 70000, actor: '陈晓琳', reason: '', at: '2026-01-05 10:30:00' }],
    submitted_at: '2026-01-05 10:00:00',
    ...extra,
  };
}

export function otherNewsRow(id: number, extra: Partial<OtherNewsRow> = {}): OtherNewsRow {
  return {
    id,
    symbol: '00700.HK',
    stock_name: '腾讯控股',
    title: `腾讯控股回购公告 ${String(id)}`,
    summary: '回购股份',
    source: '港交所披露易',
    source_url: 'https://news.example-broker.com/other/1',
    source_time: '2026-11-23 09:00:00',
    status: 0,
    updated_at: '2026-11-23 09:00:00',
    version: 2,
    ...extra,
  };
}

export function otherNewsDetail(row: OtherNewsRow, extra: Partial<OtherNewsDetail> = {}): OtherNewsDetail {
  return {
    ...row,
    content: '<p>正文</p><script>alert(1)</script>',
    history: [{ action: 'import', actor: '资讯接入', reason: '', at: '2026-11-23 09:00:00' }],
    ...extra,
  };
}

/** A list call's answer holding `list` (of `total` in all). */
export const pageOf = <Row,>(list: Row[], total = list.length) => ({ list, total, currPage: 1, pageSize: 10 });

/** `screen` as `role` sees it, at `url` (its own query cache, no retries: a refusal shows at once). */
export function renderSignedIn(screen: ReactNode, role: Role = 'publisher', url = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SessionContext.Provider value={{ session: { uid: 'u-1', account: 'alice', role, permission: ['0'], isSuperAdmin: false }, logout: async () => undefined }}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{screen}</MemoryRouter>
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
}

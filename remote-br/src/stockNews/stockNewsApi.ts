/** The back office's stock-news calls (contract stockNewsApproval.ts), each resolving to its data or an ApiError. */
import { api, unwrap } from 'shared-ui';
import {
  STOCK_NEWS_API as API,
  type ApprovalLink,
  type ApprovalScreen,
  type Paged,
  type ShelfState,
  type StockNewsDetail,
  type StockNewsRow,
  type StockNewsSaveBody,
} from 'shared-ui/contract';
import { newsPagingQuery, type NewsListPaging } from '../approval/usePagedNewsList';
import { withOffShelfWords } from './offShelfRefusal';

export interface StockNewsFilters extends NewsListPaging {
  status: '' | '0' | '1' | '2';
  shelf: '' | ShelfState;
  symbol: string;
  search: string;
}

export const stockNewsApi = {
  list: (filters: StockNewsFilters) => {
    const query = newsPagingQuery(filters);
    if (filters.status) query.status = filters.status;
    if (filters.shelf) query.shelf = filters.shelf;
    if (filters.symbol) query.symbol = filters.symbol;
    if (filters.search.trim()) query.search = filters.search.trim();
    return unwrap(api.get<Paged<StockNewsRow>>(API.list, query));
  },
  detail: (id: number) => unwrap(api.get<StockNewsDetail>(API.detail(id))),
  save: (body: StockNewsSaveBody) => unwrap(api.post<{ id: number }>(API.save, body)),
  publish: (id: number) => unwrap(api.post<StockNewsDetail>(API.publish, { id })),
  prePush: (id: number, pushTime: string) => unwrap(api.post<StockNewsDetail>(API.prePush, { id, push_time: pushTime })),
  offApply: (id: number) => unwrap(api.post<StockNewsDetail>(API.offShelfApply, { id })).catch(withOffShelfWords),
  publishOut: (id: number) => unwrap(api.post<StockNewsDetail>(API.publishOut, { id })),
  link: (id: number, screen: ApprovalScreen) => unwrap(api.get<ApprovalLink>(API.link(id), { screen })),
};

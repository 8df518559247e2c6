/** The back office's other-stock-news calls (contract otherStockNews.ts), each resolving to its data or an ApiError. */
import { api, unwrap } from 'shared-ui';
import { OTHER_NEWS_API as API, type ApprovalLink, type OtherNewsDetail, type OtherNewsRow, type OtherNewsStock, type Paged } from 'shared-ui/contract';
import { newsPagingQuery, type NewsListPaging } from '../approval/usePagedNewsList';
import { withOffShelfWords } from '../stockNews/offShelfRefusal';

export interface OtherNewsFilters extends NewsListPaging {
  symbol: string;
  status: '' | '0' | '1' | '2' | '3';
}

export const otherNewsApi = {
  list: (filters: OtherNewsFilters) => {
    const query = newsPagingQuery(filters);
    if (filters.symbol) query.symbol = filters.symbol;
    if (filters.status) query.status = filters.status;
    return unwrap(api.get<Paged<OtherNewsRow>>(API.list, query));
  },
  searchStocks: (content: string) => unwrap(api.get<OtherNewsStock[]>(API.stockSearch, { content })),
  detail: (id: number) => unwrap(api.get<OtherNewsDetail>(API.detail(id))),
  publish: (id: number) => unwrap(api.post<OtherNewsDetail>(API.publish(id), {})),
  applyOff: (id: number) => unwrap(api.post<OtherNewsDetail>(API.out(id), {})).catch(withOffShelfWords),
  link: (id: number) => unwrap(api.get<ApprovalLink>(API.link(id))),
};

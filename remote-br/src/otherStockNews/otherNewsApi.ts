/** The back office's other-stock-news calls (contract otherStockNews.ts), each resolving to its data or an ApiError. */
import { ErrorCode, api, unwrap } from 'shared-ui';
import { BASE_VERSION_FIELD, OTHER_NEWS_API as API, type ApprovalLink, type OtherNewsDetail, type OtherNewsRow, type OtherNewsStock, type Paged } from 'shared-ui/contract';
import { newsPagingQuery, type NewsListPaging } from '../approval/usePagedNewsList';
import { withOffShelfWords } from '../stockNews/offShelfRefusal';

export interface OtherNewsFilters extends NewsListPaging {
  symbol: string;
  status: '' | '0' | '1' | '2' | '3';
}

const versioned = (base: number | null | undefined): object => (base === undefined ? {} : { [BASE_VERSION_FIELD]: base });

export const otherNewsApi = {
  list: (filters: OtherNewsFilters) => {
    const query = newsPagingQuery(filters);
    if (filters.symbol) query.symbol = filters.symbol;
    if (filters.status) query.status = filters.status;
    return unwrap(api.get<Paged<OtherNewsRow>>(API.list, query));
  },
  searchStocks: (content: string) => unwrap(api.get<OtherNewsStock[]>(API.stockSearch, { content })),
  detail: (id: number) => unwrap(api.get<OtherNewsDetail>(API.detail(id))),
  // `base`: the item's version as shown (contract staleSave.ts); a newer one is 1043 in the server's words.
  publish: (id: number, base?: number | null) => unwrap(api.post<OtherNewsDetail>(API.publish(id), versioned(base)), [0], [ErrorCode.StaleSave]),
  applyOff: (id: number, base?: number | null) => unwrap(api.post<OtherNewsDetail>(API.out(id), versioned(base)), [0], [ErrorCode.StaleSave]).catch(withOffShelfWords),
  link: (id: number) => unwrap(api.get<ApprovalLink>(API.link(id))),
};

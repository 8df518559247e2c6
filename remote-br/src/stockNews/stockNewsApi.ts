/** The back office's stock-news calls (contract stockNewsApproval.ts), each resolving to its data or an ApiError. */
import { ErrorCode, api, unwrap } from 'shared-ui';
import {
  BASE_VERSION_FIELD,
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

/**
 * The version an edit or action is based on (contract staleSave.ts: the item's `version` as the screen read it); a
 * newer one answers 1043 in the server's own words (who, when), which the conflict dialog shows.
 */
type Base = number | null | undefined;
const based = (body: object, base: Base): object => (base === undefined ? body : { ...body, [BASE_VERSION_FIELD]: base });
const STALE = [ErrorCode.StaleSave];

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
  save: (body: StockNewsSaveBody, base?: Base) => unwrap(api.post<{ id: number }>(API.save, based(body, base)), [0], STALE),
  publish: (id: number, base?: Base) => unwrap(api.post<StockNewsDetail>(API.publish, based({ id }, base)), [0], STALE),
  prePush: (id: number, pushTime: string, base?: Base) => unwrap(api.post<StockNewsDetail>(API.prePush, based({ id, push_time: pushTime }, base)), [0], STALE),
  offApply: (id: number, base?: Base) => unwrap(api.post<StockNewsDetail>(API.offShelfApply, based({ id }, base)), [0], STALE).catch(withOffShelfWords),
  publishOut: (id: number, base?: Base) => unwrap(api.post<StockNewsDetail>(API.publishOut, based({ id }, base)), [0], STALE),
  link: (id: number, screen: ApprovalScreen) => unwrap(api.get<ApprovalLink>(API.link(id), { screen })),
};

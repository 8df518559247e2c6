/**
 * Other stock news (spec §4, §7 `operation/broker/othernews/approval/`): news about a stock from outside sources (HKEX
 * filings, third-party feeds), taken into the back office rather than written there. Apart and free of zod, like
 * stockNewsCalls.ts: the role rules (in the login page's bundle) need the approval calls' shapes.
 *
 * | call                                  | who        | answers                                                   |
 * |---------------------------------------|------------|-----------------------------------------------------------|
 * | GET  stock/search?content=            | session    | the stocks matching a code, name or pinyin initials       |
 * | GET  stock/symbol?symbol=             | session    | one stock (its name) or 1107                              |
 * | GET  list?symbol&status&currPage&…    | session    | Paged<OtherNewsRow>                                       |
 * | GET  detail/{id}                      | session    | OtherNewsDetail                                           |
 * | POST {id}/publish                     | publisher  | OtherNewsDetail; 1015 not pending                         |
 * | POST {id}/out                         | publisher  | an off-shelf application; 1025 while one waits            |
 * | GET  link/{id}                        | publisher  | ApprovalLink to /approval/otherstocknews                  |
 * | GET  h5/list                          | token      | OtherNewsDetail[] waiting for off-shelf approval          |
 * | POST h5/{id}/agree, h5/{id}/reject    | token      | OtherNewsDetail; 1015 already handled; HTTP 403 bad token |
 */
export const OTHER_NEWS_API_BASE = 'operation/broker/othernews/approval/';
export const OTHER_NEWS_PATH = '/operation/br/modules/otherStockNews';
/** The approval screen's segment under /approval, and the scope its tokens name. */
export const OTHER_NEWS_SCREEN = 'otherstocknews';

export const OTHER_NEWS_API = {
  stockSearch: `${OTHER_NEWS_API_BASE}stock/search`,
  stockSymbol: `${OTHER_NEWS_API_BASE}stock/symbol`,
  list: `${OTHER_NEWS_API_BASE}list`,
  detail: (id: number | string) => `${OTHER_NEWS_API_BASE}detail/${id}`,
  publish: (id: number | string) => `${OTHER_NEWS_API_BASE}${id}/publish`,
  out: (id: number | string) => `${OTHER_NEWS_API_BASE}${id}/out`,
  link: (id: number | string) => `${OTHER_NEWS_API_BASE}link/${id}`,
  waiting: `${OTHER_NEWS_API_BASE}h5/list`,
  agree: (id: number | string) => `${OTHER_NEWS_API_BASE}h5/${id}/agree`,
  reject: (id: number | string) => `${OTHER_NEWS_API_BASE}h5/${id}/reject`,
} as const;

/** The approval calls, as sessionless patterns (`#`: one segment of digits or a route parameter). */
export const OTHER_NEWS_APPROVAL_PATTERNS = [`${OTHER_NEWS_API_BASE}h5/list`, `${OTHER_NEWS_API_BASE}h5/#/agree`, `${OTHER_NEWS_API_BASE}h5/#/reject`] as const;

/** The other-stock-news screens' words: here, free of zod, so its public approval page shows without it. */
export const OTHER_NEWS_MESSAGES = {
  notPending: '只有待发布的资讯可以发布，列表已刷新',
  notPublished: '只有已发布的资讯可以申请下架',
  published: '已发布',
  offApplied: '已提交下架申请',
  agreed: '已同意下架',
  rejected: '已驳回下架申请',
  notWaiting: '该下架申请已被处理，列表已刷新',
  unknownStock: '股票代码不存在',
} as const;

/**
 * The stock-news approval calls (contract stockNewsApproval.ts has the rest). Apart and free of zod: the role rules
 * (roles.ts, in the login page's bundle) need the approval calls' shapes to let them pass without a session.
 */
export const STOCK_NEWS_API_BASE = 'operation/broker/news/approval/';
export const STOCK_NEWS_PATH = '/operation/br/modules/stockNews';

export const STOCK_NEWS_API = {
  list: `${STOCK_NEWS_API_BASE}list`,
  detail: (id: number | string) => `${STOCK_NEWS_API_BASE}detail/${id}`,
  save: `${STOCK_NEWS_API_BASE}save`,
  publish: `${STOCK_NEWS_API_BASE}publish`,
  publishOut: `${STOCK_NEWS_API_BASE}publish/out`,
  prePush: `${STOCK_NEWS_API_BASE}h5/publish/push`,
  offShelfApply: `${STOCK_NEWS_API_BASE}h5/out/push`,
  link: (id: number | string) => `${STOCK_NEWS_API_BASE}link/${id}`,
  /** A level's link (every item waiting at one screen): `?screen=`. */
  levelLink: `${STOCK_NEWS_API_BASE}link/level`,
  waiting: (screen: number | string) => `${STOCK_NEWS_API_BASE}h5/${screen}`,
  agree: (id: number | string) => `${STOCK_NEWS_API_BASE}h5/${id}/agree`,
  reject: (id: number | string) => `${STOCK_NEWS_API_BASE}h5/${id}/reject`,
} as const;

/** The approval calls, as sessionless patterns (`#`: one segment of digits or a route parameter). */
export const STOCK_NEWS_APPROVAL_PATTERNS = [
  `${STOCK_NEWS_API_BASE}h5/#`,
  `${STOCK_NEWS_API_BASE}h5/#/agree`,
  `${STOCK_NEWS_API_BASE}h5/#/reject`,
] as const;

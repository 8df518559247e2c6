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

// The approval screens and the approval's words: here, free of zod, so a public approval page shows without it.
export const APPROVAL_SCREENS = [70000, 70001, 80001, 80002] as const;
export type ApprovalScreen = (typeof APPROVAL_SCREENS)[number];
export const APPROVAL_SCREEN_TITLES: Readonly<Record<ApprovalScreen, string>> = {
  70000: '运营发布审批',
  70001: '运营下架审批',
  80001: 'CEO 发布审批',
  80002: 'CEO 下架审批',
};
/** The screen after an agreement at this one; null: the last level (released, or off shelf approved). */
export const NEXT_SCREEN: Readonly<Record<ApprovalScreen, ApprovalScreen | null>> = { 70000: 80001, 80001: null, 70001: 80002, 80002: null };

export function isApprovalScreen(value: unknown): value is ApprovalScreen {
  return (APPROVAL_SCREENS as readonly number[]).includes(Number(value)) && String(value).trim() !== '';
}

export const APPROVAL_MESSAGES = {
  tokenMissing: '审批链接无效：缺少审批凭证，请向运营同事索取新的审批链接',
  tokenInvalid: '审批链接无效，请向运营同事索取新的审批链接',
  tokenExpired: '审批链接已过期，请向运营同事索取新的审批链接',
  tokenOtherLevel: '该审批链接不能用于此审批环节',
  tokenOtherItem: '该审批链接不能用于此资讯',
  notWaiting: '该资讯已被处理，列表已刷新',
  /** 1043 on an approval: the item was edited since the link was made (or since the page was loaded). */
  contentChanged: '内容已修改，请重新审阅',
  agreed: '已同意',
  rejected: '已驳回',
  notEditable: '已同意的资讯不能再修改',
  notPublishable: '只有已同意且未发布的资讯可以发布',
  notPublished: '只有已发布的资讯可以申请下架',
  offNotApproved: '下架申请尚未通过审批，不能下架',
  pushTimePast: '预推送时间须晚于当前时间',
  unknownStock: '股票不在股票库中',
} as const;

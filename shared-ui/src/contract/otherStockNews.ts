/**
 * Other stock news: the states, rows and bodies (calls in otherStockNewsCalls.ts). One reading of spec §4: an item
 * comes in pending (待发布), a publisher publishes it, and a published item goes off shelf only through an off-shelf
 * application approved on `/approval/otherstocknews` (one level: the news came from outside, so only its removal needs
 * a second pair of eyes). A second application while one waits answers 1025; a rejected one leaves it on shelf.
 */
import { z } from 'zod';
import { LIBRARIES } from './libraries';
import { OTHER_NEWS_API, OTHER_NEWS_API_BASE, OTHER_NEWS_PATH } from './otherStockNewsCalls';
import { approvalRejectBody, approverName, type ApprovalDecision } from './stockNewsApproval';

export * from './otherStockNewsCalls';

export const OTHER_NEWS_STATUS = { pending: 0, published: 1, offPending: 2, off: 3 } as const;
export type OtherNewsStatus = (typeof OTHER_NEWS_STATUS)[keyof typeof OTHER_NEWS_STATUS];
export const OTHER_NEWS_STATUS_LABELS: Readonly<Record<OtherNewsStatus, string>> = { 0: '待发布', 1: '已发布', 2: '下架审批中', 3: '已下架' };

export const OTHER_NEWS_ACTIONS = {
  import: '收录',
  publish: '发布',
  offApply: '申请下架',
  agree: '同意下架',
  reject: '驳回下架',
} as const;
export type OtherNewsAction = keyof typeof OTHER_NEWS_ACTIONS;

export interface OtherNewsHistoryEntry {
  action: OtherNewsAction;
  actor: string;
  reason: string;
  at: string;
}

export interface OtherNewsRow {
  id: number;
  symbol: string;
  stock_name: string;
  title: string;
  summary: string;
  source: string;
  source_url: string;
  /** When the source published it, Asia/Shanghai. */
  source_time: string;
  status: OtherNewsStatus;
  updated_at: string;
  version: number;
}

export interface OtherNewsDetail extends OtherNewsRow {
  /** Rich text as the source gave it, sanitised on the way in. */
  content: string;
  history: OtherNewsHistoryEntry[];
}

/**
 * An item as the approval screen's read (`h5/list`) answers it: its off-shelf application waiting (`decision` null),
 * or — for an item's link only, once the latest application was agreed or rejected — how it was decided (issue 44 #18).
 * `decision.status` is the approval's outcome (STOCK_NEWS_STATUS: 1 agreed, 2 rejected), not the item's status.
 */
export interface OtherNewsApprovalItem extends OtherNewsDetail {
  decision: ApprovalDecision | null;
}

export interface OtherNewsStock {
  symbol: string;
  name: string;
  market: string;
}

export const otherNewsListQuery = z.object({
  symbol: z.string().max(12, { error: '股票代码过长' }).optional(),
  status: z.enum(['', '0', '1', '2', '3'], { error: '状态不正确' }).optional(),
  currPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const otherNewsDecisionBody = z.object({ approver: approverName, version: z.number({ error: '版本号不正确' }).int().optional() });
export const otherNewsRejectBody = otherNewsDecisionBody.extend({ reason: approvalRejectBody.shape.reason });


/**
 * Every call of the family is owned by the back-office screen; the approval calls are sessionless (token). The stock
 * search and look-up serve every stock picker: the stocks library's screens and whoever may use a module picking
 * stocks (`library: 'stocks'`, GET only).
 */
export const OTHER_NEWS_CALL_OWNERS = [
  { prefix: OTHER_NEWS_API_BASE, owners: [OTHER_NEWS_PATH] },
  { prefix: OTHER_NEWS_API.stockSearch, exact: true, owners: LIBRARIES.stocks.owners, library: 'stocks' },
  { prefix: OTHER_NEWS_API.stockSymbol, exact: true, owners: LIBRARIES.stocks.owners, library: 'stocks' },
] as const;

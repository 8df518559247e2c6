/**
 * Other stock news: the states, rows and bodies (calls in otherStockNewsCalls.ts). One reading of spec §4: an item
 * comes in pending (待发布), a publisher publishes it, and a published item goes off shelf only through an off-shelf
 * application approved on `/approval/otherstocknews` (one level: the news came from outside, so only its removal needs
 * a second pair of eyes). A second application while one waits answers 1025; a rejected one leaves it on shelf.
 */
import { z } from 'zod';
import { LIBRARIES } from './libraries';
import { OTHER_NEWS_API, OTHER_NEWS_API_BASE, OTHER_NEWS_PATH } from './otherStockNewsCalls';
import { APPROVAL_DECISION_SCHEMA, approvalRejectBody, approverName } from './stockNewsApproval';
import { cmsTime } from './articleAnswers';

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

export const OTHER_NEWS_HISTORY_ENTRY_SCHEMA = z.object({
  action: z.enum(Object.keys(OTHER_NEWS_ACTIONS) as [OtherNewsAction, ...OtherNewsAction[]]),
  actor: z.string(),
  reason: z.string(),
  at: cmsTime,
});
export type OtherNewsHistoryEntry = z.infer<typeof OTHER_NEWS_HISTORY_ENTRY_SCHEMA>;

export const OTHER_NEWS_ROW_SCHEMA = z.object({
  id: z.number().int(),
  symbol: z.string(),
  stock_name: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  source_url: z.string(),
  /** When the source published it, Asia/Shanghai. */
  source_time: cmsTime,
  status: z.literal([OTHER_NEWS_STATUS.pending, OTHER_NEWS_STATUS.published, OTHER_NEWS_STATUS.offPending, OTHER_NEWS_STATUS.off]),
  updated_at: cmsTime,
  /** Bumped by every change; the screens send it back (required, as stock news' `version`). */
  version: z.number().int(),
});
export type OtherNewsRow = z.infer<typeof OTHER_NEWS_ROW_SCHEMA>;

export const OTHER_NEWS_DETAIL_SCHEMA = OTHER_NEWS_ROW_SCHEMA.extend({
  /** Rich text as the source gave it, sanitised on the way in. */
  content: z.string(),
  history: z.array(OTHER_NEWS_HISTORY_ENTRY_SCHEMA),
});
export type OtherNewsDetail = z.infer<typeof OTHER_NEWS_DETAIL_SCHEMA>;

/**
 * An item as the approval screen's read (`h5/list`) answers it: its off-shelf application waiting (`decision` null),
 * or — for an item's link only, once the latest application was agreed or rejected — how it was decided (issue 44 #18).
 * `decision.status` is the approval's outcome (STOCK_NEWS_STATUS: 1 agreed, 2 rejected), not the item's status.
 */
export const OTHER_NEWS_APPROVAL_ITEM_SCHEMA = OTHER_NEWS_DETAIL_SCHEMA.extend({ decision: APPROVAL_DECISION_SCHEMA.nullable() });
export type OtherNewsApprovalItem = z.infer<typeof OTHER_NEWS_APPROVAL_ITEM_SCHEMA>;

/** A stock as `stock/search` and `stock/symbol` answer it (the stocks library's item). */
export const OTHER_NEWS_STOCK_SCHEMA = z.object({
  symbol: z.string(),
  name: z.string(),
  /** The market's words ('' when the library has none). */
  market: z.string(),
});
export type OtherNewsStock = z.infer<typeof OTHER_NEWS_STOCK_SCHEMA>;

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

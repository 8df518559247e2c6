/**
 * Stock-news approval (spec §4, issue 12): items written in the back office at `/operation/br/modules/stockNews`,
 * released after two approvals and taken off shelf the same way. One reading of the four approval screens:
 *
 * | screen | level        | what waits there                                   |
 * |--------|--------------|----------------------------------------------------|
 * | 70000  | operations   | a new (or edited) item's release                   |
 * | 80001  | CEO          | a release operations agreed                        |
 * | 70001  | operations   | an off-shelf application of a published item       |
 * | 80002  | CEO          | an off-shelf application operations agreed         |
 *
 * The approval calls (`h5/{screen}`, `h5/{id}/agree`, `h5/{id}/reject`) need no session but a signed token
 * (`?token=` or header `X-Approval-Token`) naming the screen (and the item, for an item's link) and an expiry.
 */
import { z } from 'zod';
import { ErrorCode, errorMessage } from './errors';
import { APPROVAL_SCREENS, STOCK_NEWS_API_BASE, STOCK_NEWS_PATH, isApprovalScreen } from './stockNewsCalls';
import { cmsTimeSchema } from './dateRule';
import { cmsTime } from './articleAnswers';

export * from './stockNewsCalls';

export const APPROVAL_TOKEN_HEADER = 'X-Approval-Token';
export const APPROVAL_TOKEN_TTL_MS = 72 * 3_600_000;

/** The release outcome, as it travels: 0 pending, 1 agreed, 2 rejected. */
export const STOCK_NEWS_STATUS = { pending: 0, agreed: 1, rejected: 2 } as const;
export type StockNewsStatus = (typeof STOCK_NEWS_STATUS)[keyof typeof STOCK_NEWS_STATUS];
export const STOCK_NEWS_STATUS_LABELS: Readonly<Record<StockNewsStatus, string>> = { 0: '待审批', 1: '已同意', 2: '已驳回' };

/** Where an agreed item stands on the shelf (our design; the spec names pre-push, publish push and off-shelf). */
export const SHELF_STATES = ['none', 'scheduled', 'published', 'offPending', 'offApproved', 'off'] as const;
export type ShelfState = (typeof SHELF_STATES)[number];
export const SHELF_LABELS: Readonly<Record<ShelfState, string>> = {
  none: '未推送',
  scheduled: '预推送',
  published: '已发布',
  offPending: '下架审批中',
  offApproved: '下架已批准',
  off: '已下架',
};

export const HISTORY_ACTIONS = {
  submit: '提交审批',
  agree: '同意',
  reject: '驳回',
  prePush: '预推送',
  publish: '发布',
  offApply: '申请下架',
  offShelf: '下架',
} as const;
export type HistoryAction = keyof typeof HISTORY_ACTIONS;

/** Every action a history line may name, as a tuple zod reads. */
const HISTORY_ACTION_NAMES = Object.keys(HISTORY_ACTIONS) as [HistoryAction, ...HistoryAction[]];
/** A screen as it travels: one of APPROVAL_SCREENS. */
const approvalScreen = z.literal(APPROVAL_SCREENS);

export const STOCK_NEWS_HISTORY_ENTRY_SCHEMA = z.object({
  action: z.enum(HISTORY_ACTION_NAMES),
  /** The screen it happened at, for approvals; null for back-office actions. */
  screen: approvalScreen.nullable(),
  actor: z.string(),
  reason: z.string(),
  /** Asia/Shanghai. */
  at: cmsTime,
});
export type StockNewsHistoryEntry = z.infer<typeof STOCK_NEWS_HISTORY_ENTRY_SCHEMA>;

export const STOCK_NEWS_ROW_SCHEMA = z.object({
  id: z.number().int(),
  symbol: z.string(),
  stock_name: z.string(),
  title: z.string(),
  source: z.string(),
  status: z.literal([STOCK_NEWS_STATUS.pending, STOCK_NEWS_STATUS.agreed, STOCK_NEWS_STATUS.rejected]),
  shelf: z.enum(SHELF_STATES),
  /** The screen the item waits at; null when nothing waits. */
  waiting_at: approvalScreen.nullable(),
  /** When it goes (or went) live; null before any publish or pre-push. */
  push_time: cmsTime.nullable(),
  reject_reason: z.string(),
  submitted_by: z.string(),
  created_at: cmsTime,
  updated_at: cmsTime,
  /**
   * Bumped by every change: the approval calls send it back so a stale screen cannot act. Required (unlike the library
   * rows' optional `version`): mock-server's compare-and-set keeps it on every item, and the screens send it back.
   */
  version: z.number().int(),
});
export type StockNewsRow = z.infer<typeof STOCK_NEWS_ROW_SCHEMA>;

export const STOCK_NEWS_DETAIL_SCHEMA = STOCK_NEWS_ROW_SCHEMA.extend({
  content: z.string(),
  history: z.array(STOCK_NEWS_HISTORY_ENTRY_SCHEMA),
  /**
   * When the submitter last submitted it (its newest 提交 in the history): the time shown beside 提交人, which an
   * approval or a push does not move (they move `updated_at`).
   */
  submitted_at: cmsTime,
});
export type StockNewsDetail = z.infer<typeof STOCK_NEWS_DETAIL_SCHEMA>;

/**
 * How the approval an item's link points at was decided (issue 44 #18): the link stays valid after the decision, and
 * whoever opens it again sees who decided, what and when, not an empty form. Named as the spec names who acted on a
 * record and when (`operator`, `time`); the outcome by the spec's approval statuses (agreed, rejected).
 */
export const APPROVAL_DECISION_SCHEMA = z.object({
  status: z.literal([STOCK_NEWS_STATUS.agreed, STOCK_NEWS_STATUS.rejected]),
  /** The approver's name, as given on the approval page. */
  operator: z.string(),
  /** Asia/Shanghai. */
  time: cmsTime,
  /** The reject reason; blank for an agreement. */
  reason: z.string(),
});
export type ApprovalDecision = z.infer<typeof APPROVAL_DECISION_SCHEMA>;

/**
 * An item as an approval screen's read (`h5/{screen}`) answers it: waiting there (`decision` null), or — for an item's
 * link only, once it no longer waits there — as it was decided at that screen. A level's link lists only what waits.
 */
export const STOCK_NEWS_APPROVAL_ITEM_SCHEMA = STOCK_NEWS_DETAIL_SCHEMA.extend({ decision: APPROVAL_DECISION_SCHEMA.nullable() });
export type StockNewsApprovalItem = z.infer<typeof STOCK_NEWS_APPROVAL_ITEM_SCHEMA>;

/** An approval link (`link/{id}`, `link/level`; other stock news' `link/{id}` too). */
export const APPROVAL_LINK_SCHEMA = z.object({
  token: z.string(),
  /** The shell's path to open: `/approval/70000?token=…`. */
  url: z.string(),
  expires_at: cmsTime,
});
export type ApprovalLink = z.infer<typeof APPROVAL_LINK_SCHEMA>;

/** `data` of `POST save`: the item's key (new or edited). */
export const STOCK_NEWS_SAVED_SCHEMA = z.object({ id: z.number().int() });

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, { error: `请输入${label}` })
    .max(max, { error: `${label}不能超过 ${max} 个字` });

/** `00700.HK`, `AAPL.US`, `600519.SH`: the stocks library's key. */
export const STOCK_SYMBOL_PATTERN = /^[A-Z0-9.-]{1,12}\.(HK|US|SH|SZ)$/;

export const stockNewsSaveBody = z.object({
  id: z.number({ error: '编号格式不正确' }).int().positive().optional(),
  symbol: z.string({ error: '请选择股票' }).regex(STOCK_SYMBOL_PATTERN, { error: '请选择股票' }),
  stock_name: trimmed('股票名称', 30),
  title: trimmed('标题', 60),
  content: trimmed('正文', 20_000),
  source: trimmed('来源', 30),
});
export type StockNewsSaveBody = z.infer<typeof stockNewsSaveBody>;

export const stockNewsIdBody = z.object({ id: z.number({ error: '编号格式不正确' }).int().positive() });

export const stockNewsPushBody = stockNewsIdBody.extend({
  /** Blank or absent: publish now. */
  push_time: cmsTimeSchema('预推送时间', 'datetime').optional(),
});

export const approverName = z
  .string({ error: '请输入审批人姓名' })
  .trim()
  .min(1, { error: '请输入审批人姓名' })
  .max(20, { error: '审批人姓名不能超过 20 个字' });

export const approvalAgreeBody = z.object({
  screen: z.number({ error: '审批环节不正确' }).refine(isApprovalScreen, { error: '审批环节不正确' }),
  approver: approverName,
  version: z.number({ error: '版本号不正确' }).int().optional(),
});
export const approvalRejectBody = approvalAgreeBody.extend({
  reason: z.string({ error: '请输入驳回原因' }).trim().min(1, { error: '请输入驳回原因' }).max(200, { error: '驳回原因不能超过 200 个字' }),
});

export const stockNewsListQuery = z.object({
  status: z.enum(['0', '1', '2', '']).optional(),
  shelf: z.enum(['', ...SHELF_STATES]).optional(),
  symbol: z.string().max(12).optional(),
  search: z.string().max(60).optional(),
  currPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});


/**
 * Spec §4: while one item's off-shelf application waits for approval (at 70001 or 80002), another item's application
 * is refused with 1025 — one pending off-shelf application at a time in the whole list. The answer's `data` names the
 * application that holds the queue, and its `msg` says so, so the person knows which one to chase. (Other stock news
 * keeps a queue of its own, by the same rule: a separate list with its own approval page.)
 */
export interface OffShelfQueueHolder {
  id: number;
  title: string;
}
export interface OffShelfInProgressData {
  pending: OffShelfQueueHolder;
}
export const offShelfQueueMessage = (holder: OffShelfQueueHolder): string => `运营下架审批中：「${holder.title}」的下架申请尚在审批，审批完成后才能再申请下架`;

/** The words for a 1025 answer: naming the application that holds the queue when `data` says which, else the catalogue's. */
export function offShelfRefusalMessage(data: unknown): string {
  const pending = typeof data === 'object' && data !== null ? (data as Partial<OffShelfInProgressData>).pending : undefined;
  return pending && typeof pending.title === 'string' && pending.title !== ''
    ? offShelfQueueMessage(pending)
    : errorMessage(ErrorCode.OffShelfApprovalInProgress);
}

/** The back office owns every call at the base; the approval calls are sessionless and never reach the gate. */
export const STOCK_NEWS_CALL_OWNERS = [{ prefix: STOCK_NEWS_API_BASE, owners: [STOCK_NEWS_PATH] }] as const;

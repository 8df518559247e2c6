/** Stock-news rows as stored and as they travel (contract StockNewsRow / StockNewsDetail). */
import { STOCK_NEWS_STATUS, formatCmsTime, isApprovalScreen, type ApprovalDecision, type ApprovalScreen, type HistoryAction, type ShelfState, type StockNewsDetail, type StockNewsHistoryEntry, type StockNewsRow, type StockNewsStatus } from 'shared-ui/contract';

export interface StockNewsRecord {
  id: number;
  symbol: string;
  stock_name: string;
  title: string;
  content: string;
  source: string;
  status: number;
  shelf: string;
  waiting_at: number | null;
  push_time: number | null;
  reject_reason: string;
  submitted_by: string;
  created_at: number;
  updated_at: number;
  version: number;
}

export interface HistoryRecord {
  action: string;
  screen: number | null;
  actor: string;
  reason: string;
  at: number;
}

const screenOf = (value: number | null): ApprovalScreen | null => (value !== null && isApprovalScreen(value) ? (value as ApprovalScreen) : null);

export function toRow(record: StockNewsRecord): StockNewsRow {
  return {
    id: record.id,
    symbol: record.symbol,
    stock_name: record.stock_name,
    title: record.title,
    source: record.source,
    status: record.status as StockNewsStatus,
    shelf: record.shelf as ShelfState,
    waiting_at: screenOf(record.waiting_at),
    push_time: record.push_time === null ? null : formatCmsTime(record.push_time),
    reject_reason: record.reject_reason,
    submitted_by: record.submitted_by,
    created_at: formatCmsTime(record.created_at),
    updated_at: formatCmsTime(record.updated_at),
    version: record.version,
  };
}

export function toHistory(record: HistoryRecord): StockNewsHistoryEntry {
  return { action: record.action as HistoryAction, screen: screenOf(record.screen), actor: record.actor, reason: record.reason, at: formatCmsTime(record.at) };
}

export function toDetail(record: StockNewsRecord, history: readonly HistoryRecord[]): StockNewsDetail {
  const submitted = history.filter((entry) => entry.action === 'submit').at(-1)?.at ?? record.created_at;
  return { ...toRow(record), content: record.content, history: history.map(toHistory), submitted_at: formatCmsTime(submitted) };
}

/** An agree or reject line of an item's history as the decision an approval link names (issue 44 #18). */
export function toDecision(record: Pick<HistoryRecord, 'action' | 'actor' | 'reason' | 'at'>): ApprovalDecision {
  return {
    status: record.action === 'agree' ? STOCK_NEWS_STATUS.agreed : STOCK_NEWS_STATUS.rejected,
    operator: record.actor,
    time: formatCmsTime(record.at),
    reason: record.reason,
  };
}

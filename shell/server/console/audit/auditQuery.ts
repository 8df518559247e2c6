/**
 * The trail's filter as the calls read it (contract AuditFilter): each part optional, times in CMS wall time, a day
 * alone meaning the whole day. Bad input is HTTP 400, 1106, saying which part and how to write it.
 */
import { AUDIT_ACTION_LABELS, isAuditAction, parseCmsDate, parseCmsTime, type AuditAction } from 'shared-ui/contract';
/** A filter or page the trail cannot read: answered 400 with 1106 and this message (auditRoutes). */
export class AuditFilterProblem extends Error {}
const badRequest = (message: string) => new AuditFilterProblem(message);

export interface AuditQuery {
  account?: string;
  module?: string;
  entryId?: string;
  action?: AuditAction;
  /** Epoch ms, inclusive. */
  from?: number;
  to?: number;
  /** Only records of these menu paths (the home page's activity: the places the account may open). */
  menuPaths?: readonly string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_TEXT = 100;
const MAX_PAGE_SIZE = 100;

function text(raw: Record<string, unknown>, name: string, label: string): string | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`${label}参数错误`);
  const trimmed = value.trim();
  if (trimmed.length > MAX_TEXT) throw badRequest(`${label}不能超过 ${String(MAX_TEXT)} 个字符`);
  return trimmed === '' ? undefined : trimmed;
}

/** A bound of the range: `YYYY-MM-DD HH:mm:ss`, or a day (`from` its start, `to` its end). */
function time(raw: Record<string, unknown>, name: 'from' | 'to', label: string): number | undefined {
  const value = text(raw, name, label);
  if (value === undefined) return undefined;
  const exact = parseCmsTime(value);
  if (exact !== null) return exact;
  const day = parseCmsDate(value);
  if (day !== null) return name === 'from' ? day : day + DAY_MS - 1;
  throw badRequest(`${label}格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`);
}

function asObject(query: unknown): Record<string, unknown> {
  return typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
}

/** The filter of `GET audit/records` and its export (person, module, action, time range). */
export function readAuditFilter(query: unknown): AuditQuery {
  const raw = asObject(query);
  const action = text(raw, 'action', '操作');
  if (action !== undefined && !isAuditAction(action)) {
    throw badRequest(`未知的操作：${action}（可选：${Object.values(AUDIT_ACTION_LABELS).join('、')}）`);
  }
  const filter: AuditQuery = {
    account: text(raw, 'account', '操作人'),
    module: text(raw, 'module', '模块'),
    action: action as AuditAction | undefined,
    from: time(raw, 'from', '开始时间'),
    to: time(raw, 'to', '结束时间'),
  };
  if (filter.from !== undefined && filter.to !== undefined && filter.from > filter.to) throw badRequest('开始时间不能晚于结束时间');
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as AuditQuery;
}

/** `GET audit/entry`: the module (required: the gate already judged it) and, optionally, one entry of it. */
export function readEntryFilter(query: unknown): AuditQuery {
  const raw = asObject(query);
  const module = text(raw, 'module', '模块');
  if (module === undefined) throw badRequest('缺少模块参数 module');
  const entryId = text(raw, 'entryId', '内容 ID');
  return entryId === undefined ? { module } : { module, entryId };
}

/** `currPage` (1-based) and `pageSize` (at most 100); absent: the first page of 20. */
export function readAuditPage(query: unknown): { currPage: number; pageSize: number } {
  const raw = asObject(query);
  const number = (name: string, fallback: number): number => {
    const value = raw[name];
    if (value === undefined || value === '') return fallback;
    const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(parsed) || parsed < 1) throw badRequest(`${name} 应为正整数`);
    return parsed;
  };
  const pageSize = number('pageSize', 20);
  if (pageSize > MAX_PAGE_SIZE) throw badRequest(`每页最多 ${String(MAX_PAGE_SIZE)} 条`);
  return { currPage: number('currPage', 1), pageSize };
}

/**
 * Other stock news (contract otherStockNews.ts): pending → published (a publisher) → an off-shelf application → agreed
 * on /approval/otherstocknews (off shelf) or rejected (back on shelf). Every change is a compare-and-set on (status,
 * version): of two approvers acting at once exactly one wins, the other is answered 1015.
 */
import { orderFromQuery, sameColumns } from '../db/listOrder';
import {
  APPROVAL_TOKEN_TTL_MS,
  ErrorCode,
  OTHER_NEWS_MESSAGES,
  OTHER_NEWS_ORDER_COLUMNS,
  OTHER_NEWS_SCREEN,
  OTHER_NEWS_STATUS,
  formatCmsTime,
  otherNewsDecisionBody,
  otherNewsListQuery,
  otherNewsRejectBody,
  type ApprovalLink,
  type OffShelfQueueHolder,
  type OtherNewsAction,
  type OtherNewsApprovalItem,
  type OtherNewsDetail,
  type OtherNewsRow,
  type OtherNewsStatus,
  type OtherNewsStock,
  type Paged,
} from 'shared-ui/contract';
import type { StoredVersion } from '../http/staleSave';
import { contentChanged } from '../stockNews/stockNewsService';
import { pagedSelect } from '../db/pagedSelect';
import { WorkflowRefusal } from '../workflow/refusal';
import { offShelfQueueRefusal } from '../stockNews/stockNewsService';
import { toDecision } from '../stockNews/stockNewsRows';
import { TokenApprovedNewsService, conflict, parsed } from '../stockNews/tokenApprovedNewsService';

interface NewsRecord {
  id: number;
  symbol: string;
  stock_name: string;
  title: string;
  summary: string;
  content: string;
  source: string;
  source_url: string;
  source_time: number;
  status: number;
  updated_at: number;
  version: number;
}

interface HistoryRecord {
  action: string;
  actor: string;
  reason: string;
  at: number;
}

function toRow(record: NewsRecord): OtherNewsRow {
  return {
    id: record.id,
    symbol: record.symbol,
    stock_name: record.stock_name,
    title: record.title,
    summary: record.summary,
    source: record.source,
    source_url: record.source_url,
    source_time: formatCmsTime(record.source_time),
    status: record.status as OtherNewsStatus,
    updated_at: formatCmsTime(record.updated_at),
    version: record.version,
  };
}

export class OtherStockNewsService extends TokenApprovedNewsService {
  // ── back office ────────────────────────────────────────────────────────────────────────────────────────────────

  /** `stock/search?content=`: stocks by code, name or pinyin initials (the stocks library), best first. */
  searchStocks(content: unknown): OtherNewsStock[] {
    const text = typeof content === 'string' ? content.trim().slice(0, 30) : '';
    return (this.stocks?.search(text, 20) ?? []).map((item) => ({ symbol: item.id, name: item.label.split(' ')[0] ?? item.id, market: item.detail ?? '' }));
  }

  /** `stock/symbol?symbol=`: one stock, or 1107. */
  stockBySymbol(symbol: unknown): OtherNewsStock {
    const found = typeof symbol === 'string' ? this.stocks?.byIds([symbol.trim().toUpperCase()])[0] : undefined;
    if (!found) throw new WorkflowRefusal(ErrorCode.NotFound, OTHER_NEWS_MESSAGES.unknownStock);
    return { symbol: found.id, name: found.label.split(' ')[0] ?? found.id, market: found.detail ?? '' };
  }

  list(query: unknown): Paged<OtherNewsRow> {
    const q = parsed(otherNewsListQuery, query);
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (q.symbol) {
      where.push('symbol = ?');
      params.push(q.symbol.trim().toUpperCase());
    }
    if (q.status) {
      where.push('status = ?');
      params.push(Number(q.status));
    }
    const order = orderFromQuery(query, OTHER_NEWS_ORDER_COLUMNS, sameColumns(OTHER_NEWS_ORDER_COLUMNS), 'source_time DESC, id DESC');
    return pagedSelect(this.db, 'other_stock_news', where, params, order, q, toRow);
  }

  detail(id: number): OtherNewsDetail {
    const record = this.record(id);
    const history = this.db.prepare('SELECT action, actor, reason, at FROM other_stock_news_history WHERE news_id = ? ORDER BY id ASC').all(id) as HistoryRecord[];
    return {
      ...toRow(record),
      content: record.content,
      history: history.map((h) => ({ action: h.action as OtherNewsAction, actor: h.actor, reason: h.reason, at: formatCmsTime(h.at) })),
    };
  }

  /** `{id}/publish`: a pending item goes live. */
  publish(operator: string, id: number): OtherNewsDetail {
    this.move(id, OTHER_NEWS_STATUS.pending, OTHER_NEWS_STATUS.published, undefined, 'publish', operator, '', OTHER_NEWS_MESSAGES.notPending);
    return this.detail(id);
  }

  /**
   * `{id}/out`: an off-shelf application of a published item. 1025 while this item's application waits, and while
   * another item's does: this list keeps its own queue of one (contract stockNewsApproval.ts OffShelfQueueHolder).
   */
  applyOff(operator: string, id: number): OtherNewsDetail {
    this.db.transaction(() => {
      const current = this.record(id);
      if (current.status === OTHER_NEWS_STATUS.offPending) throw new WorkflowRefusal(ErrorCode.OffShelfApprovalInProgress);
      if (current.status !== OTHER_NEWS_STATUS.published) throw conflict(OTHER_NEWS_MESSAGES.notPublished);
      const holder = this.db
        .prepare('SELECT id, title FROM other_stock_news WHERE status = ? AND id <> ? ORDER BY updated_at ASC, id ASC LIMIT 1')
        .get(OTHER_NEWS_STATUS.offPending, id) as OffShelfQueueHolder | undefined;
      if (holder) throw offShelfQueueRefusal(holder);
      this.move(id, OTHER_NEWS_STATUS.published, OTHER_NEWS_STATUS.offPending, undefined, 'offApply', operator, '', OTHER_NEWS_MESSAGES.notPublished);
    })();
    return this.detail(id);
  }

  /** A link to the off-shelf approval screen for one item, valid 72 hours. */
  link(id: number): ApprovalLink {
    this.record(id);
    const expiresAt = this.now() + APPROVAL_TOKEN_TTL_MS;
    const token = this.tokens.sign({ screen: OTHER_NEWS_SCREEN, itemId: id, expiresAt });
    return { token, url: `/approval/${OTHER_NEWS_SCREEN}?token=${encodeURIComponent(token)}`, expires_at: formatCmsTime(expiresAt) };
  }

  // ── approval screen (token, no session) ──────────────────────────────────────────────────────────────────────

  /**
   * `h5/list`: the off-shelf applications waiting for the token. An item's link whose latest application was decided
   * answers the item as it was decided (who, what, when and why: issue 44 #18), so the link opened again says so.
   */
  waiting(token: string | undefined): OtherNewsApprovalItem[] {
    const grant = this.grant(token, OTHER_NEWS_SCREEN);
    const rows = this.db.prepare('SELECT id FROM other_stock_news WHERE status = ? ORDER BY updated_at ASC, id ASC').all(OTHER_NEWS_STATUS.offPending) as { id: number }[];
    const waiting = rows
      .filter((row) => grant.itemId === undefined || row.id === grant.itemId)
      .map((row): OtherNewsApprovalItem => ({ ...this.detail(row.id), decision: null }));
    if (grant.itemId === undefined || waiting.length > 0) return waiting;
    return this.decided(grant.itemId);
  }

  /**
   * The item as its latest off-shelf application was decided: the agree or reject after its newest 申请下架. Nothing
   * for an item never applied for (a link may name any item), nor one whose newest application still waits.
   */
  private decided(id: number): OtherNewsApprovalItem[] {
    if (!this.db.prepare('SELECT 1 FROM other_stock_news WHERE id = ?').get(id)) return [];
    const history = this.db.prepare('SELECT action, actor, reason, at FROM other_stock_news_history WHERE news_id = ? ORDER BY id ASC').all(id) as HistoryRecord[];
    const applied = history.map((entry) => entry.action).lastIndexOf('offApply');
    const decision = applied < 0 ? undefined : history.slice(applied + 1).find((entry) => entry.action === 'agree' || entry.action === 'reject');
    return decision ? [{ ...this.detail(id), decision: toDecision(decision) }] : [];
  }

  agree(id: number, token: string | undefined, body: unknown): OtherNewsDetail {
    this.grant(token, OTHER_NEWS_SCREEN, id);
    const input = parsed(otherNewsDecisionBody, body);
    this.move(id, OTHER_NEWS_STATUS.offPending, OTHER_NEWS_STATUS.off, input.version, 'agree', input.approver, '', OTHER_NEWS_MESSAGES.notWaiting);
    return this.detail(id);
  }

  reject(id: number, token: string | undefined, body: unknown): OtherNewsDetail {
    this.grant(token, OTHER_NEWS_SCREEN, id);
    const input = parsed(otherNewsRejectBody, body);
    this.move(id, OTHER_NEWS_STATUS.offPending, OTHER_NEWS_STATUS.published, input.version, 'reject', input.approver, input.reason, OTHER_NEWS_MESSAGES.notWaiting);
    return this.detail(id);
  }

  // ── storage ──────────────────────────────────────────────────────────────────────────────────────────────────

  private stored(record: NewsRecord): StoredVersion {
    const last = this.db.prepare('SELECT actor FROM other_stock_news_history WHERE news_id = ? ORDER BY id DESC LIMIT 1').get(record.id) as { actor: string } | undefined;
    return { version: record.version, operator: last?.actor ?? null, at: record.updated_at, current: { ...toRow(record) } };
  }

  private record(id: number): NewsRecord {
    const row = this.db.prepare('SELECT * FROM other_stock_news WHERE id = ?').get(id) as NewsRecord | undefined;
    if (!row) throw new WorkflowRefusal(ErrorCode.NotFound);
    return row;
  }

  /** The compare-and-set of every change: only from `from` (and at `version`, when sent), with its history line. */
  private move(id: number, from: number, to: number, version: number | undefined, action: OtherNewsAction, actor: string, reason: string, refusal: string): void {
    const at = this.now();
    this.db.transaction(() => {
      // An unknown id is 1107, before the compare-and-set.
      this.record(id);
      const result = this.db
        .prepare(
          `UPDATE other_stock_news SET status = ?, updated_at = ?, version = version + 1
           WHERE id = ? AND status = ? ${version === undefined ? '' : 'AND version = ?'}`,
        )
        .run(to, at, id, from, ...(version === undefined ? [] : [version]));
      if (result.changes === 0) {
        // Still where the approver found it, but at another version: it changed since it was shown.
        const now = this.record(id);
        if (now.status === from && version !== undefined) throw contentChanged(this.stored(now));
        throw conflict(refusal);
      }
      this.db.prepare('INSERT INTO other_stock_news_history (news_id, action, actor, reason, at) VALUES (?, ?, ?, ?, ?)').run(id, action, actor, reason, at);
    })();
  }
}


/**
 * The stock-news state machine (contract stockNewsApproval.ts). Release: pending at 70000 → 80001 → agreed (or
 * rejected at either level). Agreed items are pre-pushed (a time) or published; a published item goes off shelf only
 * through an off-shelf application approved at 70001 then 80002, after which the back office takes it off.
 * Every change is a compare-and-set on (waiting_at, version): of two approvers acting at once exactly one wins, the
 * other is answered 1015.
 */
import { orderFromQuery, sameColumns } from '../db/listOrder';
import {
  APPROVAL_MESSAGES,
  APPROVAL_TOKEN_TTL_MS,
  ErrorCode,
  NEXT_SCREEN,
  STOCK_NEWS_ORDER_COLUMNS,
  STOCK_NEWS_STATUS,
  approvalAgreeBody,
  approvalRejectBody,
  formatCmsTime,
  isApprovalScreen,
  offShelfQueueMessage,
  parseCmsTime,
  stockNewsIdBody,
  stockNewsListQuery,
  stockNewsPushBody,
  stockNewsSaveBody,
  type ApprovalLink,
  type ApprovalScreen,
  type HistoryAction,
  type OffShelfInProgressData,
  type OffShelfQueueHolder,
  type Paged,
  type StockNewsApprovalItem,
  type StockNewsDetail,
  type StockNewsRow,
} from 'shared-ui/contract';
import type { StoredVersion } from '../http/staleSave';
import { pagedSelect } from '../db/pagedSelect';
import { WorkflowRefusal, badRequest } from '../workflow/refusal';
import { toDecision, toDetail, toRow, type HistoryRecord, type StockNewsRecord } from './stockNewsRows';
import { TokenApprovedNewsService, conflict, parsed } from './tokenApprovedNewsService';

/** 1043 on an approval of content that changed since it was shown (or linked): the approver reviews it again. */
export function contentChanged(stored: StoredVersion): WorkflowRefusal {
  return new WorkflowRefusal(ErrorCode.StaleSave, APPROVAL_MESSAGES.contentChanged, { operator: stored.operator, time: formatCmsTime(stored.at ?? stored.version), version: stored.version, current: stored.current });
}

/** 1025 for another item's application: which one holds the queue, in `data` and in words. */
export function offShelfQueueRefusal(holder: OffShelfQueueHolder): WorkflowRefusal {
  const data: OffShelfInProgressData = { pending: { id: holder.id, title: holder.title } };
  return new WorkflowRefusal(ErrorCode.OffShelfApprovalInProgress, offShelfQueueMessage(holder), data);
}

export function idOf(text: unknown): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || String(text) !== String(id)) throw badRequest('编号格式不正确');
  return id;
}

export class StockNewsService extends TokenApprovedNewsService {
  // ── back office ────────────────────────────────────────────────────────────────────────────────────────────────

  list(query: unknown): Paged<StockNewsRow> {
    this.applyDue();
    const q = parsed(stockNewsListQuery, query);
    const where: string[] = [];
    const params: (string | number)[] = [];
    const equal = (column: string, value: string | number) => {
      where.push(`${column} = ?`);
      params.push(value);
    };
    if (q.status) equal('status', Number(q.status));
    if (q.shelf) equal('shelf', q.shelf);
    if (q.symbol) equal('symbol', q.symbol);
    if (q.search) {
      where.push("(title LIKE ? ESCAPE '\\' OR stock_name LIKE ? ESCAPE '\\' OR symbol LIKE ? ESCAPE '\\')");
      const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      params.push(like, like, like);
    }
    const order = orderFromQuery(query, STOCK_NEWS_ORDER_COLUMNS, sameColumns(STOCK_NEWS_ORDER_COLUMNS), 'updated_at DESC, id DESC');
    return pagedSelect(this.db, 'stock_news', where, params, order, q, toRow);
  }

  detail(id: number): StockNewsDetail {
    this.applyDue();
    return toDetail(this.record(id), this.history(id));
  }

  save(operator: string, body: unknown): { id: number } {
    const input = parsed(stockNewsSaveBody, body);
    if (this.stocks && this.stocks.byIds([input.symbol]).length === 0) {
      throw new WorkflowRefusal(ErrorCode.ValidationFailed, APPROVAL_MESSAGES.unknownStock, { errors: [{ field: 'symbol', message: APPROVAL_MESSAGES.unknownStock }] });
    }
    const at = this.now();
    return this.db.transaction(() => {
      if (input.id === undefined) {
        const result = this.db
          .prepare(
            `INSERT INTO stock_news (symbol, stock_name, title, content, source, status, shelf, waiting_at, submitted_by, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, 0, 'none', 70000, ?, ?, ?)`,
          )
          .run(input.symbol, input.stock_name, input.title, input.content, input.source, operator, at, at);
        const id = Number(result.lastInsertRowid);
        this.log(id, 'submit', null, operator, '', at);
        return { id };
      }
      const current = this.record(input.id);
      // Editable before anyone approved it, or after a rejection (which resubmits it).
      const editable = current.status === STOCK_NEWS_STATUS.rejected || (current.status === STOCK_NEWS_STATUS.pending && current.waiting_at === 70000);
      if (!editable) throw conflict(APPROVAL_MESSAGES.notEditable);
      this.db
        .prepare(
          `UPDATE stock_news SET symbol = ?, stock_name = ?, title = ?, content = ?, source = ?, status = 0, waiting_at = 70000,
           reject_reason = '', updated_at = ?, version = version + 1 WHERE id = ?`,
        )
        .run(input.symbol, input.stock_name, input.title, input.content, input.source, at, input.id);
      this.log(input.id, 'submit', null, operator, '', at);
      return { id: input.id };
    })();
  }

  /** `POST publish {id}`: an agreed item, not yet live (or pre-pushed), goes live now. */
  publish(operator: string, body: unknown): StockNewsDetail {
    const { id } = parsed(stockNewsIdBody, body);
    this.applyDue();
    this.db.transaction(() => {
      this.moveShelf(id, ['none', 'scheduled'], 'published', APPROVAL_MESSAGES.notPublishable, { push_time: this.now() });
      this.log(id, 'publish', null, operator, '', this.now());
    })();
    return this.detail(id);
  }

  /** `POST h5/publish/push {id, push_time}`: a future time pre-pushes; blank publishes now. */
  prePush(operator: string, body: unknown): StockNewsDetail {
    const input = parsed(stockNewsPushBody, body);
    const at = input.push_time ? parseCmsTime(input.push_time) : null;
    if (at === null) return this.publish(operator, body);
    if (at <= this.now()) throw new WorkflowRefusal(ErrorCode.ValidationFailed, APPROVAL_MESSAGES.pushTimePast, { errors: [{ field: 'push_time', message: APPROVAL_MESSAGES.pushTimePast }] });
    this.applyDue();
    this.db.transaction(() => {
      this.moveShelf(input.id, ['none', 'scheduled'], 'scheduled', APPROVAL_MESSAGES.notPublishable, { push_time: at });
      this.log(input.id, 'prePush', null, operator, formatCmsTime(at), this.now());
    })();
    return this.detail(input.id);
  }

  /**
   * `POST h5/out/push {id}`: an off-shelf application. 1025 while this item's own application is pending (or
   * approved), and while *another* item's waits for approval (spec §4: one pending application in the whole list).
   */
  offApply(operator: string, body: unknown): StockNewsDetail {
    const { id } = parsed(stockNewsIdBody, body);
    this.applyDue();
    this.db.transaction(() => {
      const current = this.record(id);
      if (current.shelf === 'offPending' || current.shelf === 'offApproved') throw new WorkflowRefusal(ErrorCode.OffShelfApprovalInProgress);
      if (current.status !== STOCK_NEWS_STATUS.agreed || current.shelf !== 'published') throw conflict(APPROVAL_MESSAGES.notPublished);
      const holder = this.db.prepare(`SELECT id, title FROM stock_news WHERE shelf = 'offPending' AND id <> ? ORDER BY updated_at ASC, id ASC LIMIT 1`).get(id) as OffShelfQueueHolder | undefined;
      if (holder) throw offShelfQueueRefusal(holder);
      this.moveShelf(id, ['published'], 'offPending', APPROVAL_MESSAGES.notPublished, { waiting_at: 70001 });
      this.log(id, 'offApply', null, operator, '', this.now());
    })();
    return this.detail(id);
  }

  /** `POST publish/out {id}`: once both levels approved the off-shelf application. */
  publishOut(operator: string, body: unknown): StockNewsDetail {
    const { id } = parsed(stockNewsIdBody, body);
    this.db.transaction(() => {
      const current = this.record(id);
      if (current.shelf === 'offPending') throw new WorkflowRefusal(ErrorCode.OffShelfApprovalInProgress);
      this.moveShelf(id, ['offApproved'], 'off', APPROVAL_MESSAGES.offNotApproved, {});
      this.log(id, 'offShelf', null, operator, '', this.now());
    })();
    return this.detail(id);
  }

  link(id: number | undefined, screenText: unknown): ApprovalLink {
    if (!isApprovalScreen(screenText)) throw badRequest('审批环节不正确，应为 70000、70001、80001 或 80002');
    const screen = Number(screenText) as ApprovalScreen;
    // An item's link records the version it was made for: an approval through it after an edit is refused.
    const version = id === undefined ? undefined : this.record(id).version;
    const expiresAt = this.now() + APPROVAL_TOKEN_TTL_MS;
    const token = this.tokens.sign({ screen, expiresAt, ...(id === undefined ? {} : { itemId: id, version }) });
    return { token, url: `/approval/${screen}?token=${encodeURIComponent(token)}`, expires_at: formatCmsTime(expiresAt) };
  }

  // ── approval screens (token, no session) ─────────────────────────────────────────────────────────────────────

  /**
   * `h5/{screen}`: what waits at the screen for the token. An item's link whose item no longer waits there answers it
   * as it was decided there (who, what, when and why: issue 44 #18), so the link opened again says so instead of
   * offering an empty form; a level's link lists only what waits.
   */
  waiting(screenText: unknown, token: string | undefined): StockNewsApprovalItem[] {
    if (!isApprovalScreen(screenText)) throw badRequest('审批环节不正确');
    const screen = Number(screenText) as ApprovalScreen;
    const grant = this.grant(token, screen);
    this.applyDue();
    const rows = this.db.prepare('SELECT * FROM stock_news WHERE waiting_at = ? ORDER BY updated_at ASC, id ASC').all(screen) as StockNewsRecord[];
    const waiting = rows
      .filter((row) => grant.itemId === undefined || row.id === grant.itemId)
      .map((row): StockNewsApprovalItem => ({ ...toDetail(row, this.history(row.id)), decision: null }));
    if (grant.itemId === undefined || waiting.length > 0) return waiting;
    return this.decidedAt(grant.itemId, screen);
  }

  /**
   * The item as last decided at `screen` (its newest agree or reject there), or nothing when it never was (a CEO link
   * of an item operations rejected first). The newest: a resubmitted item decided again is shown as decided last.
   */
  private decidedAt(id: number, screen: ApprovalScreen): StockNewsApprovalItem[] {
    const record = this.db.prepare('SELECT * FROM stock_news WHERE id = ?').get(id) as StockNewsRecord | undefined;
    if (!record) return [];
    const history = this.history(id);
    const last = history.filter((entry) => entry.screen === screen && (entry.action === 'agree' || entry.action === 'reject')).at(-1);
    return last ? [{ ...toDetail(record, history), decision: toDecision(last) }] : [];
  }

  agree(id: number, token: string | undefined, body: unknown): StockNewsDetail {
    const input = parsed(approvalAgreeBody, body);
    const screen = input.screen as ApprovalScreen;
    const grant = this.grant(token, screen, id);
    const next = NEXT_SCREEN[screen];
    const released = screen === 80001;
    const offApproved = screen === 80002;
    this.decide(id, screen, { page: input.version, link: grant.version }, 'agree', input.approver, '', {
      waiting_at: next,
      ...(released ? { status: STOCK_NEWS_STATUS.agreed } : {}),
      ...(offApproved ? { shelf: 'offApproved' } : {}),
    });
    return this.detail(id);
  }

  reject(id: number, token: string | undefined, body: unknown): StockNewsDetail {
    const input = parsed(approvalRejectBody, body);
    const screen = input.screen as ApprovalScreen;
    const grant = this.grant(token, screen, id);
    const release = screen === 70000 || screen === 80001;
    this.decide(
      id,
      screen,
      { page: input.version, link: grant.version },
      'reject',
      input.approver,
      input.reason,
      // A refused release is rejected; a refused off-shelf application leaves the item on shelf.
      release ? { waiting_at: null, status: STOCK_NEWS_STATUS.rejected, reject_reason: input.reason } : { waiting_at: null, shelf: 'published' },
    );
    return this.detail(id);
  }

  /** Pre-pushed items whose time has come go live (read lazily: every call that shows or moves items runs it). */
  applyDue(): void {
    this.db.prepare(`UPDATE stock_news SET shelf = 'published', version = version + 1 WHERE shelf = 'scheduled' AND push_time <= ?`).run(this.now());
  }

  // ── storage ──────────────────────────────────────────────────────────────────────────────────────────────────

  private record(id: number): StockNewsRecord {
    const row = this.db.prepare('SELECT * FROM stock_news WHERE id = ?').get(id) as StockNewsRecord | undefined;
    if (!row) throw new WorkflowRefusal(ErrorCode.NotFound);
    return row;
  }

  /** An item as a stale write's refusal names it: its version counter, the last person who acted, when, its content. */
  private stored(record: StockNewsRecord): StoredVersion {
    const last = this.db.prepare('SELECT actor FROM stock_news_history WHERE news_id = ? ORDER BY id DESC LIMIT 1').get(record.id) as { actor: string } | undefined;
    const { symbol, stock_name, title, source, content } = record;
    return { version: record.version, operator: last?.actor ?? record.submitted_by, at: record.updated_at, current: { symbol, stock_name, title, source, content } };
  }

  private history(id: number): HistoryRecord[] {
    return this.db.prepare('SELECT action, screen, actor, reason, at FROM stock_news_history WHERE news_id = ? ORDER BY id ASC').all(id) as HistoryRecord[];
  }

  /**
   * One history line (the item's 审批记录), in the caller's transaction. (The audit trail is the shell's server's:
   * shell/server/console/audit.)
   */
  private log(id: number, action: HistoryAction, screen: ApprovalScreen | null, actor: string, reason: string, at: number): void {
    this.db.prepare('INSERT INTO stock_news_history (news_id, action, screen, actor, reason, at) VALUES (?, ?, ?, ?, ?, ?)').run(id, action, screen, actor, reason, at);
  }

  /**
   * The compare-and-set of an approval: only while the item waits at `screen` (1015 once handled), and only of the
   * version the approver was shown — the page's `version` and the one the item's link was made for (1043,
   * 内容已修改，请重新审阅, when it was edited since).
   */
  private decide(
    id: number,
    screen: ApprovalScreen,
    seen: { page: number | undefined; link: number | undefined },
    action: HistoryAction,
    actor: string,
    reason: string,
    changes: Record<string, string | number | null>,
  ): void {
    const version = seen.page;
    const at = this.now();
    const columns = Object.keys(changes);
    this.db.transaction(() => {
      const current = this.record(id);
      if (current.waiting_at === screen && seen.link !== undefined && current.version !== seen.link) throw contentChanged(this.stored(current));
      const result = this.db
        .prepare(
          `UPDATE stock_news SET ${columns.map((c) => `${c} = ?`).join(', ')}, updated_at = ?, version = version + 1
           WHERE id = ? AND waiting_at = ? ${version === undefined ? '' : 'AND version = ?'}`,
        )
        .run(...columns.map((c) => changes[c] ?? null), at, id, screen, ...(version === undefined ? [] : [version]));
      if (result.changes === 0) {
        // Still waiting here, but not at the version the approver read: it was edited since.
        const now = this.record(id);
        if (now.waiting_at === screen && version !== undefined) throw contentChanged(this.stored(now));
        throw conflict(APPROVAL_MESSAGES.notWaiting);
      }
      this.log(id, action, screen, actor, reason, at);
    })();
  }

  private moveShelf(id: number, from: readonly string[], to: string, refusal: string, extra: Record<string, number | null>): void {
    const current = this.record(id);
    const columns = Object.keys(extra);
    const result = this.db
      .prepare(
        `UPDATE stock_news SET shelf = ?, ${columns.map((c) => `${c} = ?, `).join('')}updated_at = ?, version = version + 1
         WHERE id = ? AND status = 1 AND version = ? AND shelf IN (${from.map(() => '?').join(', ')})`,
      )
      .run(to, ...columns.map((c) => extra[c] ?? null), this.now(), id, current.version, ...from);
    if (result.changes === 0) throw conflict(refusal);
  }
}

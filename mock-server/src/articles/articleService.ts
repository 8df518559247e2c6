/**
 * The article library (modules.md §3, §7): what each call does. Routes hand over the operator and the raw request;
 * everything here either returns the answer's `data` or throws a WorkflowRefusal (inside a transaction that also
 * rolls it back, so a refused batch changes nothing).
 */
import {
  nextVersion,
  ARTICLE_MESSAGES,
  ErrorCode,
  articlePageviewBody,
  linkIdsBody,
  type ArticleDeleteAnswer,
  type ArticleDetail,
  type ArticleInUse,
  type ArticlePageviewAnswer,
  type ArticleRecoveryAnswer,
  type ArticleRow,
  type Paged,
} from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import { badRequest, fieldRefusal, WorkflowRefusal } from '../workflow/refusal';
import { ArticleRepository } from './articleRepository';
import { objectBody, parsedBody, readArticleInput } from './inputs';
import { LibraryService, pagedAnswer } from './libraryService';
import { articleListPlan, recycleListPlan, type ListPlan } from './listQueries';
import { findManager } from './managers';
import { toArticleDetail, toArticleRow, type ArticleStoreRow } from './rows';
import { articlesInUse } from './slotCheck';

/** Articles created here get 'A' + yyyymmdd + sequence (the seed also holds older 'N…' ids from the news desk). */
export const ARTICLE_LINK_PREFIX = 'A';

/** A linkId from a query or body: HTTP 400 when there is none (the UI always sends one). */
export function readLinkId(value: unknown, name = 'linkId'): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) throw badRequest(`缺少或错误的文章 ${name}`);
  return value.trim();
}

const notFound = (linkId: string) => new WorkflowRefusal(ErrorCode.NotFound, `${ARTICLE_MESSAGES.notFound}：${linkId}`);

export class ArticleService extends LibraryService<ArticleStoreRow, ArticleRepository> {
  constructor(ctx: AppContext) {
    super(ctx, new ArticleRepository(ctx.db), notFound);
  }

  private page(plan: ListPlan): Paged<ArticleRow> {
    return pagedAnswer(plan, this.repo.page(plan), toArticleRow);
  }

  list(query: unknown): Paged<ArticleRow> {
    return this.page(articleListPlan(query));
  }

  recycleList(query: unknown): Paged<ArticleRow> {
    return this.page(recycleListPlan(query));
  }

  detail(linkId: string): ArticleDetail {
    const row = this.existing(linkId);
    return toArticleDetail(row, this.records.list('article', row.link_id), findManager(this.ctx.db, row.manager_id)?.name ?? '');
  }

  create(operator: string, body: unknown): ArticleDetail {
    const values = readArticleInput(body, this.ctx.db);
    const now = this.ctx.now();
    const linkId = this.transaction(() => {
      if (this.repo.liveWithTitle(values.title)) throw fieldRefusal(ErrorCode.Duplicate, [{ field: 'title', message: ARTICLE_MESSAGES.duplicate }]);
      const link = this.repo.nextLinkId(ARTICLE_LINK_PREFIX, now);
      this.repo.insert({ ...values, link_id: link, pageview: 0, create_time: now, create_operator: operator });
      this.records.add('article', link, 'create', operator, now);
      return link;
    });
    return this.detail(linkId);
  }

  save(operator: string, body: unknown): ArticleDetail {
    const raw = objectBody(body);
    const linkId = readLinkId(raw.linkId);
    const now = this.ctx.now();
    this.transaction(() => {
      const row = this.existing(linkId);
      if (row.deleted === 1) throw new WorkflowRefusal(ErrorCode.WithdrawConflict, ARTICLE_MESSAGES.editDeleted);
      const values = readArticleInput(body, this.ctx.db);
      if (this.repo.liveWithTitle(values.title, row.id)) {
        throw fieldRefusal(ErrorCode.Duplicate, [{ field: 'title', message: ARTICLE_MESSAGES.duplicateOnSave }]);
      }
      this.repo.update(row.id, values, operator, nextVersion(row.update_time, now));
      this.records.add('article', linkId, 'edit', operator, now);
    });
    return this.detail(linkId);
  }

  /**
   * Into the recycle bin, all or none: an unknown linkId is 1107, one already there 1015, and any article a slot
   * uses — a pre-published or live entry, or a saved draft that picks it — refuses the whole batch with 1019 and the
   * slots (`ArticleInUse[]`) as data; in the spec's words when an entry holds it, else saying it is a draft.
   */
  delete(operator: string, body: unknown): ArticleDeleteAnswer {
    const linkIds = [...new Set(parsedBody(linkIdsBody, body).linkIds)];
    // Due schedule changes first: an entry that expired a moment ago no longer holds its article.
    this.ctx.applyDue();
    const now = this.ctx.now();
    return this.transaction(() => {
      const rows = linkIds.map((linkId) => this.existing(linkId));
      const gone = rows.find((row) => row.deleted === 1);
      if (gone) throw new WorkflowRefusal(ErrorCode.WithdrawConflict, ARTICLE_MESSAGES.alreadyInRecycle(gone.title));
      const inUse = articlesInUse(this.ctx.refs, this.ctx.modules, linkIds, { drafts: true }).filter((answer) => answer.in_use);
      if (inUse.length > 0) {
        const onlyDrafts = inUse.every((answer) => answer.slots.every((slot) => slot.status === 'draft'));
        throw new WorkflowRefusal(ErrorCode.Duplicate, onlyDrafts ? ARTICLE_MESSAGES.inDraft : ARTICLE_MESSAGES.inUse, inUse);
      }
      for (const row of rows) {
        this.repo.setDeleted(row.id, true, operator, nextVersion(row.update_time, now));
        this.records.add('article', row.link_id, 'delete', operator, now);
      }
      return { deleted: rows.length, linkIds };
    });
  }

  /** Out of the recycle bin, all or none: 1015 for one not there, 1019 when a live article has taken its title. */
  recover(operator: string, body: unknown): ArticleRecoveryAnswer {
    const linkIds = [...new Set(parsedBody(linkIdsBody, body).linkIds)];
    const now = this.ctx.now();
    return this.transaction(() => {
      const rows = linkIds.map((linkId) => this.existing(linkId));
      for (const row of rows) {
        if (row.deleted === 0) throw new WorkflowRefusal(ErrorCode.WithdrawConflict, ARTICLE_MESSAGES.notInRecycle(row.title));
        // Checked one by one after each recovery, so two recycled articles of one title cannot both come back.
        if (this.repo.liveWithTitle(row.title)) throw new WorkflowRefusal(ErrorCode.Duplicate, ARTICLE_MESSAGES.recoverClash(row.title));
        this.repo.setDeleted(row.id, false, operator, nextVersion(row.update_time, now));
        this.records.add('article', row.link_id, 'recover', operator, now);
      }
      return { recovered: linkIds.length, linkIds };
    });
  }

  checkStatus(linkId: string): ArticleInUse {
    const row = this.existing(linkId);
    this.ctx.applyDue();
    const [answer] = articlesInUse(this.ctx.refs, this.ctx.modules, [row.link_id]);
    return answer ?? { linkId: row.link_id, in_use: false, slots: [] };
  }

  /** Sets the shown page-view count; an edit like any other, so the record says who changed it. */
  setPageview(operator: string, body: unknown): ArticlePageviewAnswer {
    const { linkId, pageview } = parsedBody(articlePageviewBody, body);
    const now = this.ctx.now();
    this.transaction(() => {
      const row = this.existing(linkId);
      this.repo.setPageview(row.id, pageview, operator, nextVersion(row.update_time, now));
      this.records.add('article', linkId, 'edit', operator, now);
    });
    return { linkId, pageview };
  }
}

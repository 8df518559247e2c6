/**
 * The information feed (modules.md §3 "information categories 0 to 14"): the list by category (0 = featured), the
 * detail with its edit record, the add pages (stock calendar, headlines, market analysis), re-edit of any item
 * (external ones too: an editor may correct a feed's typo before it is featured), and the featured flag.
 */
import {
  nextVersion,
  ARTICLE_MESSAGES,
  CMS_SOURCE,
  ErrorCode,
  INFORMATION_CREATABLE_TYPES,
  informationFeaturedBody,
  type InformationDetail,
  type InformationFeaturedAnswer,
  type InformationRow,
  type Paged,
} from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import { fieldRefusal, WorkflowRefusal } from '../workflow/refusal';
import { readLinkId } from './articleService';
import { objectBody, parsedBody, readInformationInput } from './inputs';
import { INFORMATION_LINK_PREFIX, InformationRepository } from './informationRepository';
import { LibraryService, pagedAnswer } from './libraryService';
import { informationListPlan } from './listQueries';
import { toInformationDetail, toInformationRow, type InformationStoreRow, type InformationValues } from './rows';

const notFound = (linkId: string) => new WorkflowRefusal(ErrorCode.NotFound, `${ARTICLE_MESSAGES.informationNotFound}：${linkId}`);

function duplicateRefusal(values: InformationValues): WorkflowRefusal {
  return values.type === 1
    ? fieldRefusal(ErrorCode.Duplicate, [{ field: 'stock_code', message: ARTICLE_MESSAGES.stockCalendarDuplicate }])
    : fieldRefusal(ErrorCode.Duplicate, [{ field: 'title', message: ARTICLE_MESSAGES.informationDuplicate }]);
}

export class InformationService extends LibraryService<InformationStoreRow, InformationRepository> {
  constructor(ctx: AppContext) {
    super(ctx, new InformationRepository(ctx.db), notFound);
  }

  list(query: unknown): Paged<InformationRow> {
    const plan = informationListPlan(query);
    return pagedAnswer(plan, this.repo.page(plan), toInformationRow);
  }

  /** `type` (optional, 0 = any) must be the item's own category: a stale link to another category is 1107. */
  detail(query: unknown): InformationDetail {
    const q = objectBody(query ?? {});
    const row = this.existing(readLinkId(q.linkId));
    const type = q.type === undefined || q.type === '' ? 0 : Number(q.type);
    if (type !== 0 && type !== row.type) throw notFound(row.link_id);
    return toInformationDetail(row, this.records.list('information', row.link_id));
  }

  create(operator: string, body: unknown): InformationDetail {
    const values = readInformationInput(body);
    if (!INFORMATION_CREATABLE_TYPES.includes(values.type)) {
      throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'type', message: ARTICLE_MESSAGES.informationTypeNotCreatable }]);
    }
    const now = this.ctx.now();
    const linkId = this.transaction(() => {
      if (this.repo.duplicateOf(values, null)) throw duplicateRefusal(values);
      const link = this.repo.nextLinkId(INFORMATION_LINK_PREFIX, now);
      this.repo.insert({ ...values, link_id: link, featured: 0, source: CMS_SOURCE, pageview: 0, create_time: now, create_operator: operator });
      this.records.add('information', link, 'create', operator, now);
      return link;
    });
    return this.detail({ linkId });
  }

  /** Re-edit: the body names the item by linkId and source (the re-edit route's two keys); its category stays. */
  save(operator: string, body: unknown): InformationDetail {
    const raw = objectBody(body);
    const linkId = readLinkId(raw.linkId);
    const now = this.ctx.now();
    this.transaction(() => {
      const row = this.existing(linkId);
      if (raw.source !== undefined && raw.source !== row.source) throw notFound(linkId);
      const values = readInformationInput(body);
      if (values.type !== row.type) throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'type', message: ARTICLE_MESSAGES.informationTypeFixed }]);
      if (this.repo.duplicateOf(values, row.id)) throw duplicateRefusal(values);
      this.repo.update(row.id, values, operator, nextVersion(row.update_time, now));
      this.records.add('information', linkId, 'edit', operator, now);
    });
    return this.detail({ linkId });
  }

  /** Sets or clears the featured flag, all or none (an unknown linkId is 1107); items already so are left alone. */
  setFeatured(operator: string, body: unknown): { data: InformationFeaturedAnswer; msg: string } {
    const { linkIds, featured } = parsedBody(informationFeaturedBody, body);
    const now = this.ctx.now();
    const updated = this.transaction(() => {
      const rows = [...new Set(linkIds)].map((linkId) => this.existing(linkId));
      const changing = rows.filter((row) => row.featured !== featured);
      for (const row of changing) {
        this.repo.setFeatured(row.id, featured, operator, nextVersion(row.update_time, now));
        this.records.add('information', row.link_id, 'edit', operator, now);
      }
      return changing.length;
    });
    return { data: { updated }, msg: featured === 1 ? ARTICLE_MESSAGES.featuredOn : ARTICLE_MESSAGES.featuredOff };
  }
}

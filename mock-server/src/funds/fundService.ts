/**
 * The fund library (modules.md §3, §7 Funds): what each call does. Routes hand over the operator and the raw request;
 * everything here returns the answer's `data` or throws a WorkflowRefusal (inside a transaction that also rolls it
 * back, so a refused batch changes nothing).
 */
import {
  ErrorCode,
  FUND_MESSAGES,
  formatCmsTime,
  nextVersion,
  fundIdsBody,
  fundInputSchema,
  fundUpdateSchema,
  type CatalogueFund,
  type FundDeleteAnswer,
  type FundDetail,
  type FundInUse,
  type FundRow,
  type FundSlot,
  type Paged,
} from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import { objectBody } from '../articles/inputs';
import { parsedLibraryBody, slotsUsing } from '../libraries/libraryEdits';
import { fieldRefusal, WorkflowRefusal } from '../workflow/refusal';
import { catalogueQuery, fundListPlan } from './fundQueries';
import { FundRepository, type FundStoreRow } from './fundRepository';

export function toFundRow(row: FundStoreRow): FundRow {
  return { ...row, create_time: formatCmsTime(row.create_time), update_time: formatCmsTime(row.update_time) };
}

/** One reading rule for every library's bodies (libraries/libraryEdits.ts). */
const parsed = parsedLibraryBody;

export class FundService {
  private readonly repo: FundRepository;

  constructor(private readonly ctx: AppContext) {
    this.repo = new FundRepository(ctx.db);
  }

  private transaction<T>(work: () => T): T {
    return this.ctx.db.transaction(work).immediate();
  }

  private existing(id: number): FundStoreRow {
    const row = this.repo.find(id);
    if (!row) throw new WorkflowRefusal(ErrorCode.NotFound, `${FUND_MESSAGES.notFound}：${String(id)}`);
    return row;
  }

  /** The pre-published and live slots using each fund, then the drafts picking it. Call `ctx.applyDue()` first, outside any transaction. */
  private slotsOf(ids: readonly number[]): Map<string, FundSlot[]> {
    return slotsUsing(this.ctx, 'funds', ids.map(String));
  }

  catalogue(query: unknown): CatalogueFund[] {
    const { search, limit } = catalogueQuery(query);
    return this.repo.searchCatalogue(search, limit);
  }

  list(query: unknown): Paged<FundRow> {
    const plan = fundListPlan(query);
    const page = this.repo.page(plan.where, plan.orderSql, plan.limit, plan.currPage);
    return { list: page.rows.map(toFundRow), total: page.total, currPage: plan.currPage, pageSize: plan.limit };
  }

  detail(id: number): FundDetail {
    const row = this.existing(id);
    this.ctx.applyDue();
    return { ...toFundRow(row), slots: this.slotsOf([id]).get(String(id)) ?? [] };
  }

  create(operator: string, body: unknown): { id: number } {
    const { isin, ...values } = parsed(fundInputSchema, body);
    const now = this.ctx.now();
    return this.transaction(() => {
      if (!this.repo.catalogueFund(isin)) throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'isin', message: FUND_MESSAGES.notInCatalogue }]);
      const sameIsin = this.repo.withIsin(isin);
      if (sameIsin) throw fieldRefusal(ErrorCode.Duplicate, [{ field: 'isin', message: FUND_MESSAGES.duplicateIsin(isin, sameIsin.name) }]);
      if (this.repo.withName(values.name)) throw fieldRefusal(ErrorCode.Duplicate, [{ field: 'name', message: FUND_MESSAGES.duplicateName(values.name) }]);
      return { id: this.repo.insert(isin, values, operator, now) };
    });
  }

  /** Saves an edit (a stale one is the shell's server's to refuse: shell/server/console/guard). */
  update(operator: string, body: unknown): FundRow {
    const raw = objectBody(body);
    const { id, ...values } = parsed(fundUpdateSchema, body);
    return this.transaction(() => {
      const row = this.existing(id);
      if (typeof raw.isin === 'string' && raw.isin.trim().toUpperCase() !== row.isin) {
        throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'isin', message: FUND_MESSAGES.isinFixed }]);
      }
      if (this.repo.withName(values.name, id)) throw fieldRefusal(ErrorCode.Duplicate, [{ field: 'name', message: FUND_MESSAGES.duplicateName(values.name) }]);
      const at = nextVersion(row.update_time, this.ctx.now());
      this.repo.update(id, values, operator, at);
      return toFundRow(this.existing(id));
    });
  }

  /** All or none: an unknown id → 1107; a fund a pre-published or live slot uses, or a saved draft picks → 1019 naming the slot. */
  delete(body: unknown): FundDeleteAnswer {
    const ids = [...new Set(parsed(fundIdsBody, body).ids)];
    // Due schedule changes first: an entry that expired a moment ago no longer holds its fund.
    this.ctx.applyDue();
    return this.transaction(() => {
      const rows = ids.map((id) => this.existing(id));
      const slots = this.slotsOf(ids);
      const inUse: FundInUse[] = rows.flatMap((row) => {
        const used = slots.get(String(row.id)) ?? [];
        return used.length > 0 ? [{ id: row.id, name: row.name, isin: row.isin, slots: used }] : [];
      });
      const first = inUse[0];
      if (first?.slots[0]) throw new WorkflowRefusal(ErrorCode.Duplicate, FUND_MESSAGES.inUse(first.name, first.slots[0]), inUse);
      this.repo.delete(ids);
      return { deleted: ids.length, ids };
    });
  }
}

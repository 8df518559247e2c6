/**
 * The fund-manager library (modules.md §3 Manager candidate, §7 managers/…): what each call does. Routes hand over the
 * operator and the raw request; everything here returns the answer's `data` or throws a WorkflowRefusal (inside a
 * transaction that also rolls it back, so a refused batch changes nothing). Reading bodies, the in-use answer and the
 * stale-save rule are the fund library's (libraries/libraryEdits.ts).
 */
import {
  ErrorCode,
  MANAGER_MESSAGES,
  formatCmsTime,
  nextVersion,
  managerIdsBody,
  managerInputSchema,
  managerUpdateSchema,
  type ManagerDeleteAnswer,
  type ManagerDetail,
  type ManagerInUse,
  type ManagerRow,
  type ManagerSlot,
  type Paged,
} from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import { parsedLibraryBody, slotsUsing } from '../libraries/libraryEdits';
import { fieldRefusal, WorkflowRefusal } from '../workflow/refusal';
import { managerListQuery } from './managerQueries';
import { ManagerRepository, type ManagerStoreRow, type ManagerValues } from './managerRepository';
import { photoProblem } from './managerPhoto';

export class ManagerService {
  private readonly repo: ManagerRepository;

  constructor(private readonly ctx: AppContext) {
    this.repo = new ManagerRepository(ctx.db);
  }

  private transaction<T>(work: () => T): T {
    return this.ctx.db.transaction(work).immediate();
  }

  private existing(id: string): ManagerStoreRow {
    const row = this.repo.find(id);
    if (!row) throw new WorkflowRefusal(ErrorCode.NotFound, `${MANAGER_MESSAGES.notFound}：${id}`);
    return row;
  }

  /** The rows as the screen reads them: funds by name, and how many slots show each (call `applyDue` first). */
  private toRows(rows: readonly ManagerStoreRow[], slots: Map<string, ManagerSlot[]>): ManagerRow[] {
    const funds = this.repo.fundsOf(rows.map((r) => r.seq));
    return rows.map(({ seq, ...row }) => {
      const managed = funds.get(seq) ?? [];
      return {
        ...row,
        fund_ids: managed.map((f) => f.id),
        funds: managed,
        slot_count: slots.get(row.id)?.length ?? 0,
        create_time: formatCmsTime(row.create_time),
        update_time: formatCmsTime(row.update_time),
      };
    });
  }

  private rowOf(row: ManagerStoreRow): ManagerRow {
    const [one] = this.toRows([row], slotsUsing(this.ctx, 'managers', [row.id]));
    if (!one) throw new Error(`manager ${row.id} vanished`);
    return one;
  }

  /** Per-field refusals of values the schema passed: funds not in the fund library, a photo never uploaded. */
  private assertExists(values: ManagerValues): void {
    const found = this.repo.existingFunds(values.fund_ids);
    const problems = values.fund_ids.flatMap((id, i) => (found.has(id) ? [] : [{ field: `fund_ids.${String(i)}`, message: MANAGER_MESSAGES.fundUnknown(id) }]));
    const photo = photoProblem(this.ctx, values.photo);
    if (photo) problems.push({ field: 'photo', message: photo });
    if (problems.length > 0) throw fieldRefusal(ErrorCode.ValidationFailed, problems);
  }

  private assertUnique(values: ManagerValues, exceptId = ''): void {
    if (this.repo.withNameAt(values.name, values.company, exceptId)) {
      throw fieldRefusal(ErrorCode.Duplicate, [{ field: 'name', message: MANAGER_MESSAGES.duplicate(values.name, values.company) }]);
    }
  }

  list(query: unknown): Paged<ManagerRow> {
    const plan = managerListQuery(query);
    this.ctx.applyDue();
    const page = this.repo.page(plan.search, plan.limit, plan.currPage, plan.order);
    const slots = slotsUsing(this.ctx, 'managers', page.rows.map((r) => r.id));
    return { list: this.toRows(page.rows, slots), total: page.total, currPage: plan.currPage, pageSize: plan.limit };
  }

  detail(id: string): ManagerDetail {
    const row = this.existing(id);
    this.ctx.applyDue();
    const slots = slotsUsing(this.ctx, 'managers', [id]);
    const [one] = this.toRows([row], slots);
    if (!one) throw new Error(`manager ${id} vanished`);
    return { ...one, slots: slots.get(id) ?? [] };
  }

  create(operator: string, body: unknown): { id: string } {
    const values = parsedLibraryBody(managerInputSchema, body);
    const now = this.ctx.now();
    return this.transaction(() => {
      this.assertExists(values);
      this.assertUnique(values);
      return { id: this.repo.insert(values, operator, now) };
    });
  }

  /** Saves an edit (a stale one is the shell's server's to refuse: shell/server/console/guard). */
  update(operator: string, body: unknown): ManagerRow {
    const { id, ...values } = parsedLibraryBody(managerUpdateSchema, body);
    return this.transaction(() => {
      const row = this.existing(id);
      this.assertExists(values);
      this.assertUnique(values, id);
      this.repo.update(row.seq, values, operator, nextVersion(row.update_time, this.ctx.now()));
      return this.rowOf(this.existing(id));
    });
  }

  /** All or none: an unknown id → 1107; a manager a pre-published or live slot shows → 1019 naming the slot. */
  delete(body: unknown): ManagerDeleteAnswer {
    const ids = [...new Set(parsedLibraryBody(managerIdsBody, body).ids)];
    // Due schedule changes first: an entry that expired a moment ago no longer holds its managers.
    this.ctx.applyDue();
    return this.transaction(() => {
      const rows = ids.map((id) => this.existing(id));
      const slots = slotsUsing(this.ctx, 'managers', ids);
      const inUse: ManagerInUse[] = rows.flatMap((row) => {
        const used = slots.get(row.id) ?? [];
        return used.length > 0 ? [{ id: row.id, name: row.name, company: row.company, slots: used }] : [];
      });
      const first = inUse[0];
      if (first?.slots[0]) throw new WorkflowRefusal(ErrorCode.Duplicate, MANAGER_MESSAGES.inUse(first.name, first.slots[0]), inUse);
      this.repo.delete(rows.map((r) => r.seq));
      return { deleted: ids.length, ids };
    });
  }
}

/** What the library and information services share: their transaction, the row a linkId names, and list answers. */
import type { Paged } from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import type { WorkflowRefusal } from '../workflow/refusal';
import { EditRecords } from './editRecords';
import type { ListPlan } from './listQueries';

export abstract class LibraryService<Row, Repo extends { find(linkId: string): Row | undefined }> {
  protected readonly records: EditRecords;

  protected constructor(
    protected readonly ctx: AppContext,
    protected readonly repo: Repo,
    /** The 1107 refusal naming what was not found (an article, an information item). */
    private readonly notFound: (linkId: string) => WorkflowRefusal,
  ) {
    this.records = new EditRecords(ctx.db);
  }

  /** One BEGIN IMMEDIATE transaction: checks and writes see the same library. */
  protected transaction<T>(work: () => T): T {
    return this.ctx.db.transaction(work).immediate();
  }

  protected existing(linkId: string): Row {
    const row = this.repo.find(linkId);
    if (!row) throw this.notFound(linkId);
    return row;
  }
}

/** A list call's answer: without a limit (the whole list) the page size is the total. */
export function pagedAnswer<Stored, Wire>(plan: ListPlan, page: { rows: Stored[]; total: number }, toWire: (row: Stored) => Wire): Paged<Wire> {
  return { list: page.rows.map(toWire), total: page.total, currPage: plan.currPage, pageSize: plan.limit ?? page.total };
}

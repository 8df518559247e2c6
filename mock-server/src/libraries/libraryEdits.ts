/**
 * What the operation libraries' own screens (基金管理, 基金经理库) do alike: read a body by a contract schema, answer
 * "which slots use these items" in the screens' shape, refuse a stale save (1015), and stamp the next `update_time`.
 * One place, so the fund and manager libraries cannot drift apart.
 */
import { ErrorCode, errorMessage, formatCmsTime, parseCmsTime, type FundSlot, type LibraryKey } from 'shared-ui/contract';
import type { z } from 'zod';
import type { AppContext } from '../appContext';
import { objectBody } from '../articles/inputs';
import { itemsInUse } from '../articles/slotCheck';
import { validationRefusal, WorkflowRefusal } from '../workflow/refusal';

const SECOND = 1000;
const ILLEGAL = errorMessage(ErrorCode.IllegalCharacters);

/** A body read by a contract schema; 1001 when every problem is illegal characters (spec §5), else 1106, per field. */
export function parsedLibraryBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(objectBody(body));
  if (result.success) return result.data;
  const refusal = validationRefusal(result.error.issues);
  if (!result.error.issues.every((issue) => issue.message === ILLEGAL)) throw refusal;
  throw new WorkflowRefusal(ErrorCode.IllegalCharacters, refusal.message, refusal.data);
}

/**
 * The pre-published, scheduled and live slots using each key of `library`, then the saved drafts that pick it (every
 * key asked maps, [] when unused): what a library's delete refuses on and its where-used lists. Call `ctx.applyDue()`
 * first, outside any transaction, so an entry that expired a moment ago no longer counts.
 */
export function slotsUsing(ctx: AppContext, library: LibraryKey, keys: readonly string[]): Map<string, FundSlot[]> {
  const uses = itemsInUse(ctx.refs, ctx.modules, library, keys, { drafts: true });
  return new Map([...uses].map(([key, slots]) => [key, slots.map(({ module_key, module_title, path, entry_id, status }) => ({ module_key, module_title, path, entry_id, status }))]));
}

/**
 * An edit made from the version stamped `basedOn` while the row now says `storedMs`: someone saved since (another
 * person, another tab) → the refusal `stale` builds (1015 naming who and when, with the current row as data).
 */
export function assertNotStale(storedMs: number, basedOn: string, stale: (storedText: string) => WorkflowRefusal): void {
  const stored = formatCmsTime(storedMs);
  if (parseCmsTime(basedOn) !== parseCmsTime(stored)) throw stale(stored);
}

/**
 * A batch (delete) made from the versions the screen showed: `update_times: {<id>: 'YYYY-MM-DD HH:mm:ss'}`, the
 * library's own stamp as its edits send it. Any item saved since → the library's 1015 for that item; items the map
 * does not name are not checked.
 */
export function assertBatchNotStale<Row extends { update_time: number }>(
  body: unknown,
  rows: readonly Row[],
  idOf: (row: Row) => string,
  stale: (row: Row, storedText: string) => WorkflowRefusal,
): void {
  const sent = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).update_times : undefined;
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return;
  for (const row of rows) {
    const basedOn = (sent as Record<string, unknown>)[idOf(row)];
    if (typeof basedOn === 'string') assertNotStale(row.update_time, basedOn, (storedText) => stale(row, storedText));
  }
}

/**
 * The `update_time` of a save: the wire time has whole seconds, so each save moves it on by at least one and two
 * saves within a second still differ (the second editor's stale stamp is caught).
 */
export function nextUpdateTime(now: number, storedMs: number): number {
  return Math.max(now, Math.floor(storedMs / SECOND) * SECOND + SECOND);
}

/** The 1015 refusal itself, with the current row for the screen to compare against. */
export function staleRefusal(message: string, current: unknown): WorkflowRefusal {
  return new WorkflowRefusal(ErrorCode.WithdrawConflict, message, current);
}

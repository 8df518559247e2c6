/**
 * What the operation libraries' own screens (基金管理, 基金经理库) do alike: read a body by a contract schema, answer
 * "which slots use these items" in the screens' shape, and describe a row to the engine's one stale check (1043).
 * One place, so the fund and manager libraries cannot drift apart.
 */
import { ErrorCode, errorMessage, type FundSlot, type LibraryKey } from 'shared-ui/contract';
import type { z } from 'zod';
import type { AppContext } from '../appContext';
import { objectBody } from '../articles/inputs';
import { itemsInUse } from '../articles/slotCheck';
import { validationRefusal, WorkflowRefusal } from '../workflow/refusal';

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

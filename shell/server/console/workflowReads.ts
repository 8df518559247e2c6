/**
 * A module's entries read through the spec's own calls (the common publishable-module pattern of spec §7, in the
 * module's dialect and with its scope), as the person asking: what the console service knows of an entry is what the
 * backend answers, never a table of its own that could disagree.
 */
import { z } from 'zod';
import { ErrorCode, moduleEndpoint, type Envelope, type ModuleDefinition, type Paged, type WorkflowAction, type WorkflowRow } from 'shared-ui/contract';
import { BackendUnavailable, type BackendCall, type BackendClient } from './backendClient';

/** The largest page the lists give (spec §7 paging; mock-server's limit) and how many pages one read may walk. */
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/** The backend refused a read (its code, words and HTTP status), e.g. the session ended or the module is not theirs. */
export class BackendRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

/** Every row of one of a module's paged lists (`publishedList`, `prepublishList`, `history`), page after page. */
export async function readWholeList(backend: BackendClient, cookie: string, def: ModuleDefinition, list: Extract<WorkflowAction, 'publishedList' | 'prepublishList' | 'history'>): Promise<WorkflowRow[]> {
  const { method, path } = moduleEndpoint(def, list);
  return readAllPages<WorkflowRow>(backend, cookie, { method, path, query: def.scope });
}

/** Every row of a paged list of spec §7 (`currPage`/`pageSize`, answering `Paged<T>`), page after page. */
export async function readAllPages<T>(backend: BackendClient, cookie: string, call: BackendCall): Promise<T[]>;
/** …each row held to `row` (the contract's schema of it): an answer outside it throws BackendMismatch. */
export async function readAllPages<S extends z.ZodType>(backend: BackendClient, cookie: string, call: BackendCall, row: S): Promise<z.infer<S>[]>;
export async function readAllPages<T>(backend: BackendClient, cookie: string, call: BackendCall, row?: z.ZodType<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const paged = { ...call, query: { ...call.query, currPage: page, pageSize: PAGE_SIZE } };
    const answer = await backend.call<Paged<T>>(cookie, paged);
    const { list: pageRows, total } = row ? succeededAs(answer, pageOf(row), call) : succeeded(answer);
    rows.push(...pageRows);
    if (pageRows.length === 0 || rows.length >= total) break;
  }
  return rows;
}

/** The answer's data, or its refusal thrown as BackendRefusal. */
export function succeeded<T>(answer: Envelope<T> & { httpStatus: number }): T {
  if (answer.code !== ErrorCode.Success) throw new BackendRefusal(answer.code, answer.msg, answer.httpStatus);
  return answer.data;
}

/**
 * The backend's answer is not what the contract says (issue 46): a field renamed, of another type, left out. The
 * console service never reads on past it (a sort or a label on a field that is not there would throw somewhere
 * further on); the call and the first field that differs go to the server's log and the person's message.
 */
export class BackendMismatch extends Error {
  constructor(
    readonly call: string,
    readonly field: string,
  ) {
    super(`后端的答复与接口约定不符（${call}：${field}），请联系系统管理员`);
  }
}

/** A read that failed for the backend's reasons (refused, unreachable, answered outside the contract), not ours. */
export const backendFailed = (error: unknown): error is BackendRefusal | BackendUnavailable | BackendMismatch =>
  error instanceof BackendRefusal || error instanceof BackendUnavailable || error instanceof BackendMismatch;

/** The answer's data as `schema` types it: a refusal thrown as BackendRefusal, an answer outside it as BackendMismatch. */
export function succeededAs<S extends z.ZodType>(answer: Envelope<unknown> & { httpStatus: number }, schema: S, call: BackendCall): z.infer<S> {
  const parsed = schema.safeParse(succeeded(answer));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new BackendMismatch(`${call.method} ${call.path}`, ['data', ...(issue?.path ?? []).map(String)].join('.'));
}

/** A page of `row`s as the lists of spec §7 answer it (what a whole read needs of it: the rows and the total). */
const pageOf = <S extends z.ZodType>(row: S) => z.object({ list: z.array(row), total: z.number().int().min(0) });

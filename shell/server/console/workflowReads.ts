/**
 * A module's entries read through the spec's own calls (the common publishable-module pattern of spec §7, in the
 * module's dialect and with its scope), as the person asking: what the console service knows of an entry is what the
 * backend answers, never a table of its own that could disagree.
 */
import { ErrorCode, moduleEndpoint, type Envelope, type ModuleDefinition, type Paged, type WorkflowAction, type WorkflowRow } from 'shared-ui/contract';
import type { BackendCall, BackendClient } from './backendClient';

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
export async function readAllPages<T>(backend: BackendClient, cookie: string, call: BackendCall): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await backend.call<Paged<T>>(cookie, { ...call, query: { ...call.query, currPage: page, pageSize: PAGE_SIZE } });
    const { list: pageRows, total } = succeeded(answer);
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

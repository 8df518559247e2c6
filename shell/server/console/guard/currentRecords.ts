/**
 * What the write guard compares a write's base version with, as the backend has it now, read through the spec's own
 * calls as the person writing: a module's saved draft and entries (`GET content`, `GET detail/{id}`, in the module's
 * dialect and scope) and the other families' items (itemFamilies.ts). A refusal other than "no such record" is BackendRefusal:
 * the write then goes on and meets the same refusal.
 */
import { ErrorCode, idTravelsInBody, moduleEndpoint, type DraftRow, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import type { BackendClient } from '../backendClient';
import { BackendRefusal } from '../workflowReads';
import type { ReadItem } from './itemFamilies';

export async function currentDraft(backend: BackendClient, cookie: string, def: ModuleDefinition): Promise<DraftRow> {
  const { method, path } = moduleEndpoint(def, 'content');
  const answer = await backend.call<DraftRow>(cookie, { method, path, query: { ...def.scope } });
  if (answer.code !== ErrorCode.Success) throw new BackendRefusal(answer.code, answer.msg, answer.httpStatus);
  return answer.data ?? null;
}

/** The entry, or null when the backend has no such record (1107): the write's own refusal then says what happened. */
export async function currentEntry(backend: BackendClient, cookie: string, def: ModuleDefinition, id: number): Promise<WorkflowRow | null> {
  const endpoint = moduleEndpoint(def, 'detail', id);
  const query = { ...def.scope, ...(idTravelsInBody(moduleEndpoint(def, 'detail')) ? { id } : {}) };
  const answer = await backend.call<WorkflowRow>(cookie, { method: endpoint.method, path: endpoint.path, query });
  if (answer.code === ErrorCode.NotFound) return null;
  if (answer.code !== ErrorCode.Success) throw new BackendRefusal(answer.code, answer.msg, answer.httpStatus);
  return answer.data;
}

/** A reader of one item through the spec's calls, as the person writing (ItemFamily.current reads with it). */
export function itemReader(backend: BackendClient, cookie: string): ReadItem {
  return async (path, query = {}) => {
    const answer = await backend.call<Record<string, unknown>>(cookie, { method: 'GET', path, query: { ...query } });
    if (answer.code === ErrorCode.NotFound) return null;
    if (answer.code !== ErrorCode.Success) throw new BackendRefusal(answer.code, answer.msg, answer.httpStatus);
    return typeof answer.data === 'object' && answer.data !== null ? answer.data : null;
  };
}

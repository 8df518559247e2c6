/**
 * A module's saved draft and entries as the backend has them now, read through the spec's own calls (`GET content`,
 * `GET detail/{id}`, in the module's dialect and scope) as the person writing: what the write guard compares a
 * write's base version with.
 */
import { ErrorCode, idTravelsInBody, moduleEndpoint, type DraftRow, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import type { BackendClient } from '../backendClient';

/** The backend would not say (a refusal other than "no such record"): the write goes on and meets the same refusal. */
export class ReadRefused extends Error {}

export async function currentDraft(backend: BackendClient, cookie: string, def: ModuleDefinition): Promise<DraftRow> {
  const { method, path } = moduleEndpoint(def, 'content');
  const answer = await backend.call<DraftRow>(cookie, { method, path, query: { ...def.scope } });
  if (answer.code !== ErrorCode.Success) throw new ReadRefused(answer.msg);
  return answer.data ?? null;
}

/** The entry, or null when the backend has no such record (1107): the write's own refusal then says what happened. */
export async function currentEntry(backend: BackendClient, cookie: string, def: ModuleDefinition, id: number): Promise<WorkflowRow | null> {
  const endpoint = moduleEndpoint(def, 'detail', id);
  const query = { ...def.scope, ...(idTravelsInBody(moduleEndpoint(def, 'detail')) ? { id } : {}) };
  const answer = await backend.call<WorkflowRow>(cookie, { method: endpoint.method, path: endpoint.path, query });
  if (answer.code === ErrorCode.NotFound) return null;
  if (answer.code !== ErrorCode.Success) throw new ReadRefused(answer.msg);
  return answer.data;
}

import { ErrorCode, formatCmsTime, isStale, readBaseVersion, staleSaveMessage, type StaleSaveDetail } from 'shared-ui/contract';
import { WorkflowRefusal } from '../workflow/refusal';

/** What is stored now: its version (ms of its last write), who wrote it and its values as the client reads them. */
export interface StoredVersion {
  version: number;
  operator: string | null;
  current: Record<string, unknown>;
  /** When it was written (ms), where the version is a counter rather than the write's time (stock news). */
  at?: number;
}

/**
 * The one check of every write that changes an existing record: it refuses a write based on a version that is no
 * longer the stored one (1043, contract staleSave.ts), naming who wrote the newer one, when, and its values, so the
 * screen can compare. `id`: the record among several a batch changes (its `base_versions` entry). A body that names
 * no version for it is not checked. Call inside the write's transaction, before anything else is judged, so the check
 * and the write agree and a stale write is answered as stale whatever else is wrong with it.
 */
export function assertCurrentVersion(body: Readonly<Record<string, unknown>>, stored: StoredVersion | null | undefined, id?: number | string): void {
  const version = stored?.version ?? null;
  if (!isStale(readBaseVersion(body, id), version)) return;
  const at = stored?.at ?? version;
  const detail: StaleSaveDetail = {
    operator: stored?.operator ?? null,
    time: at === null ? null : formatCmsTime(at),
    version,
    current: stored?.current ?? null,
  };
  throw new WorkflowRefusal(ErrorCode.StaleSave, staleSaveMessage(detail), detail);
}

/** Whether a body names any version at all: a batch whose records are looked up only to be checked can skip the look-up. */
export function namesVersion(body: Readonly<Record<string, unknown>>): boolean {
  return Object.hasOwn(body, 'base_version') || Object.hasOwn(body, 'base_versions');
}

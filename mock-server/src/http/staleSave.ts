import { ErrorCode, formatCmsTime, isStale, readBaseVersion, staleSaveMessage, type StaleSaveDetail } from 'shared-ui/contract';
import { WorkflowRefusal } from '../workflow/refusal';

/** What is stored now: its version (ms of its last write), who wrote it and its values as the client reads them. */
export interface StoredVersion {
  version: number;
  operator: string | null;
  current: Record<string, unknown>;
}

/**
 * Refuses a save based on a version that is no longer the stored one (1043, contract staleSave.ts), naming who wrote
 * the newer one, when, and its values, so the screen can compare. A body without base_version is not checked.
 * Call inside the write's transaction so the check and the write agree.
 */
export function assertCurrentVersion(body: Readonly<Record<string, unknown>>, stored: StoredVersion | null | undefined): void {
  const version = stored?.version ?? null;
  if (!isStale(readBaseVersion(body), version)) return;
  const detail: StaleSaveDetail = {
    operator: stored?.operator ?? null,
    time: version === null ? null : formatCmsTime(version),
    version,
    current: stored?.current ?? null,
  };
  throw new WorkflowRefusal(ErrorCode.StaleSave, staleSaveMessage(detail), detail);
}

/**
 * `supersedes` on the server (contract module/supersede.ts): which entries hold a subject, the 1041 question a save
 * answers, and retiring the live entries a newer one replaced. Callers run these inside their write transaction.
 */
import {
  ErrorCode,
  formatCmsTime,
  overwriteQuestion,
  subjectKey,
  type ModuleDefinition,
  type ModuleValues,
  type SubjectHolder,
  type WorkflowStatus,
} from 'shared-ui/contract';
import { WorkflowRefusal } from './refusal';
import { parseValues } from './rows';
import type { RecordRow, WorkflowStore } from './workflowStore';

const HOLDING: readonly WorkflowStatus[] = ['prepublished', 'scheduled', 'published'];
const time = (ms: number | null) => (ms === null ? null : formatCmsTime(ms));

/** The other entries of this subject in the given lists (oldest first). */
export function entriesOfSubject(store: WorkflowStore, def: ModuleDefinition, values: ModuleValues, statuses: readonly WorkflowStatus[], selfId: number | null): RecordRow[] {
  const mine = subjectKey(def, values);
  if (mine === null) return [];
  return store.others(def.key, statuses, selfId).filter((row) => subjectKey(def, parseValues(row.field_values)) === mine);
}

/**
 * Before a draft of a subject is saved: without `overwrite`, 1041 naming every other holder (someone else's draft of
 * the same subject, pre-published, scheduled or live entries); with it, the older pre-published ones are removed.
 */
export function settleSubjectBeforeSave(store: WorkflowStore, def: ModuleDefinition, operator: string, values: ModuleValues, overwrite: boolean): void {
  const rule = def.supersedes;
  if (!rule) return;
  const entries = entriesOfSubject(store, def, values, HOLDING, null);
  if (overwrite) {
    for (const row of entries) if (row.status === 'prepublished') store.delete(def.key, row.id, ['prepublished']);
    return;
  }
  const holders: SubjectHolder[] = entries.map((row) => ({
    place: row.status as SubjectHolder['place'],
    id: row.id,
    operator: row.status === 'prepublished' ? row.pre_operator : row.push_operator,
    time: time(row.status === 'prepublished' ? row.pre_time : row.push_time),
  }));
  const draft = store.getDraft(def.key);
  // Re-saving one's own draft of the subject is editing it, not superseding anything.
  if (draft && draft.update_operator !== operator && subjectKey(def, parseValues(draft.field_values)) === subjectKey(def, values)) {
    holders.unshift({ place: 'draft', id: null, operator: draft.update_operator, time: time(draft.update_time) });
  }
  if (holders.length > 0) throw new WorkflowRefusal(ErrorCode.OverwriteQuestion, overwriteQuestion(rule.subject, holders), { holders });
}

/**
 * Live entries that a newer live entry of the same subject replaced go to history, by whoever published the newer.
 * Run after anything goes live (a publish now, the scheduler's step); answers how many went.
 */
export function retireSuperseded(store: WorkflowStore, def: ModuleDefinition, now: number): number {
  if (!def.supersedes) return 0;
  const newestFirst = store.others(def.key, ['published'], null).sort((a, b) => (b.push_time ?? 0) - (a.push_time ?? 0) || b.id - a.id);
  const kept = new Map<string, RecordRow>();
  let retired = 0;
  for (const row of newestFirst) {
    const key = subjectKey(def, parseValues(row.field_values)) ?? '';
    const newer = kept.get(key);
    if (!newer) {
      kept.set(key, row);
      continue;
    }
    const changes = { status: 'history' as const, remove_operator: newer.push_operator, remove_time: now, update_time: now, live_position: null };
    if (store.update(def.key, row.id, ['published'], changes)) retired += 1;
  }
  return retired;
}

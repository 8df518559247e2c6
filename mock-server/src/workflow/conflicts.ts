/**
 * The checks across entries of one module (spec §5, §8): 1019 for values that must not repeat a live entry, 1013 for
 * preset times that repeat or windows that overlap, and the module's limits. Each throws a refusal; the caller runs
 * them inside the transaction that then writes, so nothing can slip in between the check and the write.
 */
import {
  ErrorCode,
  SCHEDULE_LABELS,
  WORKFLOW_WORDING,
  disjointClashes,
  formatCmsTime,
  liveLimitRefusal,
  type ModuleDefinition,
  type ModuleValues,
  type WorkflowStatus,
} from 'shared-ui/contract';
import { scheduleColumns } from './entryInput';
import { fieldRefusal, WorkflowRefusal } from './refusal';
import { canonicalJson } from 'shared-ui/contract';
import { parseValues } from './rows';
import type { RefIndex } from './refIndex';
import type { TimeColumn, WorkflowStore } from './workflowStore';

/** Entries that hold a preset time or a window: two of them may not collide. */
const HOLDING_TIME: readonly WorkflowStatus[] = ['prepublished', 'scheduled', 'published'];
const LIVE: readonly WorkflowStatus[] = ['scheduled', 'published'];

/** 1019 when the `uniqueWhileLive` fields equal those of another published or scheduled entry. */
export function assertUniqueWhileLive(store: WorkflowStore, def: ModuleDefinition, values: ModuleValues, selfId: number | null): void {
  const rule = def.uniqueWhileLive;
  if (!rule) return;
  const key = (v: ModuleValues) => canonicalJson(rule.fields.map((f) => v[f] ?? null));
  const mine = key(values);
  const clash = store.others(def.key, LIVE, selfId).some((row) => key(parseValues(row.field_values)) === mine);
  if (clash) throw fieldRefusal(ErrorCode.Duplicate, rule.fields.map((field) => ({ field, message: rule.message })));
}

/**
 * 1013: a push time equal to another entry's, or a window overlapping another's (touching ends do not overlap).
 * `checkPushTime` is false for "publish now", which presets nothing to repeat.
 */
export function assertNoTimeClash(
  store: WorkflowStore,
  def: ModuleDefinition,
  times: Partial<Record<TimeColumn, number>>,
  selfId: number | null,
  checkPushTime = true,
): void {
  const { first, second } = scheduleColumns(def);
  const start = times[first];
  if (start === undefined) return;
  if (!second) {
    if (!checkPushTime) return;
    const same = store.sameTime(def.key, HOLDING_TIME, selfId, first, start);
    if (same) {
      const message = `${SCHEDULE_LABELS[first] ?? first} ${formatCmsTime(start)} 与 ID ${String(same.id)} 重复，请重新设置`;
      throw fieldRefusal(ErrorCode.PresetTimeOverlap, [{ field: first, message }]);
    }
    return;
  }
  const end = times[second];
  if (end === undefined || def.windowsMayOverlap) return;
  const overlapping = store.overlapping(def.key, HOLDING_TIME, selfId, { first, second }, start, end);
  if (overlapping) {
    const span = `${formatCmsTime(overlapping[first] ?? 0)} 至 ${formatCmsTime(overlapping[second] ?? 0)}`;
    const message = `时间段与 ID ${String(overlapping.id)}（${span}）重叠，请重新设置`;
    throw fieldRefusal(ErrorCode.PresetTimeOverlap, [
      { field: first, message },
      { field: second, message },
    ]);
  }
}

/** `limits.maxPrepublished`, before one more entry joins the pre-publish list. */
export function assertRoomToPrepublish(store: WorkflowStore, def: ModuleDefinition): void {
  const max = def.limits?.maxPrepublished;
  if (max === undefined || store.count(def.key, ['prepublished']) < max) return;
  const w = WORKFLOW_WORDING[def.wording];
  throw new WorkflowRefusal(ErrorCode.ValidationFailed, `${w.prepublishList}最多 ${String(max)} 条，请先${w.publish}或删除`);
}

/**
 * `limits.maxLive`, before one more entry is published or scheduled (contract liveLimit.ts: the publish dialog says
 * the same before 确定), counting the live entries of the modules that share the limit (`maxLiveWith`) too.
 */
export function assertRoomToPublish(store: WorkflowStore, def: ModuleDefinition): void {
  if (def.limits?.maxLive === undefined) return;
  const live = [def.key, ...(def.limits.maxLiveWith ?? [])].reduce((sum, key) => sum + store.count(key, LIVE), 0);
  const refusal = liveLimitRefusal(def, live);
  if (refusal) throw new WorkflowRefusal(refusal.code, refusal.message);
}

/**
 * `disjointWith`: 1019 when an item of the entry is held (pre-published, scheduled or live) by the other module — the
 * contract's one rule (disjoint.ts), asked of the reference index; the refusal names each item's place so the form
 * marks it. `only` narrows the refusal to these places (`add` answers for the item it adds, not for older ones).
 */
export function assertDisjoint(refs: RefIndex, def: ModuleDefinition, values: ModuleValues, only?: (field: string) => boolean): void {
  const clashes = disjointClashes(def, values, (library, keys) => refs.usesOf(library, keys)).filter((clash) => !only || only(clash.field));
  if (clashes.length > 0) throw fieldRefusal(ErrorCode.Duplicate, clashes);
}

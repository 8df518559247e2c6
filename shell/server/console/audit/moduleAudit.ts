/**
 * The audit plan of a module's publish-workflow write (the calls the write guard stands in, guardedCalls.ts): the draft
 * for a save, a copy or an edit-list addition; the entry a pre-publish makes (named by its answer); the entry or
 * entries a write names. An entry is seen as the trail shows it: the module's field values, its state in Chinese and
 * its schedule times; a draft as its field values.
 */
import { STATUS_LABELS, entryTitle, slotTitle, type AuditAction, type DraftRow, type ModuleDefinition, type WorkflowRow, type WorkflowStatus } from 'shared-ui/contract';
import type { GuardedCall } from '../guard/guardedCalls';
import { itemIds, type ItemId } from '../guard/itemFamilies';
import type { AuditPlan, AuditSubject } from './auditRecorder';

const ACTIONS: Readonly<Partial<Record<GuardedCall['action'], AuditAction>>> = {
  save: 'save',
  editListAdd: 'save',
  clone: 'clone',
  prepublish: 'prepublish',
  reprepublish: 'reprepublish',
  prepublishDelete: 'delete',
  publish: 'publish',
  cancel: 'withdraw',
  out: 'offShelf',
  liveEdit: 'liveEdit',
};

/** A module's place in the trail, named with its app (理财 App · 公告): several apps have a module of one name (issue 44, items 6 and 14). */
const placeOf = (def: ModuleDefinition) => ({ key: def.key, title: slotTitle(def), path: def.path });

const TIMES = ['push_time', 'effect_time', 'dead_time', 'start_time', 'end_time'] as const;

const fieldValues = (def: ModuleDefinition, row: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(def.fields.filter((f) => Object.hasOwn(row, f.name)).map((f) => [f.name, row[f.name]]));

/** An entry as the trail shows it: what a person could change, its state in Chinese, its schedule. */
export function entrySnapshot(def: ModuleDefinition, row: WorkflowRow): Record<string, unknown> {
  const times = Object.fromEntries(TIMES.filter((name) => typeof row[name] === 'string' && !def.fields.some((f) => f.name === name)).map((name) => [name, row[name]]));
  return { ...fieldValues(def, row), status: STATUS_LABELS[row.status as WorkflowStatus] ?? row.status, ...times };
}

export interface ModuleReads {
  draft: () => Promise<DraftRow>;
  entry: (id: number) => Promise<WorkflowRow | null>;
  /** The live list (`publish/list`, every page) in the order it shows. */
  live: () => Promise<WorkflowRow[]>;
}

/** A change of the live list's order (`liveList.order`, body `{ids}`): the order before → after, by entry id. */
export function liveOrderPlan(def: ModuleDefinition, reads: ModuleReads): AuditPlan {
  return {
    place: placeOf(def),
    action: 'liveOrder',
    sameActionThroughout: true,
    subjects: async () => {
      const live = await reads.live();
      const order = [...live].sort((a, b) => (Number(a.live_position ?? 0) || Infinity) - (Number(b.live_position ?? 0) || Infinity)).map((row) => row.id);
      return new Map([['order', { entryId: null, title: '线上顺序', snapshot: { order } }]]);
    },
  };
}

export function moduleAuditPlan(call: GuardedCall, def: ModuleDefinition, reads: ModuleReads): AuditPlan | undefined {
  const action = ACTIONS[call.action];
  if (!action) return undefined;
  const entries = async (ids: readonly ItemId[]) => {
    const subjects: [string, AuditSubject][] = [];
    for (const id of ids) {
      const row = typeof id === 'number' ? await reads.entry(id) : null;
      if (row) subjects.push([String(id), { entryId: id, title: entryTitle(def, row), snapshot: entrySnapshot(def, row) }]);
    }
    return new Map(subjects);
  };
  return {
    place: placeOf(def),
    action,
    sameActionThroughout: true,
    subjects: async ({ body, params, answer }) => {
      if (call.action === 'prepublish') return answer === undefined ? new Map() : entries(itemIds((answer as { id?: unknown } | null)?.id));
      if (call.writes === 'draft') {
        const draft = await reads.draft();
        return new Map(draft ? [['draft', { entryId: null, title: entryTitle(def, draft), snapshot: fieldValues(def, draft) }]] : []);
      }
      // An off-shelf of one entry may name it alone (`id`) rather than in a list.
      if (call.writes === 'entries') return entries(itemIds(body.ids ?? body.id));
      return entries(itemIds(call.idInBody ? body.id : params.id));
    },
  };
}

import { formatCmsTime, type DraftRow, type ModuleDefinition, type ModuleValues, type WorkflowRow } from 'shared-ui/contract';
import type { DraftStoreRow, RecordRow } from './workflowStore';

const time = (ms: number | null): string | null => (ms === null ? null : formatCmsTime(ms));

/** The stored JSON back to values; written by this server only, from values its schema parsed. */
export function parseValues(json: string): ModuleValues {
  return JSON.parse(json) as ModuleValues;
}

/**
 * A list row: the module's field values flattened beside the workflow meta, times as Shanghai wall time. A field
 * named like a window column the module's schedule never uses (financingOrder's `end_time`, freeScheduleNames) keeps
 * its value: that column is always empty for the module. A field the entry has no value for is null.
 */
export function toWorkflowRow(def: Pick<ModuleDefinition, 'fields'>, row: RecordRow): WorkflowRow {
  const values = parseValues(row.field_values);
  const meta: WorkflowRow = {
    id: row.id,
    status: row.status,
    pre_operator: row.pre_operator,
    pre_time: time(row.pre_time),
    push_operator: row.push_operator,
    push_time: time(row.push_time),
    effect_time: time(row.effect_time),
    dead_time: time(row.dead_time),
    start_time: time(row.start_time),
    end_time: time(row.end_time),
    update_time: time(row.update_time),
    remove_operator: row.remove_operator,
    remove_time: time(row.remove_time),
    late: row.late === 1 ? 1 : 0,
    live_position: row.live_position ?? null,
  };
  const own = Object.fromEntries(def.fields.filter((f) => Object.hasOwn(meta, f.name) && Object.hasOwn(values, f.name)).map((f) => [f.name, values[f.name]]));
  // Every field of the module is answered, null when the entry has no value (a field hidden by its condition): the
  // contract requires each, so a backend that leaves one out is told (the kit's 缺少字段).
  const empty = Object.fromEntries(def.fields.filter((f) => !Object.hasOwn(values, f.name)).map((f) => [f.name, null]));
  return { ...empty, ...values, ...meta, ...own };
}

export function toDraftRow(row: DraftStoreRow | undefined): DraftRow {
  if (!row) return null;
  return { ...parseValues(row.field_values), update_time: time(row.update_time), update_operator: row.update_operator };
}

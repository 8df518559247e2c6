import type { WorkflowRow } from 'shared-ui/contract';

/** A list row as the server sends it: the workflow's record fields, then the module's values. */
export function workflowRow(id: number, values: Record<string, unknown>, meta: Partial<WorkflowRow> = {}): WorkflowRow {
  return {
    id,
    status: 'prepublished',
    pre_operator: 'alice',
    pre_time: '2026-11-20 10:00:00',
    push_operator: null,
    push_time: null,
    effect_time: null,
    dead_time: null,
    start_time: null,
    end_time: null,
    update_time: null,
    remove_operator: null,
    remove_time: null,
    late: 0,
    live_position: null,
    ...meta,
    ...values,
  };
}

export function page(list: WorkflowRow[], total = list.length) {
  return { list, total, currPage: 1, pageSize: 10 };
}

/**
 * How the trail sees a common-pattern module's entry: its title, and a snapshot of what a person could change (the
 * field values, the state, the schedule times) for the before → after. Meta that moves with every write (versions,
 * operators) is left out: the record itself says who and when.
 */
import { STATUS_LABELS, formatCmsTime } from 'shared-ui/contract';
import { parseValues } from '../workflow/rows';
import type { RecordRow } from '../workflow/workflowStore';

const TIME_COLUMNS = ['push_time', 'effect_time', 'dead_time', 'start_time', 'end_time'] as const;

/** An entry's values, its state in Chinese and its schedule times (CMS wall time) as one flat object. */
export function entrySnapshot(row: RecordRow): Record<string, unknown> {
  const times = Object.fromEntries(TIME_COLUMNS.filter((column) => row[column] !== null).map((column) => [column, formatCmsTime(row[column] as number)]));
  return { ...parseValues(row.field_values), status: STATUS_LABELS[row.status], ...times };
}

/**
 * How the trail sees a common-pattern module's entry: its title, and a snapshot of what a person could change (the
 * field values, the state, the schedule times) for the before → after. Meta that moves with every write (versions,
 * operators) is left out: the record itself says who and when.
 */
import { STATUS_LABELS, formatCmsTime, type ModuleDefinition } from 'shared-ui/contract';
import { parseValues } from '../workflow/rows';
import type { RecordRow } from '../workflow/workflowStore';

/** Fields that name an entry (the workflow screen's entryTitle rule): title, name, title_cn, stock_name … */
const NAMING_FIELD = /^(title|name)($|_)|_(title|name)$/;

/** Kinds whose stored value is no text a person reads (a choice's code, a picture's address, a switch). */
const NOT_TEXT = new Set(['image', 'select', 'radio', 'switch']);

/**
 * What an entry is called: its first naming field with text, else its first list column holding text (a choice's
 * code such as 0 names nothing); '' if none.
 */
export function auditEntryTitle(def: ModuleDefinition, values: Readonly<Record<string, unknown>>): string {
  const texts = def.fields.filter((f) => !NOT_TEXT.has(f.kind));
  const naming = texts.filter((f) => NAMING_FIELD.test(f.name)).map((f) => f.name);
  const listed = def.listColumns.filter((name) => texts.some((f) => f.name === name));
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  return [...naming, ...listed].map(text).find((found) => found !== '') ?? '';
}

const TIME_COLUMNS = ['push_time', 'effect_time', 'dead_time', 'start_time', 'end_time'] as const;

/** An entry's values, its state in Chinese and its schedule times (CMS wall time) as one flat object. */
export function entrySnapshot(row: RecordRow): Record<string, unknown> {
  const times = Object.fromEntries(TIME_COLUMNS.filter((column) => row[column] !== null).map((column) => [column, formatCmsTime(row[column] as number)]));
  return { ...parseValues(row.field_values), status: STATUS_LABELS[row.status], ...times };
}

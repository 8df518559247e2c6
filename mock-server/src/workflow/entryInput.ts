/**
 * Reading a call's body into what the workflow stores, with the contract's rules only: the values' types
 * (`valueShapeErrors`, a 400 naming the field), then `normaliseValues` then
 * `moduleSchema` for the fields, `stepScheduleSchema` for the times the step takes (a module's `scheduleSetAt` says
 * whether pre-publish or publish takes them). Any problem becomes one validation answer listing every issue, fields
 * and times together.
 */
import {
  ErrorCode,
  cmsTimeProblem,
  moduleSchema,
  normaliseValues,
  parseCmsTime,
  scheduleFields,
  stepScheduleSchema,
  stepTimes,
  valueShapeErrors,
  type ScheduleStep,
  type ModuleDefinition,
  type ModuleValues,
} from 'shared-ui/contract';
import type { z } from 'zod';
// Provides the server's DOMPurify to the contract: a `richText` field's schema sanitises in its transform, so the
// values parsed here (and stored) are sanitised HTML.
import '../articles/sanitize';
import { fieldRefusal, shapeRefusal, validationRefusal, wrongTypeRefusal } from './refusal';
import { TIME_COLUMNS, type TimeColumn } from './workflowStore';

/** The module's schedule columns: `[push_time]`, `[effect_time, dead_time]` or `[start_time, end_time]`. */
export function scheduleColumns(def: ModuleDefinition): { first: TimeColumn; second: TimeColumn | undefined } {
  const [first, second] = scheduleFields(def).map((name) => {
    const column = TIME_COLUMNS.find((c) => c === name);
    if (!column) throw new Error(`模块 ${def.key}: 未知的时间字段 ${name}`);
    return column;
  });
  if (!first) throw new Error(`模块 ${def.key}: 没有时间字段`);
  return { first, second };
}

/**
 * The schedule columns emptied, where a pre-published entry holds no times (`scheduleSetAt: 'publish'`: a seed that
 * waits, a withdrawn entry); nothing to change otherwise.
 */
export function emptyWhileWaiting(def: ModuleDefinition): Partial<Record<TimeColumn, null>> {
  return stepTimes(def, 'prepublish').fields.length > 0 ? {} : noSchedule(def);
}

/** The module's schedule columns, all empty. */
export function noSchedule(def: ModuleDefinition): Partial<Record<TimeColumn, null>> {
  const { first, second } = scheduleColumns(def);
  return second ? { [first]: null, [second]: null } : { [first]: null };
}

/** Only the module's own fields, as sent; scope parameters, times and strangers stay out of `normalise`. */
function pickFields(def: ModuleDefinition, body: Record<string, unknown>): ModuleValues {
  const present = def.fields.filter((f) => Object.hasOwn(body, f.name)).map((f) => [f.name, body[f.name]]);
  // Unchecked until the schema parses them just below; `normalise` quirks must cope with what a browser sends.
  return Object.fromEntries(present) as ModuleValues;
}

type Parsed<T> = { value: T; issues: [] } | { value: undefined; issues: z.core.$ZodIssue[] };

function parseValues(def: ModuleDefinition, body: Record<string, unknown>): Parsed<ModuleValues> {
  // Types first: the module's `normalise` quirk may call String() or Set.has() on what was sent.
  const shapeErrors = valueShapeErrors(def, body);
  if (shapeErrors.length > 0) throw shapeRefusal(shapeErrors);
  const result = moduleSchema(def).safeParse(normaliseValues(def, pickFields(def, body)));
  return result.success ? { value: result.data, issues: [] } : { value: undefined, issues: result.error.issues };
}

function parseTimes(def: ModuleDefinition, body: Record<string, unknown>, now: number, step: ScheduleStep) {
  const result = stepScheduleSchema(def, step, now).safeParse(body);
  if (!result.success) return { value: undefined, issues: result.error.issues };
  const times: Partial<Record<TimeColumn, number>> = {};
  // Only the times the step takes: one sent to a step that takes none is dropped, as the schema dropped it.
  for (const name of stepTimes(def, step).fields) {
    const column = TIME_COLUMNS.find((c) => c === name);
    const ms = parseCmsTime(body[name]);
    if (column && ms !== null) times[column] = ms;
  }
  return { value: times, issues: [] as z.core.$ZodIssue[] };
}

/** `save`: the values as the schema parsed them (trimmed, unknown keys dropped), or a validation refusal. */
export function readValues(def: ModuleDefinition, body: Record<string, unknown>): ModuleValues {
  const values = parseValues(def, body);
  if (values.issues.length > 0 || values.value === undefined) throw wrongTypeRefusal(values.issues, body) ?? validationRefusal(values.issues);
  return values.value;
}

/**
 * `prepublish` and `prepublish/:id`: values and the preset times, both required, none earlier than now — or values
 * alone for a module whose times are set on publish (`scheduleSetAt`), its entry then waiting with none.
 */
export function readEntry(def: ModuleDefinition, body: Record<string, unknown>, now: number) {
  const values = parseValues(def, body);
  const times = parseTimes(def, body, now, 'prepublish');
  const issues = [...values.issues, ...times.issues];
  if (issues.length > 0 || values.value === undefined || times.value === undefined) throw wrongTypeRefusal(issues, body) ?? validationRefusal(issues);
  return { values: values.value, times: times.value };
}

/**
 * `publish`: the stored entry's dates and times, checked again by the one date rule. An entry pre-published before the
 * rule refused impossible days (a holiday ending 2027-02-30) is refused here with the field's message, not put live.
 */
export function assertStoredDatesReal(def: ModuleDefinition, values: ModuleValues): void {
  const errors = def.fields.flatMap((f) => {
    if (f.kind !== 'date' && f.kind !== 'datetime') return [];
    const value = values[f.name];
    const problem = value === '' || value === null || value === undefined ? undefined : cmsTimeProblem(f.label, value, f.kind);
    return problem ? [{ field: f.name, message: problem }] : [];
  });
  if (errors.length > 0) throw fieldRefusal(ErrorCode.ValidationFailed, errors);
}

/**
 * `publish`: the times sent; the first may be omitted (go live now), a window's end may not — and none may where the
 * module's times are set on publish (`scheduleSetAt`): its entry has no others.
 */
export function readPublishTimes(def: ModuleDefinition, body: Record<string, unknown>, now: number) {
  const times = parseTimes(def, body, now, 'publish');
  if (times.value === undefined) throw wrongTypeRefusal(times.issues, body) ?? validationRefusal(times.issues);
  return times.value;
}

import { useCallback, useState } from 'react';
import { freeDefaultSchedule, parseCmsTime, scheduleFields, scheduleSchema, stepTimes, type ModuleDefinition, type ScheduleStep, type TakenTime, type ValidationErrorData } from 'shared-ui/contract';
import type { ScheduleTimes } from './WorkflowCommand';

export interface ScheduleTimesState {
  /** The field names the step asks, e.g. ['effect_time', 'dead_time']; none at a pre-publish where publish sets them. */
  fields: readonly string[];
  /** Publish may go live now, leaving the first time out (`stepTimes`); false where publish sets every time. */
  nowAllowed: boolean;
  times: ScheduleTimes;
  errors: Record<string, string>;
  setTime: (name: string, text: string) => void;
  /**
   * Checks the times with the contract's `scheduleSchema` against the present moment (none before now, an end not
   * before its start). `only` limits the check and the result to some fields (publish "now" with a window needs
   * only its end). Resolves to the times to send, or null with the errors set.
   */
  validate: (only?: readonly string[]) => ScheduleTimes | null;
  /** A server refusal's messages for the time fields; the others are returned. */
  showServerErrors: (errors: ValidationErrorData['errors']) => ValidationErrorData['errors'];
}

/**
 * Preset times a record already carries, when all of them are still ahead; otherwise the module's default preset,
 * moved off the times and windows in `taken` (what is pre-published or live) so it does not collide with them.
 */
export function initialTimes(module: ModuleDefinition, record?: Record<string, unknown> | null, taken: readonly TakenTime[] = []): ScheduleTimes {
  const now = Date.now();
  const fields = scheduleFields(module);
  const kept = fields.map((f) => record?.[f]);
  const usable = kept.every((v) => typeof v === 'string' && (parseCmsTime(v) ?? 0) > now);
  return usable ? Object.fromEntries(fields.map((f, i) => [f, kept[i] as string])) : freeDefaultSchedule(module, now, taken);
}

/**
 * The headless state of the time(s) a step of the workflow asks of a module (`stepTimes`: a pre-publish's preset, a
 * publish's), checked with the same schema the server runs.
 *
 * @example const schedule = useScheduleTimes(module, initialTimes(module)); const times = schedule.validate();
 */
export function useScheduleTimes(module: ModuleDefinition, initial: ScheduleTimes, step: ScheduleStep = 'prepublish'): ScheduleTimesState {
  const { fields, nowAllowed } = stepTimes(module, step);
  const [times, setTimes] = useState<ScheduleTimes>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setTime = useCallback((name: string, text: string) => {
    setTimes((prev) => ({ ...prev, [name]: text }));
    setErrors((prev) => {
      const { [name]: _gone, ...rest } = prev;
      return rest;
    });
  }, []);

  const validate = useCallback(
    (only?: readonly string[]) => {
      const wanted = only ?? fields;
      // A step that asks no times (a pre-publish where publish sets them) sends none.
      if (wanted.length === 0) return {};
      const optionalFirst = only !== undefined && !only.includes(fields[0] ?? '');
      const input = Object.fromEntries(wanted.map((f) => [f, times[f] === '' ? undefined : times[f]]));
      const result = scheduleSchema(module.schedule, Date.now(), { optional: optionalFirst }).safeParse(input);
      if (result.success) {
        setErrors({});
        return Object.fromEntries(wanted.map((f) => [f, times[f] ?? '']));
      }
      const next: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? wanted[0]);
        next[name] ??= issue.message;
      }
      setErrors(next);
      return null;
    },
    [fields, module.schedule, times],
  );

  const showServerErrors = useCallback(
    (problems: ValidationErrorData['errors']) => {
      const mine = problems.filter((p) => fields.includes(p.field));
      if (mine.length > 0) setErrors((prev) => ({ ...prev, ...Object.fromEntries(mine.map((p) => [p.field, p.message])) }));
      return problems.filter((p) => !fields.includes(p.field));
    },
    [fields],
  );

  return { fields, nowAllowed, times, errors, setTime, validate, showServerErrors };
}

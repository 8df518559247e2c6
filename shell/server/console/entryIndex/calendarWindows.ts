/**
 * The calendar's windows as the collision checks read them (epoch ms): one per indexed entry, its CMS texts made once
 * per answer and shared by its entry and every reason that names it.
 */
import { formatCmsTime, type ScheduleState } from 'shared-ui/contract';

export interface RawWindow {
  module: string;
  recordId: number;
  state: ScheduleState;
  start: number;
  /** null: a moment. */
  end: number | null;
  late: boolean;
  /** The entry's name; '' when nothing names it (the answer then calls it by its id). */
  title: string;
  startText?: string;
  endText?: string | null;
}

export interface TimeRange {
  start: number;
  end: number;
}

/** Earlier start first, then the lower id: -1, 0 or 1 (a comparator's double result is boxed on every call). */
export function byStartThenId(a: RawWindow, b: RawWindow): number {
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  return a.recordId - b.recordId;
}

/** The window's start as CMS text, made once per answer. */
export const startText = (w: RawWindow): string => (w.startText ??= formatCmsTime(w.start));

/** The window's end as CMS text (null: a moment), made once per answer. */
export function endText(w: RawWindow): string | null {
  if (w.endText === undefined) w.endText = w.end === null ? null : formatCmsTime(w.end);
  return w.endText;
}

/** A window [start, end) meets a range when it overlaps it; a moment, when it falls in it. */
export function meets(w: Pick<RawWindow, 'start' | 'end'>, range: TimeRange): boolean {
  return w.start < range.end && (w.end === null ? w.start >= range.start : w.end > range.start);
}

/**
 * The calendar's entries as FullCalendar events and as the timeline's items. Both draw Shanghai wall time:
 * FullCalendar's events carry wall dates (shanghaiTime.ts, the calendar runs in UTC); the timeline's items carry real
 * instants, placed within the month's Shanghai days by timelineLayout.ts. A moment (a push, a go-live without an end)
 * is a point.
 */
import type { EventInput } from '@fullcalendar/core';
import {
  COLLISION_LABELS,
  SCHEDULE_STATE_LABELS,
  parseCmsTime,
  placeScheduleEntries,
  type IndexFreshness,
  type PlacedScheduleEntry,
  type ScheduleAnswer,
  type ScheduleEntry,
  type ScheduleModule,
  type ScheduleState,
} from 'shared-ui';
import { addDays, wallDate } from './shanghaiTime';

/** The MUI palette colour of each state (the legend shows the same). */
export const STATE_COLOURS: Readonly<Record<ScheduleState, 'secondary' | 'primary' | 'success'>> = {
  prepublished: 'secondary',
  scheduled: 'primary',
  live: 'success',
};

/** An entry with its key and the address that opens it (contract placeScheduleEntries). */
export type PlacedEntry = PlacedScheduleEntry;

export interface PlacedAnswer {
  list: PlacedEntry[];
  modules: ScheduleModule[];
  indexed: IndexFreshness;
}

/** The answer's entries placed once, when it arrives: the server sends neither key nor link (both follow from the entry). */
export function placeEntries(answer: ScheduleAnswer): PlacedAnswer {
  return { modules: answer.modules, indexed: answer.indexed, list: placeScheduleEntries(answer) };
}

export interface EntryExtras {
  entry: PlacedEntry;
  moduleTitle: string;
  /** What a screen reader and the tooltip say of the entry, collisions included. */
  description: string;
  /** The calendar's first sort key: entries after the day's releases (releaseEvents.ts). */
  rank: 1;
}

/** 「标题」 · 模块 · 状态 · 时间, then each collision's reason. */
export function describeEntry(entry: ScheduleEntry, moduleTitle: string): string {
  const when = entry.end === null ? entry.start.slice(0, 16) : `${entry.start.slice(0, 16)} 至 ${entry.end.slice(0, 16)}`;
  const head = `${entry.title} · ${moduleTitle} · ${SCHEDULE_STATE_LABELS[entry.state]} · ${when}`;
  const clashes = entry.collisions.map((c) => `${COLLISION_LABELS[c.kind]}：${c.reason}`);
  return clashes.length === 0 ? head : `${head}。冲突 ${String(clashes.length)} 处：${clashes.join('；')}`;
}

/**
 * The word a flagged mark wears beside ⚠ and the red outline, wherever it is drawn (the calendar, a day's list, the
 * timeline): 冲突 for an entry with collisions, 待处理 for a release needing attention (not scheduled yet, an entry not
 * live); null for neither.
 */
export function flagOf(mark: { entry: Pick<ScheduleEntry, 'collisions'> } | { attention: boolean }): '冲突' | '待处理' | null {
  if ('entry' in mark) return mark.entry.collisions.length > 0 ? '冲突' : null;
  return mark.attention ? '待处理' : null;
}

export function moduleTitles(modules: readonly ScheduleModule[]): ReadonlyMap<string, string> {
  return new Map(modules.map((m) => [m.key, m.title]));
}

/** A window of a day or more: drawn as a bar over its days (the all-day row), not as a column through every hour. */
export function isLongWindow(entry: ScheduleEntry): boolean {
  return entry.end !== null && (parseCmsTime(entry.end) ?? 0) - (parseCmsTime(entry.start) ?? 0) >= 86_400_000;
}

/** The days a long window covers, `[first, last + 1)`: an end at midnight does not take that day. */
function coveredDays(entry: ScheduleEntry & { end: string }): { start: string; end: string } {
  const endsAtMidnight = entry.end.endsWith(' 00:00:00');
  return { start: entry.start.slice(0, 10), end: endsAtMidnight ? entry.end.slice(0, 10) : addDays(entry.end.slice(0, 10), 1) };
}

export function toCalendarEvent(entry: PlacedEntry, titles: ReadonlyMap<string, string>): EventInput {
  const moduleTitle = titles.get(entry.module) ?? entry.module;
  const extras: EntryExtras = { entry, moduleTitle, description: describeEntry(entry, moduleTitle), rank: 1 };
  const when =
    entry.end !== null && isLongWindow(entry)
      ? { ...coveredDays({ ...entry, end: entry.end }), allDay: true }
      : { start: wallDate(entry.start), ...(entry.end === null ? {} : { end: wallDate(entry.end) }), allDay: false };
  return {
    id: entry.key,
    title: entry.title,
    ...when,
    url: entry.link,
    classNames: [`schedule-state-${entry.state}`, ...(entry.collisions.length > 0 ? ['schedule-collision'] : [])],
    extendedProps: extras,
  };
}

export interface TimelineItem {
  id: string;
  group: string;
  start: Date;
  end?: Date;
  type: 'range' | 'point';
  entry: PlacedEntry;
  description: string;
  className: string;
}

export interface TimelineGroup {
  id: string;
  content: string;
}

/**
 * The timeline's rows and items (ScheduleTimeline.tsx): rows = the modules that have entries in the range (in the
 * answer's module order), a `range` item (a bar) per window and a `point` per moment, at real instants; `className`
 * holds its state and collision classes.
 */
export function toTimeline(entries: readonly PlacedEntry[], modules: readonly ScheduleModule[]): { groups: TimelineGroup[]; items: TimelineItem[] } {
  const titles = moduleTitles(modules);
  const used = new Set(entries.map((e) => e.module));
  const groups = modules.filter((m) => used.has(m.key)).map((m) => ({ id: m.key, content: m.title }));
  const items = entries.map((entry): TimelineItem => {
    const start = new Date(parseCmsTime(entry.start) ?? Number.NaN);
    const end = entry.end === null ? undefined : new Date(parseCmsTime(entry.end) ?? Number.NaN);
    return {
      id: entry.key,
      group: entry.module,
      start,
      ...(end ? { end } : {}),
      type: end ? 'range' : 'point',
      entry,
      description: describeEntry(entry, titles.get(entry.module) ?? entry.module),
      className: [`schedule-state-${entry.state}`, ...(entry.collisions.length > 0 ? ['schedule-collision'] : [])].join(' '),
    };
  });
  return { groups, items };
}

/**
 * Where the month view (ScheduleMonth.tsx) draws what a day shows (monthFolding.ts), worked out without reading a size
 * from the page: six week rows of seven days (Monday first, from the Monday on or before the 1st: `viewRange`), each
 * row a CSS grid whose lines are lanes. A bar (a window of a day or more) is cut at the week's edges into one piece per
 * week, and the pieces of a week take lanes as the timeline's marks do (`assignLanes`: the fewest lanes, bars that only
 * touch share one); a day's own entries, then its 另 N 条, fill that day's free lanes from the top. FullCalendar's day
 * grid measured every entry it was given to do the same (issue 44, item 11); this is arithmetic over the days.
 */
import type { EventInput } from '@fullcalendar/core';
import { placeEvent } from './monthFolding';
import { addDays, viewRange, weekdayIndex } from './shanghaiTime';
import { assignLanes } from './timelineLayout';

export const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

export interface MonthDay {
  /** `YYYY-MM-DD`. */
  day: string;
  /** What its cell says: 5日, and the month on the 1st (12月1日). */
  label: string;
  weekday: (typeof WEEKDAY_NAMES)[number];
  weekend: boolean;
  /** A day of the month shown, not of the weeks around it. */
  inMonth: boolean;
}

/** A piece of what a day shows, placed on its week's grid: columns 0–6, lanes from 0 under the day numbers. */
export interface MonthMark {
  event: EventInput;
  kind: 'bar' | 'entry' | 'more';
  /** Its first day in this week: where it is read among the days, and the day a 另 N 条 opens. */
  day: string;
  column: number;
  /** Columns it covers (1 for an entry or a 另 N 条). */
  span: number;
  lane: number;
  /** A bar that began in an earlier week / goes on into a later one: square there. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

export interface MonthWeek {
  days: MonthDay[];
  /** In reading order: by day, then from the top. */
  marks: MonthMark[];
  /** Lanes the week's tallest day uses. */
  lanes: number;
}

/** The six weeks of `date`'s month grid, empty. */
export function monthDays(date: string): MonthDay[][] {
  const { start } = viewRange('month', date);
  const month = date.slice(0, 7);
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (__, column) => {
      const day = addDays(start, week * 7 + column);
      const number = Number(day.slice(8, 10));
      const index = weekdayIndex(day);
      return {
        day,
        label: number === 1 ? `${String(Number(day.slice(5, 7)))}月1日` : `${String(number)}日`,
        weekday: WEEKDAY_NAMES[index] ?? '周一',
        weekend: index >= 5,
        inMonth: day.slice(0, 7) === month,
      };
    }),
  );
}

const isFold = (event: EventInput) => Boolean((event.extendedProps as { fold?: unknown } | undefined)?.fold);

/** `shown`: what the month draws (monthFolding's `shown`: bars, a day's own entries in the day's order, 另 N 条). */
export function layoutMonth(date: string, shown: readonly EventInput[]): MonthWeek[] {
  const grid = monthDays(date);
  const where = new Map<string, { week: number; column: number }>();
  grid.forEach((days, week) => days.forEach(({ day }, column) => where.set(day, { week, column })));
  const barsOf = grid.map((): Omit<MonthMark, 'lane'>[] => []);
  const ownOf = grid.map((): Omit<MonthMark, 'lane'>[] => []);
  for (const event of shown) {
    const { days } = placeEvent(event);
    const inGrid = days.flatMap((day) => where.get(day) ?? []);
    if (days.length > 1) {
      // One piece per week it crosses.
      for (const week of new Set(inGrid.map((w) => w.week))) {
        const columns = inGrid.filter((w) => w.week === week).map((w) => w.column);
        const column = Math.min(...columns);
        const last = Math.max(...columns);
        const first = grid[week]?.[column]?.day ?? '';
        barsOf[week]?.push({ event, kind: 'bar', day: first, column, span: last - column + 1, continuesBefore: days[0] !== first, continuesAfter: days[days.length - 1] !== grid[week]?.[last]?.day });
      }
    } else if (inGrid[0] && days[0] !== undefined) {
      ownOf[inGrid[0].week]?.push({ event, kind: isFold(event) ? 'more' : 'entry', day: days[0], column: inGrid[0].column, span: 1, continuesBefore: false, continuesAfter: false });
    }
  }
  return grid.map((days, week) => {
    const bars = barsOf[week] ?? [];
    const { lanes: barLanes } = assignLanes(bars.map((bar) => ({ from: bar.column, to: bar.column + bar.span })));
    const marks: MonthMark[] = bars.map((bar, i) => ({ ...bar, lane: barLanes[i] ?? 0 }));
    const taken = days.map((_, column) => new Set(marks.filter((m) => m.column <= column && column < m.column + m.span).map((m) => m.lane)));
    for (const own of ownOf[week] ?? []) {
      const used = taken[own.column] ?? new Set<number>();
      let lane = 0;
      while (used.has(lane)) lane += 1;
      used.add(lane);
      marks.push({ ...own, lane });
    }
    marks.sort((a, b) => a.column - b.column || a.lane - b.lane);
    return { days, marks, lanes: marks.reduce((most, m) => Math.max(most, m.lane + 1), 0) };
  });
}

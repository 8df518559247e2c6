/**
 * The calendar's days and times in Asia/Shanghai, whatever the browser's zone. FullCalendar without a time-zone plugin
 * knows only the browser's zone and UTC, so it runs in UTC and is handed "wall dates": Dates whose UTC fields read the
 * Shanghai wall time (20:00 in Shanghai is drawn at 20:00 whatever the zone the browser is in). Days are `YYYY-MM-DD`
 * strings, counted with UTC arithmetic (Shanghai has no daylight saving, so every day has 24 hours).
 */
import { formatCmsTime, parseCmsTime } from 'shared-ui';

const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export const SCHEDULE_VIEWS = ['month', 'week', 'day', 'timeline'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

/** A CMS time (`2026-11-28 20:00:00`) as a wall date for FullCalendar in UTC. */
export function wallDate(cms: string): Date {
  return new Date((parseCmsTime(cms) ?? Number.NaN) + OFFSET_MS);
}

/** A wall date FullCalendar hands back → the CMS time it shows. */
export function cmsOfWallDate(date: Date): string {
  return formatCmsTime(date.getTime() - OFFSET_MS);
}

/** Now as a wall date (FullCalendar's `now`: today's column and the now line sit at Shanghai's now). */
export function wallNow(nowMs: number): Date {
  return new Date(nowMs + OFFSET_MS);
}

/** Shanghai's day of an instant. */
export function shanghaiDay(nowMs: number): string {
  return formatCmsTime(nowMs).slice(0, 10);
}

const utcOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isDay(text: string | null): text is string {
  return text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayOfUtc(utcOfDay(text)) === text;
}

export function addDays(day: string, n: number): string {
  return dayOfUtc(utcOfDay(day) + n * DAY_MS);
}

/** Monday 0 … Sunday 6 (weeks start on Monday, as in China). */
export function weekdayIndex(day: string): number {
  return (new Date(utcOfDay(day)).getUTCDay() + 6) % 7;
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
const firstOfNextMonth = (day: string) => {
  const d = new Date(utcOfDay(firstOfMonth(day)));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return dayOfUtc(d.getTime());
};
const firstOfPreviousMonth = (day: string) => {
  const d = new Date(utcOfDay(firstOfMonth(day)));
  d.setUTCMonth(d.getUTCMonth() - 1);
  return dayOfUtc(d.getTime());
};

/** The days a view shows around `day`, `[start, end)`: a month grid is six weeks from the Monday on or before the 1st. */
export function viewRange(view: ScheduleView, day: string): { start: string; end: string } {
  switch (view) {
    case 'month': {
      const first = firstOfMonth(day);
      const start = addDays(first, -weekdayIndex(first));
      return { start, end: addDays(start, 42) };
    }
    case 'week': {
      const start = addDays(day, -weekdayIndex(day));
      return { start, end: addDays(start, 7) };
    }
    case 'day':
      return { start: day, end: addDays(day, 1) };
    case 'timeline':
      return { start: firstOfMonth(day), end: firstOfNextMonth(day) };
  }
}

/** The day ‹ or › moves to. */
export function stepDay(view: ScheduleView, day: string, direction: 1 | -1): string {
  if (view === 'week') return addDays(day, 7 * direction);
  if (view === 'day') return addDays(day, direction);
  return direction === 1 ? firstOfNextMonth(day) : firstOfPreviousMonth(day);
}

const WEEKDAYS = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'];
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** What the toolbar says the view shows: 2026年11月, 2026年11月23日 – 29日, 2026年11月28日 星期六. */
export function rangeTitle(view: ScheduleView, day: string): string {
  const [y, m, d] = parts(day);
  if (view === 'day') return `${String(y)}年${String(m)}月${String(d)}日 ${WEEKDAYS[weekdayIndex(day)] ?? ''}`;
  if (view === 'week') {
    const { start, end } = viewRange('week', day);
    const [sy, sm, sd] = parts(start);
    const [ey, em, ed] = parts(addDays(end, -1));
    const tail = ey !== sy ? `${String(ey)}年${String(em)}月${String(ed)}日` : em !== sm ? `${String(em)}月${String(ed)}日` : `${String(ed)}日`;
    return `${String(sy)}年${String(sm)}月${String(sd)}日 – ${tail}`;
  }
  return `${String(y)}年${String(m)}月`;
}

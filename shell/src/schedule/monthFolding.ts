/**
 * The month's crowded days folded before they are laid out (issue 44, item 11: the seeds' month has 154 entries, most of
 * them in one week). A month day shows every bar (a window of a day or more, drawn across its days, never folded),
 * then its own entries — its releases first — up to DAY_ROWS rows counting the bars over it, and one "另 N 条" of ours
 * for the rest, which opens the day's whole list (MonthDayList). monthLayout.ts places what is shown on the grid. The
 * week and day views get everything: their time slots fold in FullCalendar (eventMaxStack).
 */
import type { EventInput } from '@fullcalendar/core';

/** Rows of entries a month day shows before 另 N 条 (FullCalendar's `dayMaxEvents`, when it drew the month, was 4). */
export const DAY_ROWS = 4;

/** What our 另 N 条 entry carries: its day (`YYYY-MM-DD`) and how many of the day's entries it stands for. */
export interface FoldExtras {
  fold: { day: string; hidden: number };
  /** Sorted after everything of its day (the day order starts with rank). */
  rank: 9;
}

export interface FoldedMonth {
  /** What the month draws (monthLayout.ts places it). */
  shown: EventInput[];
  /** Each day's every event (bars over it included), in the calendar's order: what its 另 N 条 lists. */
  days: ReadonlyMap<string, EventInput[]>;
}

const DAY_MS = 86_400_000;

/** An event's start or end as its wall day: a wall Date reads Shanghai's time in its UTC fields (shanghaiTime.ts). */
function wallMs(at: EventInput['start']): number {
  if (typeof at === 'string') return Date.parse(at.length === 10 ? `${at}T00:00:00Z` : at);
  if (at instanceof Date) return at.getTime();
  return Number.NaN;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** What the calendar's `eventOrder` ("rank,start,-duration,allDay,title") reads of an event, read once per event. */
interface SortKey {
  rank: number;
  start: number;
  duration: number;
  allDay: boolean;
  title: string;
}

function sortKeyOf(event: EventInput): SortKey {
  const start = wallMs(event.start);
  const end = event.end === undefined || event.end === null ? start : wallMs(event.end);
  const rank = Number((event.extendedProps as { rank?: number } | undefined)?.rank ?? 1);
  return { rank, start, duration: end - start, allDay: Boolean(event.allDay), title: String(event.title ?? '') };
}

/** FullCalendar's order within a day; titles as it compares them (`localeCompare` in the page's own language). */
function compareSortKeys(a: SortKey, b: SortKey): number {
  return a.rank - b.rank || a.start - b.start || b.duration - a.duration || Number(b.allDay) - Number(a.allDay) || a.title.localeCompare(b.title);
}

function foldEvent(day: string, hidden: number): EventInput {
  const extras: FoldExtras = { fold: { day, hidden }, rank: 9 };
  return { id: `fold#${day}`, title: `另 ${String(hidden)} 条`, start: day, allDay: true, classNames: ['schedule-more-link'], extendedProps: extras };
}

/** An event with what folding reads of it, read once. */
interface Placed {
  event: EventInput;
  key: SortKey;
  /** The days it covers, in order: an end at midnight does not take that day. */
  days: string[];
}

export function placeEvent(event: EventInput): Placed {
  const key = sortKeyOf(event);
  const lastInstant = key.duration > 0 ? key.start + key.duration - 1 : key.start;
  const days: string[] = [];
  for (let day = Math.floor(key.start / DAY_MS) * DAY_MS; day <= lastInstant; day += DAY_MS) days.push(dayOf(day));
  return { event, key, days };
}

const inDayOrder = (a: Placed, b: Placed) => compareSortKeys(a.key, b.key);

/** What the month draws, and each day's whole list. */
export function foldMonth(events: readonly EventInput[]): FoldedMonth {
  const everyOfDay = new Map<string, Placed[]>();
  const ownOfDay = new Map<string, Placed[]>();
  const shown: EventInput[] = [];
  for (const placed of events.map(placeEvent)) {
    for (const day of placed.days) add(everyOfDay, day, placed);
    const [only, ...more] = placed.days;
    // A bar is drawn across its days, never folded.
    if (more.length > 0) shown.push(placed.event);
    else if (only !== undefined) add(ownOfDay, only, placed);
  }
  for (const [day, own] of ownOfDay) {
    own.sort(inDayOrder);
    const barsOver = (everyOfDay.get(day)?.length ?? 0) - own.length;
    const room = Math.max(0, DAY_ROWS - barsOver);
    const fits = own.length <= room;
    shown.push(...own.slice(0, fits ? own.length : room).map((p) => p.event));
    if (!fits) shown.push(foldEvent(day, own.length - room));
  }
  const days = new Map([...everyOfDay].map(([day, list]) => [day, list.sort(inDayOrder).map((p) => p.event)]));
  return { shown, days };
}

/**
 * Where the timeline (ScheduleTimeline.tsx) draws things, worked out in JS without reading a single size from the page:
 * every position is a percentage of the range (a month of Shanghai days, `viewRange('timeline', date)`), and the
 * lanes a row's marks stack into follow from those numbers alone. vis-timeline measured every group while drawing
 * (~360 forced layouts, ~460 ms for a month); this is arithmetic over the marks.
 *
 * Labels, without measuring text:
 * - A bar's label is cut with an ellipsis inside the bar. Its length is what it says (when the entry is on); room for
 *   its words after it would push the next window of the module, which usually starts as this one ends, onto another
 *   lane, and windows that follow one another would look like windows that overlap (what a collision is).
 * - A point (a push, a release) has no length, so its label needs room of its own: reserved in days from the label's
 *   length at the narrowest the chart may be (`MIN_DAY_PX` a day: the chart keeps that minimum width and scrolls
 *   sideways below it), so the label never needs more than it was given, and wider charts only leave it more. The
 *   room is capped (MAX_POINT_LABEL_PX, then an ellipsis: the link's name and title say it all), so a month of daily
 *   pushes stacks a few lanes deep, not a lane a push; two pushes whose labels would meet go to separate lanes.
 */
import { parseCmsTime } from 'shared-ui';
import { addDays, weekdayIndex } from './shanghaiTime';

const DAY_MS = 86_400_000;

/** The narrowest a day may be drawn: the chart keeps `days × MIN_DAY_PX` (plus its label column) and scrolls sideways. */
export const MIN_DAY_PX = 30;
/** The row names' column, left of the chart. */
export const LABEL_COLUMN_PX = 168;
/** One lane of a row: a mark of ITEM_PX and the gap under it. */
export const LANE_PX = 26;
export const ITEM_PX = 22;
/** Above and below a row's lanes. */
export const ROW_PAD_PX = 4;
/** The marks' text (the theme's caption). */
export const FONT_PX = 12;
/** A bar is never narrower than this (a window of an hour is still something to see and to hit). */
export const MIN_BAR_PX = 12;
/** A bar narrower than this at the narrowest chart shows no text: one character and an ellipsis say nothing. */
export const MIN_LABELLED_BAR_PX = 28;
/** A point's dot, the gap after it and its label's padding. */
const POINT_CHROME_PX = 22;
/** The most a point's label is given: beyond it the label ends with an ellipsis (its link's name says it all). */
export const MAX_POINT_LABEL_PX = 180;

/** The range the timeline shows, `[start, end)` in Shanghai days, as instants and as its list of days. */
export interface TimelineSpan {
  startMs: number;
  endMs: number;
  /** Each day of the range, `YYYY-MM-DD`. */
  days: readonly string[];
}

export function timelineSpan(range: { start: string; end: string }): TimelineSpan {
  const days: string[] = [];
  for (let day = range.start; day < range.end; day = addDays(day, 1)) days.push(day);
  return { startMs: parseCmsTime(`${range.start} 00:00:00`) ?? Number.NaN, endMs: parseCmsTime(`${range.end} 00:00:00`) ?? Number.NaN, days };
}

/** Days (fractional) from the range's start to an instant. Shanghai has no daylight saving: every day is 24 hours. */
const dayOffset = (span: TimelineSpan, ms: number) => (ms - span.startMs) / DAY_MS;
/** Days of the range → percent of its width. */
const percent = (span: TimelineSpan, days: number) => (days / span.days.length) * 100;

/** An instant's place as a percentage of the range, or null outside `[start, end)`. */
export function percentOf(span: TimelineSpan, ms: number): number | null {
  return Number.isFinite(ms) && ms >= span.startMs && ms < span.endMs ? percent(span, dayOffset(span, ms)) : null;
}

/** The red now line: where now is in the range, or null when it is not in it. */
export const nowPercent = percentOf;

/** The width in pixels a label of caption text takes, near enough: a CJK character (or full-width sign) is 1 em, the rest ~0.6. */
export function textPx(text: string): number {
  let px = 0;
  for (const ch of text) px += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? FONT_PX : FONT_PX * 0.6;
  return Math.ceil(px);
}

/** A thing the timeline draws in a row: a window (`end`: a bar) or a moment (no end: a point with its label beside it). */
export interface TimelineMark {
  start: number;
  end?: number;
  /** What the mark shows (its title). */
  label: string;
  /** The tag shown after a flagged mark's label (冲突, 待处理), with ⚠ before it. */
  tag?: string;
}

/** Where a mark is drawn, in percent of the range. A point's box is its label's room, its dot at `at`. */
export interface MarkPlace {
  kind: 'bar' | 'point';
  left: number;
  width: number;
  /** A bar that began before the range / ends after it: drawn from / to the edge, and says so. */
  clippedStart: boolean;
  clippedEnd: boolean;
  /** A point near the range's end writes its label before its dot (the box ends at `at`). */
  labelBefore: boolean;
  /** A point's instant (percent); a bar's left. */
  at: number;
  /** Whether it shows its label: a point always, a bar when it is long enough (its link's name says it anyway). */
  labelled: boolean;
}

/** The room a point's dot and label need, in days of the narrowest chart (capped: longer labels end with an ellipsis). */
export function pointRoomDays(mark: Pick<TimelineMark, 'label' | 'tag'>): number {
  // ⚠ (drawn as wide as a character, whatever font has it) and the tag with its padding.
  const flag = mark.tag === undefined ? 0 : FONT_PX + 2 + textPx(mark.tag) + 12;
  return Math.min(POINT_CHROME_PX + textPx(mark.label) + flag, MAX_POINT_LABEL_PX) / MIN_DAY_PX;
}

/** A mark's place, or null when it is not in the range at all (a window that ends before it, a moment outside it). */
export function placeMark(span: TimelineSpan, mark: TimelineMark): MarkPlace | null {
  const days = span.days.length;
  if (mark.end === undefined) {
    if (percentOf(span, mark.start) === null) return null;
    const at = dayOffset(span, mark.start);
    const room = pointRoomDays(mark);
    // Near the end of the month the label goes before the dot rather than out of the chart.
    const labelBefore = at + room > days;
    const from = labelBefore ? Math.max(0, at - room) : at;
    const to = labelBefore ? at : at + room;
    return { kind: 'point', left: percent(span, from), width: percent(span, to - from), clippedStart: false, clippedEnd: false, labelBefore, at: percent(span, at), labelled: true };
  }
  const end = Math.max(mark.end, mark.start);
  if (!Number.isFinite(mark.start) || !Number.isFinite(end)) return null;
  // A window overlaps the range; one of no length is in it when its instant is.
  const inRange = end === mark.start ? percentOf(span, mark.start) !== null : end > span.startMs && mark.start < span.endMs;
  if (!inRange) return null;
  const clippedStart = mark.start < span.startMs;
  const clippedEnd = end > span.endMs;
  const minDays = MIN_BAR_PX / MIN_DAY_PX;
  let from = Math.max(0, dayOffset(span, mark.start));
  let to = Math.min(days, dayOffset(span, end));
  if (to - from < minDays) {
    to = Math.min(days, from + minDays);
    from = Math.max(0, to - minDays);
  }
  const labelled = (to - from) * MIN_DAY_PX >= MIN_LABELLED_BAR_PX;
  return { kind: 'bar', left: percent(span, from), width: percent(span, to - from), clippedStart, clippedEnd, labelBefore: false, at: percent(span, from), labelled };
}

/**
 * Lanes for intervals `[from, to)`: greedy by start (ties: the longer first), each into the lowest lane whose last
 * interval has ended. Intervals that overlap never share a lane, intervals that only touch do, and the count is the
 * least possible (the most intervals over any one point: first fit in order of start is optimal for intervals).
 */
export function assignLanes(rooms: readonly { from: number; to: number }[]): { lanes: number[]; count: number } {
  const order = rooms.map((_, i) => i).sort((a, b) => rooms[a]!.from - rooms[b]!.from || rooms[b]!.to - rooms[a]!.to || a - b);
  const laneEnds: number[] = [];
  const lanes = new Array<number>(rooms.length).fill(0);
  for (const i of order) {
    const room = rooms[i]!;
    let lane = laneEnds.findIndex((end) => end <= room.from);
    if (lane === -1) lane = laneEnds.push(room.to) - 1;
    else laneEnds[lane] = room.to;
    lanes[i] = lane;
  }
  return { lanes, count: laneEnds.length };
}

export interface LaidMark<T extends TimelineMark> {
  mark: T;
  place: MarkPlace;
  lane: number;
}

/** A row: its marks in the range, placed and stacked (at least one lane, so a row is never flat). */
export function layoutRow<T extends TimelineMark>(span: TimelineSpan, marks: readonly T[]): { marks: LaidMark<T>[]; lanes: number } {
  const placed = marks.flatMap((mark) => {
    const place = placeMark(span, mark);
    return place ? [{ mark, place }] : [];
  });
  const { lanes, count } = assignLanes(placed.map(({ place }) => ({ from: place.left, to: place.left + place.width })));
  return { marks: placed.map((p, i) => ({ ...p, lane: lanes[i] ?? 0 })), lanes: Math.max(1, count) };
}

/** A row's height for its lanes. */
export const rowHeightPx = (lanes: number) => lanes * LANE_PX + 2 * ROW_PAD_PX;

const WEEKDAY_LETTERS = ['一', '二', '三', '四', '五', '六', '日'];

/** A header day: its date, its number, its weekday's letter (一 … 日), and whether it is a Saturday or Sunday. */
export interface HeaderDay {
  day: string;
  number: number;
  weekday: string;
  weekend: boolean;
}

export function headerDays(span: TimelineSpan): HeaderDay[] {
  return span.days.map((day) => {
    const index = weekdayIndex(day);
    return { day, number: Number(day.slice(8, 10)), weekday: WEEKDAY_LETTERS[index] ?? '', weekend: index >= 5 };
  });
}

/** The chart's least width: every day at MIN_DAY_PX beside the names' column. */
export const minChartWidthPx = (span: TimelineSpan) => LABEL_COLUMN_PX + span.days.length * MIN_DAY_PX;

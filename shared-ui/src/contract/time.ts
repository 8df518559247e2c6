/**
 * How times travel and show: `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (UTC+8, no daylight saving), whatever the
 * browser's or server's zone, and calendar days as `YYYY-MM-DD`. Formatted and parsed here only, so an integrator
 * changes the format in one place; what makes a value a real day or time is `readCmsTime`, the one calendar every
 * date and date-time field, schedule and custom screen checks against (dateRule.ts words its refusals).
 */
export const CMS_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const CMS_DATE_FORMAT = 'YYYY-MM-DD';
export const CMS_TIME_ZONE = 'Asia/Shanghai';
/** A CMS time's shape as a JSON Schema pattern: the document types every record time with it (`answerDifferences`). */
export const CMS_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
/**
 * The years a CMS date may name: the date pickers' own range (MUI X's default minDate / maxDate), so what can be typed
 * can be picked. A year outside it is a typo (0026 for 2026), not a date anyone means.
 */
export const CMS_YEARS = { min: 1900, max: 2099 } as const;
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** A calendar day (`YYYY-MM-DD`) or a wall-clock instant (`YYYY-MM-DD HH:mm:ss`). */
export type CmsTimeShape = 'date' | 'datetime';
const SHAPES: Record<CmsTimeShape, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/,
};

/** Why a text is not a CMS date or time: its part that is wrong (a day carries its month's length for the message). */
export type CmsTimeProblem =
  | { kind: 'shape' }
  | { kind: 'year' }
  | { kind: 'month' }
  | { kind: 'day'; year: number; month: number; days: number; day: number }
  | { kind: 'hour' }
  | { kind: 'minute' }
  | { kind: 'second' };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days of a month (1–12) of the Gregorian calendar: 2028-02 has 29, 2027-02 has 28. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The one calendar: `text` read as a day or a time of `shape`, or the first part of it that is wrong. A day is its
 * 00:00:00 in Shanghai.
 */
export function readCmsTime(text: unknown, shape: CmsTimeShape): { ms: number } | { problem: CmsTimeProblem } {
  const m = typeof text === 'string' ? SHAPES[shape].exec(text) : null;
  if (!m) return { problem: { kind: 'shape' } };
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map(Number) as [number, number, number, number?, number?, number?];
  if (y < CMS_YEARS.min || y > CMS_YEARS.max) return { problem: { kind: 'year' } };
  if (mo < 1 || mo > 12) return { problem: { kind: 'month' } };
  const days = daysInMonth(y, mo);
  if (d < 1 || d > days) return { problem: { kind: 'day', year: y, month: mo, days, day: d } };
  if (h > 23) return { problem: { kind: 'hour' } };
  if (mi > 59) return { problem: { kind: 'minute' } };
  if (s > 59) return { problem: { kind: 'second' } };
  return { ms: Date.UTC(y, mo - 1, d, h, mi, s) - OFFSET_MS };
}

const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => pad(n));
/**
 * Each Shanghai day's `YYYY-MM-DD`, by its day number: a list or a month on the calendar formats thousands of times of
 * a few dozen days, and building a Date for each cost more than the rest of the line. Bounded, so it never grows.
 */
const dayTexts = new Map<number, string>();
const DAY_TEXTS_KEPT = 4096;

function dayText(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    const d = new Date(day * DAY_MS);
    text = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    if (dayTexts.size >= DAY_TEXTS_KEPT) dayTexts.clear();
    dayTexts.set(day, text);
  }
  return text;
}

/** Epoch milliseconds → `2026-11-21 18:30:00` (Shanghai wall time). */
export function formatCmsTime(epochMs: number): string {
  const wall = epochMs + OFFSET_MS;
  const day = Math.floor(wall / DAY_MS);
  const seconds = Math.floor((wall - day * DAY_MS) / 1000);
  const clock = `${TWO_DIGITS[Math.floor(seconds / 3600)] ?? ''}:${TWO_DIGITS[Math.floor(seconds / 60) % 60] ?? ''}:${TWO_DIGITS[seconds % 60] ?? ''}`;
  return `${dayText(day)} ${clock}`;
}

/** Epoch milliseconds → its Shanghai day, `2026-11-21`. */
export function formatCmsDate(epochMs: number): string {
  return formatCmsTime(epochMs).slice(0, 10);
}

/** `2026-11-21 18:30:00` (Shanghai wall time) → epoch milliseconds; null for anything else, impossible dates too. */
export function parseCmsTime(text: unknown): number | null {
  const read = readCmsTime(text, 'datetime');
  return 'ms' in read ? read.ms : null;
}

/** `2026-11-21` → epoch milliseconds of its 00:00:00 in Shanghai; null for anything else (2026-02-30 too). */
export function parseCmsDate(text: unknown): number | null {
  const read = readCmsTime(text, 'date');
  return 'ms' in read ? read.ms : null;
}

/** Is `text` a real calendar day written `YYYY-MM-DD` (2026-02-30 is not)? */
export function isCmsDate(text: unknown): boolean {
  return parseCmsDate(text) !== null;
}

/** Is `text` a real time written `YYYY-MM-DD HH:mm:ss` (2026-02-30 10:00:00 and 24:00:00 are not)? */
export function isCmsDateTime(text: unknown): boolean {
  return parseCmsTime(text) !== null;
}

/** The former name of isCmsDate, kept so a remote built before it still runs on a newer shell. */
export const isCmsDay = isCmsDate;

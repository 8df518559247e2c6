/**
 * A CMS time said the way a person scans a to-do list: 今天 20:00, 明天 08:00, 昨天 09:15, else 11-26 09:15 (and the
 * year when it is not the current one). Both times are CMS wall time (Asia/Shanghai), as the server answers them, so
 * the browser's own zone never shifts a day.
 *
 * @example whenLabel('2026-11-28 20:00:00', '2026-11-28 10:00:00') // '今天 20:00'
 */
const DAY_MS = 86_400_000;

/** Days from `now`'s day to `at`'s day (both `YYYY-MM-DD…`), counted on the calendar. */
function dayDistance(at: string, now: string): number {
  const day = (text: string) => Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  return Math.round((day(at) - day(now)) / DAY_MS);
}

const NAMED_DAYS: Readonly<Record<number, string>> = { [-1]: '昨天', 0: '今天', 1: '明天' };

export function whenLabel(at: string, now: string): string {
  const clock = at.slice(11, 16);
  const named = NAMED_DAYS[dayDistance(at, now)];
  if (named !== undefined) return `${named} ${clock}`;
  return at.slice(0, 4) === now.slice(0, 4) ? `${at.slice(5, 10)} ${clock}` : `${at.slice(0, 10)} ${clock}`;
}

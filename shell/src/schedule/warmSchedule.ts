/**
 * /schedule's code and first answers, started ahead of its render: by the guard while its server check is out (an
 * address typed, a link, the menu's press) and by the menu when the pointer or focus rests on 发布日历 (issue 44,
 * item 11) — the same as a remote's screen (`warmRemoteFor`). Calling it twice for one address asks once.
 */
import { RELEASE_PATH, isPathPermitted, loadOnce } from 'shared-ui';

/** The page's chunk (with the month): loaded once, whoever asks first — the route's lazy component or a warm. */
export const loadSchedulePage = loadOnce(() => import('./SchedulePage'));

/** An address that opens the week or the day: FullCalendar's chunk is needed at once, not after the page's. */
const opensCalendar = (search: string) => ['week', 'day'].includes(new URLSearchParams(search).get('view') ?? '');

/** `permission`: the account's stored paths (the releases in the range are asked for only where it may open them). */
export function warmSchedule(search: string, permission: readonly string[]): void {
  loadSchedulePage().catch(() => undefined);
  if (opensCalendar(search)) import('./ScheduleCalendar').catch(() => undefined);
  const withReleases = isPathPermitted([...permission], RELEASE_PATH);
  import('./scheduleFirstAnswer').then((m) => m.startFirstAnswer(search, withReleases)).catch(() => undefined);
}

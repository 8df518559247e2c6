/**
 * The calendar's first answers — its entries and, for an account that may open 发布批次, the releases in the range —
 * asked for when the guard's local rules allow /schedule (its `warm` hook), not after the page's chunk has downloaded
 * and rendered: on a cold /schedule the calls then run beside the code's download instead of after it (issue 44, item
 * 11). The page's queries take the calls in flight when they ask for the same range and filters. Only the light
 * `shared-ui` entry is imported here (no zod): this chunk is small, so the calls start at once.
 */
import { CONSOLE_API_PREFIX, RELEASE_API, SCHEDULE_API, getOnFirstScreen, unwrap } from 'shared-ui';
import type { Release, ScheduleAnswer } from 'shared-ui/contract';
import { readScheduleAddress, scheduleQueryOf } from './scheduleAddress';
import { shanghaiDay } from './shanghaiTime';

/** A call started longer ago than this is not handed to the page: it may predate a change the person just made. */
const FIRST_ANSWER_FRESH_MS = 10_000;

interface StartedCall<T> {
  key: string;
  at: number;
  answer: Promise<T>;
}

let entries: StartedCall<ScheduleAnswer> | null = null;
let releases: StartedCall<Release[]> | null = null;

const keyOf = (query: Readonly<Record<string, string>>) => JSON.stringify(query);

/** The releases call's query for a range of the calendar (the page's `useScheduleReleases` asks the same). */
export const releaseRangeQuery = (range: { start: string; end: string }) => ({ from: range.start, to: range.end });

function start<T>(query: Record<string, string>, answer: Promise<T>): StartedCall<T> {
  // Handled here too: a page that never asks for it (the server check refused the path) leaves no unhandled rejection.
  answer.catch(() => undefined);
  return { key: keyOf(query), at: Date.now(), answer };
}

function take<T>(kept: StartedCall<T> | null, query: Record<string, string>): Promise<T> | null {
  return kept && kept.key === keyOf(query) && Date.now() - kept.at < FIRST_ANSWER_FRESH_MS ? kept.answer : null;
}

/**
 * Starts the calls the page at `?search` will make first, unless they are out already and fresh; `withReleases`: the
 * account may open 发布批次. A refusal or failure is left for the page to ask and show.
 */
export function startFirstAnswer(search: string, withReleases: boolean): void {
  const query = scheduleQueryOf(readScheduleAddress(new URLSearchParams(search), shanghaiDay(Date.now())));
  // Already asked (a rest on the menu entry, then its press): the page takes that one.
  if (take(entries, query) !== null && (!withReleases || take(releases, releaseRangeQuery(query)) !== null)) return;
  // Through fetch, as /home's reads: axios (the session calls' transport) may still be loading with the page's code.
  entries = start(query, unwrap(getOnFirstScreen<ScheduleAnswer>(SCHEDULE_API.list, query, CONSOLE_API_PREFIX)));
  const range = releaseRangeQuery(query);
  releases = withReleases ? start(range, unwrap(getOnFirstScreen<Release[]>(RELEASE_API.list, range, CONSOLE_API_PREFIX))) : null;
}

/** The entries' call started for this query, once, while fresh; null when there is none (the page asks itself). */
export function takeFirstAnswer(query: Readonly<Record<string, string>>): Promise<ScheduleAnswer> | null {
  const kept = entries;
  entries = null;
  return take(kept, query);
}

/** The releases' call started for this range, once, while fresh; null when there is none. */
export function takeFirstReleases(range: { start: string; end: string }): Promise<Release[]> | null {
  const kept = releases;
  releases = null;
  return take(kept, releaseRangeQuery(range));
}

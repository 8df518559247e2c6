/**
 * The calendar's first answer, asked for when the guard's local rules allow /schedule (its `warm` hook), not after the
 * page's chunk has downloaded and rendered: on a cold /schedule the call then runs beside the code's download instead of after it
 * (issue 44, item 11). The page's query takes the call in flight when it asks for the same range and filters.
 */
import { consoleApi, unwrap } from 'shared-ui';
import { SCHEDULE_API, type ScheduleAnswer } from 'shared-ui/contract';
import { readScheduleAddress, scheduleQueryOf } from './scheduleAddress';
import { shanghaiDay } from './shanghaiTime';

/** A call started longer ago than this is not handed to the page: it may predate a change the person just made. */
const FIRST_ANSWER_FRESH_MS = 10_000;

let started: { key: string; at: number; answer: Promise<ScheduleAnswer> } | null = null;

const keyOf = (query: Readonly<Record<string, string>>) => JSON.stringify(query);

/** Starts the call the page at `?search` will make first. A refusal or failure is left for the page to ask and show. */
export function startFirstAnswer(search: string): void {
  const query = scheduleQueryOf(readScheduleAddress(new URLSearchParams(search), shanghaiDay(Date.now())));
  const answer = unwrap(consoleApi.get<ScheduleAnswer>(SCHEDULE_API.list, query));
  // Handled here too: a page that never asks for it (the server check refused the path) leaves no unhandled rejection.
  answer.catch(() => undefined);
  started = { key: keyOf(query), at: Date.now(), answer };
}

/** The call started for this query, once, while fresh; null when there is none (the page asks itself). */
export function takeFirstAnswer(query: Readonly<Record<string, string>>): Promise<ScheduleAnswer> | null {
  const kept = started;
  started = null;
  return kept && kept.key === keyOf(query) && Date.now() - kept.at < FIRST_ANSWER_FRESH_MS ? kept.answer : null;
}

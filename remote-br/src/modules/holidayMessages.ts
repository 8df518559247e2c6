/**
 * What the public holiday page (/holiday/messagelist, no login) reads, React-free: mock-server answers with it and
 * the page renders it. Only live notices travel (status published), with their HTML sanitised again on the way out.
 */
import type { HolidayMessage } from 'shared-ui/contract';
import { HOLIDAY_MARKETS, TRADING_ARRANGEMENTS } from './holiday.module';

/** Sessionless: under `operation/broker/holiday/message`, a SESSIONLESS_PREFIXES entry of the contract's roles. */
export const HOLIDAY_MESSAGE_LIST_PATH = 'operation/broker/holiday/message/list';

/** Past notices stay on the page this many days after their last day, then leave it (the history keeps them). */
export const HOLIDAY_RECENT_PAST_DAYS = 30;

/** One live notice as the page reads it: the contract's HOLIDAY_MESSAGE_SCHEMA (holidayAnswers.ts). */
export type { HolidayMessage };

const labelOf = (options: readonly { value: string; label: string }[], value: string): string => options.find((o) => o.value === value)?.label ?? value;
export const marketLabel = (market: string): string => labelOf(HOLIDAY_MARKETS, market);
export const arrangementLabel = (arrangement: string): string => labelOf(TRADING_ARRANGEMENTS, arrangement);

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The page's order: upcoming (and ongoing) notices first, the nearest first; then the recent past, the latest first.
 * Notices that ended more than HOLIDAY_RECENT_PAST_DAYS ago are left out. `today` is YYYY-MM-DD (Hong Kong).
 */
export function orderHolidayMessages(messages: readonly Omit<HolidayMessage, 'when'>[], today: string): HolidayMessage[] {
  const oldestShown = addDays(today, -HOLIDAY_RECENT_PAST_DAYS);
  const upcoming = messages.filter((m) => m.end_date >= today).sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
  const past = messages
    .filter((m) => m.end_date < today && m.end_date >= oldestShown)
    .sort((a, b) => b.end_date.localeCompare(a.end_date) || b.id - a.id);
  return [...upcoming.map((m) => ({ ...m, when: 'upcoming' as const })), ...past.map((m) => ({ ...m, when: 'past' as const }))];
}

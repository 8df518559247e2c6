/**
 * What the public holiday page's one call answers (`GET operation/broker/holiday/message/list`, no login; remote-br's
 * modules/holidayMessages.ts orders the notices and mock-server's holiday/ serves them), as zod schemas: the OpenAPI
 * document is written from them and the page's types are inferred from them. Here, in the contract, because remote-br
 * carries no zod of its own; the page reads these by type only.
 */
import { z } from 'zod';

/** One live notice: the holiday module's own fields (dates YYYY-MM-DD, exchange local) and their words. */
export const HOLIDAY_MESSAGE_SCHEMA = z.object({
  id: z.number().int(),
  market: z.string(),
  market_label: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  arrangement: z.string(),
  arrangement_label: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** upcoming: today is before or inside the dates; past: the last day is gone. */
  when: z.enum(['upcoming', 'past']),
});
export type HolidayMessage = z.infer<typeof HOLIDAY_MESSAGE_SCHEMA>;

export const HOLIDAY_MESSAGE_LIST_SCHEMA = z.object({
  list: z.array(HOLIDAY_MESSAGE_SCHEMA),
  /** The server's today (YYYY-MM-DD, Hong Kong), which split upcoming from past. */
  today: z.string(),
});
export type HolidayMessageList = z.infer<typeof HOLIDAY_MESSAGE_LIST_SCHEMA>;

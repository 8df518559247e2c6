/** The public holiday page's one call: no session, no token. */
import { api, unwrap } from 'shared-ui';
import type { HolidayMessageList } from 'shared-ui/contract';
import { HOLIDAY_MESSAGE_LIST_PATH } from '../modules/holidayMessages';

/** The answer: the contract's HOLIDAY_MESSAGE_LIST_SCHEMA (holidayAnswers.ts). */
export type { HolidayMessageList };

export const holidayApi = {
  list: () => unwrap(api.get<HolidayMessageList>(HOLIDAY_MESSAGE_LIST_PATH)),
};

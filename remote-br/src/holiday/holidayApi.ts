/** The public holiday page's one call: no session, no token. */
import { api, unwrap } from 'shared-ui';
import { HOLIDAY_MESSAGE_LIST_PATH, type HolidayMessage } from '../modules/holidayMessages';

export interface HolidayMessageList {
  list: HolidayMessage[];
  /** The server's today (YYYY-MM-DD, Hong Kong), which split upcoming from past. */
  today: string;
}

export const holidayApi = {
  list: () => unwrap(api.get<HolidayMessageList>(HOLIDAY_MESSAGE_LIST_PATH)),
};

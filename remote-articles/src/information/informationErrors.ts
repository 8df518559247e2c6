import { ApiError, ErrorCode, notify, shownFailureMessage } from 'shared-ui';
import { ARTICLE_MESSAGES } from 'shared-ui/contract';
import { STOCK_CALENDAR_TYPE } from './informationValues';

/**
 * What a refused duplicate (1019) says, by category. The API client keeps the catalogue's general words for a known
 * code, so the contract's information-specific message is picked here.
 */
export const duplicateMessage = (type: number) =>
  type === STOCK_CALENDAR_TYPE ? ARTICLE_MESSAGES.stockCalendarDuplicate : ARTICLE_MESSAGES.informationDuplicate;

export const isDuplicate = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.Duplicate;

/** The Chinese message of a failed call, for an inline alert ('' when the shell already showed it). */
export function failureMessage(error: unknown, type: number): string {
  const shown = shownFailureMessage(error);
  return shown !== null && isDuplicate(error) ? duplicateMessage(type) : (shown ?? '');
}

/** The toast of a failed call: nothing when the shell already spoke (401/403/500/network). */
export function reportFailure(error: unknown, type: number): void {
  const message = failureMessage(error, type);
  if (message) notify.error(message);
}

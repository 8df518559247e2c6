import { Messages } from '../contract/errors';
import { notify } from '../core/notify';
import { ApiError, isReportedByShell } from './apiClient';
import { validationErrorsOf } from './validationErrorsOf';

/**
 * The words of a failed call: the first field message of a validation refusal (the rest show beside their fields),
 * otherwise the catalogue's message for the code, or `fallback` (the network message) when there was no answer.
 */
export function failureMessage(error: unknown, fallback: string = Messages.networkError): string {
  const [first] = validationErrorsOf(error);
  if (first) return first.message;
  return error instanceof ApiError ? error.message : fallback;
}

/** failureMessage for an inline alert, or null when the shell already said it (session, 403, network). */
export function shownFailureMessage(error: unknown, fallback?: string): string | null {
  return isReportedByShell(error) ? null : failureMessage(error, fallback);
}

/** The toast of a failed call: nothing when the shell already spoke (401/403/500/network), else its failureMessage. */
export function reportWorkflowError(error: unknown): void {
  if (isReportedByShell(error)) return;
  notify.error(failureMessage(error));
}

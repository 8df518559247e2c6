import { ApiError, isReportedByShell, Messages, notify, validationErrorsOf } from 'shared-ui';

/**
 * The words of a failed call: the first field message of a validation refusal (the rest show beside their fields),
 * otherwise the catalogue's message for the code, or the network message when there was no answer.
 */
export function failureMessage(error: unknown): string {
  const [first] = validationErrorsOf(error);
  if (first) return first.message;
  return error instanceof ApiError ? error.message : Messages.networkError;
}

/** The toast of a failed call: nothing when the shell already spoke (401/403/500/network), else its failureMessage. */
export function reportWorkflowError(error: unknown): void {
  if (isReportedByShell(error)) return;
  notify.error(failureMessage(error));
}

import { ApiError, isReportedByShell, Messages, notify, validationErrorsOf } from 'shared-ui';

/**
 * The toast of a failed call: nothing when the shell already spoke (401/403/500/network), the first field message of
 * a validation refusal (the rest show beside their fields), otherwise the catalogue's message for the code.
 */
export function reportWorkflowError(error: unknown): void {
  if (isReportedByShell(error)) return;
  const [first] = validationErrorsOf(error);
  if (first) notify.error(first.message);
  else notify.error(error instanceof ApiError ? error.message : Messages.networkError);
}

import { ApiError, failureMessage, isReportedByShell, notify, validationErrorsOf } from 'shared-ui';
import type { H5CheckResult } from 'shared-ui/contract';

/**
 * The words of a failure: each refused item and why when the server says which (1000 / 1013 carry an H5CheckResult),
 * else the workflow's words (the first field message of a refusal, else the error's catalogue or server message).
 */
export function failureText(error: unknown): string {
  const refused = checkResultOf(error)?.refused ?? [];
  if (refused.length > 0) return refused.map((r) => `${r.file_name}：${r.reason}`).join('；');
  return failureMessage(error);
}

/** The words a dialog shows for a failure, or null when the shell already said it (session, 403, network). */
export function shownFailure(error: unknown): string | null {
  return isReportedByShell(error) ? null : failureText(error);
}

/** The toast of a failed call; nothing when the shell already said it (session, 403, network). */
export function reportH5Error(error: unknown): void {
  if (isReportedByShell(error)) return;
  notify.error(failureText(error));
}

/**
 * For a dialog with one field: a refusal's field message to show under the field, or null after the failure was
 * toasted instead (or left to the shell).
 */
export function fieldErrorOrToast(error: unknown): string | null {
  const [fieldError] = validationErrorsOf(error);
  if (fieldError) return fieldError.message;
  reportH5Error(error);
  return null;
}

/** The check result a refusal carries (pre-publish answers 1000 with it as data), or null. */
export function checkResultOf(error: unknown): H5CheckResult | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as Partial<H5CheckResult> | null | undefined;
  return data && Array.isArray(data.refused) && Array.isArray(data.ok) ? (data as H5CheckResult) : null;
}

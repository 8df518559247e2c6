import { ApiError, isReportedByShell, Messages, notify, validationErrorsOf } from 'shared-ui';

/**
 * The Chinese message of a failed call; null when the shell already showed it (session, permission, network).
 * `fallback` is said when the failure carries no message of its own.
 */
export function articleErrorMessage(error: unknown, fallback: string = Messages.networkError): string | null {
  if (isReportedByShell(error)) return null;
  const [first] = validationErrorsOf(error);
  if (first) return first.message;
  return error instanceof ApiError ? error.message : fallback;
}

/** A failed call as a toast, never repeating what the shell already said. */
export function reportArticleError(error: unknown): void {
  const message = articleErrorMessage(error);
  if (message) notify.error(message);
}

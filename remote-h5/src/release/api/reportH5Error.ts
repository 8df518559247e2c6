import { ApiError, Messages, isReportedByShell, notify, validationErrorsOf } from 'shared-ui';
import type { H5CheckResult } from 'shared-ui/contract';

/**
 * The words of a failure: each refused item and why when the server says which (1000 / 1013 carry an H5CheckResult),
 * else the first field message of a refusal, else the error's (catalogue or server) message.
 */
export function failureText(error: unknown): string {
  const refused = checkResultOf(error)?.refused ?? [];
  if (refused.length > 0) return refused.map((r) => `${r.file_name}：${r.reason}`).join('；');
  const [first] = validationErrorsOf(error);
  if (first) return first.message;
  return error instanceof ApiError ? error.message : Messages.networkError;
}

/** The toast of a failed call; nothing when the shell already said it (session, 403, network). */
export function reportH5Error(error: unknown, prefix?: string): void {
  if (isReportedByShell(error)) return;
  notify.error(prefix ? `${prefix}：${failureText(error)}` : failureText(error));
}

/** The check result a refusal carries (pre-publish answers 1000 with it as data), or null. */
export function checkResultOf(error: unknown): H5CheckResult | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as Partial<H5CheckResult> | null | undefined;
  return data && Array.isArray(data.refused) && Array.isArray(data.ok) ? (data as H5CheckResult) : null;
}

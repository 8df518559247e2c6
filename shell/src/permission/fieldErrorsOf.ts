/**
 * The per-field problems of a refusal, by field (the first message of each), for the admin form; empty for any other
 * failure. Read with shared-ui's `validationErrorsOf`, the one reader of that answer.
 */
import { validationErrorsOf } from 'shared-ui';

export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of validationErrorsOf(error)) out[field] ??= message;
  return out;
}

/**
 * The per-field problems of a refusal (1106 with `data.errors: [{field, message}]`), by field; empty for any other
 * failure. A copy of the workflow's small reader, which shared-ui/workflow keeps to its own screens.
 */
import { ApiError } from 'shared-ui';

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.data as { errors?: unknown } | null | undefined)?.errors;
  const out: Record<string, string> = {};
  if (!Array.isArray(errors)) return out;
  for (const item of errors as unknown[]) {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string') out[field] ??= message;
  }
  return out;
}

import type { ValidationErrorData } from '../contract/envelope';
import { ApiError } from './apiClient';

type FieldProblem = ValidationErrorData['errors'][number];

function isFieldProblem(value: unknown): value is FieldProblem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { field?: unknown }).field === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * The per-field problems of a validation refusal (1106, or 1001 / 1023 / 1013 … carrying `ValidationErrorData`),
 * or an empty list for any other failure. Every screen that shows server field errors reads them with this.
 */
export function validationErrorsOf(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.data as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? errors.filter(isFieldProblem) : [];
}

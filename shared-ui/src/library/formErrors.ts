import { validationErrorsOf } from 'shared-ui';

/** Field name → its first message. */
export type FieldErrors = Partial<Record<string, string>>;

/** What this file needs of a contract schema (zod's safeParse), so a screen need not depend on zod itself. */
export interface SchemaRule {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The contract schema's verdict on the form (the same rule the server runs), per field; `null` when it passes. */
export function schemaErrors(schema: SchemaRule, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.');
    errors[name] ??= issue.message;
  }
  return errors;
}

/** A server refusal's per-field messages (1106, 1001, 1019 on a field), to show beside the inputs. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of validationErrorsOf(error)) errors[field] ??= message;
  return errors;
}

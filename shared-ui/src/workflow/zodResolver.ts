import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type ErrorTree = Record<string, unknown>;

/**
 * zod issues as react-hook-form errors, nested by path (`['title', 'zh-hans']` → `errors.title['zh-hans']`); the first
 * issue of a path wins, as the schema lists the most basic problem (empty) before the finer ones (too long).
 */
export function issuesToFieldErrors<T extends FieldValues>(issues: readonly z.core.$ZodIssue[]): FieldErrors<T> {
  const root: ErrorTree = {};
  for (const issue of issues) {
    const path = issue.path.length > 0 ? issue.path.map(String) : ['root'];
    let node = root;
    path.forEach((segment, i) => {
      const existing = node[segment] as ErrorTree | undefined;
      if (i === path.length - 1) {
        if (!existing || typeof existing.message !== 'string') node[segment] = { ...existing, type: issue.code, message: issue.message };
      } else {
        node[segment] = existing ?? {};
        node = node[segment] as ErrorTree;
      }
    });
  }
  return root as FieldErrors<T>;
}

/**
 * A react-hook-form resolver running a zod schema, after `prepare` (a module's normalisation). Valid values reach
 * `handleSubmit` as the schema outputs them (trimmed, unknown keys dropped): exactly what the server will check.
 *
 * @example useForm({ resolver: zodResolver(moduleSchema(module), (v) => normaliseValues(module, v)) })
 */
export function zodResolver<T extends FieldValues>(schema: z.ZodType<T>, prepare: (values: T) => T = (values) => values): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(prepare(values));
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: issuesToFieldErrors<T>(result.error.issues) };
  };
}

import type { ModuleValues } from 'shared-ui/contract';
import type { ArticleFormValues } from './articleFormValues';

/** The form values as the autosave store keeps them (a plain record). */
export function asStoredValues(values: ArticleFormValues): ModuleValues {
  return { ...values };
}

/**
 * A local copy read back as form values: only known fields of the right type are taken (the copy may come from an
 * older version of this form), the rest from `fallback`.
 */
export function valuesFromCopy(copy: ModuleValues, fallback: ArticleFormValues): ArticleFormValues {
  const next: ArticleFormValues = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof ArticleFormValues)[]) {
    const stored = copy[key];
    if (key === 'position') {
      if (typeof stored === 'number') next.position = stored;
      // JSON keeps an emptied position box (NaN) as null.
      else if (stored === null) next.position = Number.NaN;
    } else if (typeof stored === 'string') {
      next[key] = stored;
    }
  }
  return next;
}

import { useCallback, useMemo, useRef } from 'react';
import { articleInputSchema, type ArticleInput } from 'shared-ui/contract';
import { useForm, zodResolver } from 'shared-ui/workflow';
import type { ArticleFormValues } from './articleFormValues';

export type ArticleField = keyof ArticleFormValues;

export interface ArticleFormController {
  values: ArticleFormValues;
  set: <F extends ArticleField>(field: F, value: ArticleFormValues[F]) => void;
  /** A field left: its problems show from now on, and follow every change. */
  blur: (field: ArticleField) => void;
  /** The message under a field: the server's (until the field changes), else the schema's once shown. */
  errorOf: (field: ArticleField) => string | undefined;
  /** Checks everything and shows every problem; the schema's output (trimmed, tags normalised) when valid. */
  submit: () => Promise<ArticleInput | null>;
  /** A refusal's per-field messages beside their fields (unknown fields are left to the toast). */
  setServerErrors: (problems: readonly { field: string; message: string }[]) => void;
  /** Different from the last loaded or saved values. */
  dirty: boolean;
  /** Replaces the values (a restored local copy), keeping the baseline: the form stays unsaved. */
  load: (values: ArticleFormValues) => void;
  /** The current values now count as saved. */
  markSaved: () => void;
  baseline: ArticleFormValues;
}

const isField = (name: string): name is ArticleField => name in articleInputSchema.shape;

/**
 * The article form: react-hook-form checked by the contract's `articleInputSchema` through the workflow's
 * `zodResolver` — the very rule `POST article/` and `article/save` run. A field's problem shows once it was left, all
 * of them after the first 保存, and from then on they follow every keystroke. The controller is a narrow face of
 * react-hook-form, so the fields (the rich-text editor, the picker, the upload) need no Controller wiring each.
 *
 * @example const form = useArticleForm(emptyArticle()); const input = await form.submit();
 */
export function useArticleForm(initial: ArticleFormValues): ArticleFormController {
  const resolver = useMemo(() => zodResolver<ArticleFormValues>(articleInputSchema), []);
  const form = useForm<ArticleFormValues>({ defaultValues: initial, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors, isDirty, isSubmitted, defaultValues } = form.formState;
  const left = useRef(new Set<ArticleField>());
  // The whole form re-renders on a change: the preview, the counters and the local copy all read every value.
  const values = form.watch();

  const set = useCallback(
    <F extends ArticleField>(field: F, value: ArticleFormValues[F]) => {
      if (form.formState.errors[field]?.type === 'server') form.clearErrors(field);
      // react-hook-form's setValue types a path's value generically; F's value is exactly that path's.
      form.setValue(field, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted || left.current.has(field) });
    },
    [form],
  );

  const blur = useCallback(
    (field: ArticleField) => {
      if (left.current.has(field) || form.formState.isSubmitted) return;
      left.current.add(field);
      void form.trigger(field);
    },
    [form],
  );

  const submit = useCallback(
    () =>
      new Promise<ArticleInput | null>((resolve) => {
        // The resolver hands over the schema's output: trimmed, tags normalised, position a number.
        void form.handleSubmit(
          (output) => resolve(output),
          () => resolve(null),
        )();
      }),
    [form],
  );

  const setServerErrors = useCallback(
    (problems: readonly { field: string; message: string }[]) => {
      for (const p of problems) if (isField(p.field)) form.setError(p.field, { type: 'server', message: p.message }, { shouldFocus: false });
    },
    [form],
  );

  return {
    values,
    set,
    blur,
    errorOf: (field) => {
      const message = errors[field]?.message;
      return typeof message === 'string' ? message : undefined;
    },
    submit,
    setServerErrors,
    dirty: isDirty,
    load: (next) => form.reset(next, { keepDefaultValues: true, keepIsSubmitted: isSubmitted }),
    markSaved: () => form.reset(form.getValues()),
    baseline: (defaultValues ?? initial) as ArticleFormValues,
  };
}

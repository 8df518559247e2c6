import { useCallback, useMemo } from 'react';
import type { ValidationErrorData } from 'shared-ui';
import { informationInputSchema } from 'shared-ui/contract';
import type { InformationFormValues } from './informationValues';
import { useForm, type UseFormReturn, zodResolver } from 'shared-ui/workflow';

const FIELD_NAMES: ReadonlySet<string> = new Set<keyof InformationFormValues>([
  'type',
  'title',
  'author',
  'abstract',
  'content',
  'show_time',
  'event_date',
  'market',
  'stock_code',
  'stock_name',
  'event_type',
  'related_stocks',
]);

export interface InformationFormController {
  form: UseFormReturn<InformationFormValues>;
  /** Puts a server refusal's messages beside their fields; returns those that belong to no field of the form. */
  showServerErrors: (errors: ValidationErrorData['errors']) => ValidationErrorData['errors'];
}

/**
 * The information form: react-hook-form checked by the contract's `informationInputSchema`, the very rule
 * `POST article/information/` runs, so what passes here is what the server accepts.
 *
 * @example const { form } = useInformationForm(emptyInformationValues(2)); form.handleSubmit(save)
 */
export function useInformationForm(initialValues: InformationFormValues): InformationFormController {
  const resolver = useMemo(() => zodResolver<InformationFormValues>(informationInputSchema), []);
  const form = useForm<InformationFormValues>({ defaultValues: initialValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const showServerErrors = useCallback(
    (errors: ValidationErrorData['errors']) => {
      const elsewhere: ValidationErrorData['errors'] = [];
      for (const problem of errors) {
        if (FIELD_NAMES.has(problem.field)) {
          form.setError(problem.field as keyof InformationFormValues, { type: 'server', message: problem.message }, { shouldFocus: false });
        } else elsewhere.push(problem);
      }
      return elsewhere;
    },
    [form],
  );
  return useMemo(() => ({ form, showServerErrors }), [form, showServerErrors]);
}

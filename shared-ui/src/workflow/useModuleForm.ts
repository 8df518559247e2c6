import { useCallback, useMemo, useRef, type RefObject } from 'react';
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { notify } from 'shared-ui';
import { emptyValues, moduleSchema, normaliseValues, type ModuleDefinition, type ModuleValues, type ValidationErrorData } from 'shared-ui/contract';
import { zodResolver } from './zodResolver';

export interface ModuleFormController {
  module: ModuleDefinition;
  form: UseFormReturn<ModuleValues>;
  /** Inputs shown but not editable (a reader's view). */
  readOnly: boolean;
  /** The rendered form (ModuleForm sets it): where the first error is looked for. */
  rootRef: RefObject<HTMLDivElement | null>;
  /**
   * Runs the module's schema; resolves to the normalised, valid values, or null with the errors shown, the first
   * one scrolled into view and focused, and a toast naming every field to fix (an error above the fold is not missed).
   */
  validate: () => Promise<ModuleValues | null>;
  /** Puts a server refusal's messages beside their fields; returns those for no field of the form (preset times…). */
  showServerErrors: (errors: ValidationErrorData['errors']) => ValidationErrorData['errors'];
  /** Replaces the values (a loaded draft, a restored copy) and forgets errors. */
  load: (values: ModuleValues) => void;
  /** Back to the module's empty values. */
  clear: () => void;
}

export interface UseModuleFormOptions {
  initialValues?: ModuleValues;
  readOnly?: boolean;
}

/**
 * The headless form of a module: react-hook-form over the module's values, validated in the browser with the same
 * schema mock-server runs (`moduleSchema` after `normaliseValues`). Render it with `<ModuleForm controller={…} />`.
 *
 * @example
 *   const controller = useModuleForm(module);
 *   const onSave = async () => { const values = await controller.validate(); if (values) save(values); };
 */
export function useModuleForm(module: ModuleDefinition, options: UseModuleFormOptions = {}): ModuleFormController {
  const { initialValues, readOnly = false } = options;
  const resolver = useMemo(() => zodResolver(moduleSchema(module), (values) => normaliseValues(module, values)), [module]);
  const form = useForm<ModuleValues>({ defaultValues: initialValues ?? emptyValues(module), resolver, mode: 'onSubmit', reValidateMode: 'onChange' });

  const rootRef = useRef<HTMLDivElement | null>(null);
  const validate = useCallback(
    () =>
      new Promise<ModuleValues | null>((resolve) => {
        void form.handleSubmit(
          (values) => resolve(values),
          (errors) => {
            revealErrors(module, errors, rootRef.current);
            resolve(null);
          },
        )();
      }),
    [form, module],
  );

  const showServerErrors = useCallback(
    (errors: ValidationErrorData['errors']) => {
      const names = new Set(module.fields.map((f) => f.name));
      const elsewhere: ValidationErrorData['errors'] = [];
      for (const problem of errors) {
        // `title.zh-hans` belongs to the field `title`.
        const owner = problem.field.split('.')[0] ?? '';
        if (names.has(owner)) form.setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: false });
        else elsewhere.push(problem);
      }
      return elsewhere;
    },
    [form, module.fields],
  );

  const load = useCallback((values: ModuleValues) => form.reset(values), [form]);
  const clear = useCallback(() => form.reset(emptyValues(module)), [form, module]);

  return useMemo(
    () => ({ module, form, readOnly, rootRef, validate, showServerErrors, load, clear }),
    [module, form, readOnly, validate, showServerErrors, load, clear],
  );
}

/** Scrolls to and focuses the first field with an error (in the form's order) and toasts the labels of all of them. */
function revealErrors(module: ModuleDefinition, errors: FieldErrors<ModuleValues>, root: HTMLElement | null): void {
  const wrong = module.fields.filter((def) => errors[def.name] !== undefined);
  const [first] = wrong;
  if (!first) return;
  notify.error(`请修改 ${String(wrong.length)} 处内容：${wrong.map((def) => def.label).join('、')}`);
  const box = root?.querySelector<HTMLElement>(`[data-field="${first.name}"]`);
  if (!box) return;
  // jsdom has no scrollIntoView; a browser always does.
  box.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  box.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea, [contenteditable="true"], button:not([disabled])')?.focus({ preventScroll: true });
}

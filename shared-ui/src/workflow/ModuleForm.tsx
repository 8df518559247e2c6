import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Controller, get, useFormState, useWatch } from 'react-hook-form';
import { conditionSources, isFieldVisible } from 'shared-ui/contract';
import { FieldInput } from './FieldInput';
import { ModuleFormContext } from './ModuleFormContext';
import type { ModuleFormController } from './useModuleForm';

export interface ModuleFormProps {
  controller: ModuleFormController;
  /** May the user upload images (the role rule for `upload/image`)? */
  canUpload?: boolean;
  /** Disables every input, e.g. while the form is being sent. */
  disabled?: boolean;
}

function messageAt(errors: unknown, path: string): string | undefined {
  const found: unknown = get(errors, path);
  const message = (found as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The form generated from a module's fields: one input per field kind, labels, required marks and hints from the
 * definitions, the schema's and the server's messages beside each field.
 *
 * @example
 *   const controller = useModuleForm(module);
 *   <ModuleForm controller={controller} canUpload />
 */
export function ModuleForm({ controller, canUpload = false, disabled = false }: ModuleFormProps) {
  const { module, form, readOnly } = controller;
  const { errors } = useFormState({ control: form.control });
  // Only the fields a condition reads are watched (visibleWhen): a field that does not apply is not shown.
  const sources = conditionSources(module.fields);
  const watched = useWatch({ control: form.control, name: sources }) as unknown[];
  const conditionValues = Object.fromEntries(sources.map((name, i) => [name, watched[i]]));
  return (
    // The form itself, for an input that reads a sibling field (a jump target follows its jump type).
    <ModuleFormContext.Provider value={form}>
      <Stack spacing={2.5} data-testid="module-form" ref={controller.rootRef}>
        {readOnly ? (
          // Greyed inputs alone read as broken; the reason is said once, above them.
          <Alert severity="info" variant="outlined">
            只读：您的账号可以查看此内容，但不能修改
          </Alert>
        ) : null}
        {module.fields.filter((def) => isFieldVisible(def, conditionValues)).map((def) => (
          <Controller
            key={def.name}
            name={def.name}
            control={form.control}
            render={({ field }) => (
              <div data-field={def.name}>
              <FieldInput
                def={def}
                module={module}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorAt={(part) => messageAt(errors, part ? `${def.name}.${part}` : def.name)}
                disabled={disabled || readOnly}
                canUpload={canUpload && !readOnly}
              />
              </div>
            )}
          />
        ))}
      </Stack>
    </ModuleFormContext.Provider>
  );
}

import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'shared-ui/workflow';
import type { InformationFormValues } from './informationValues';

type TextFieldName = Exclude<keyof InformationFormValues, 'type'>;

export interface FormTextFieldProps {
  control: Control<InformationFormValues>;
  name: TextFieldName;
  label: string;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  disabled?: boolean;
  endAdornment?: ReactNode;
}

/** A text input of the information form: its value, the schema's or the server's message under it. */
export function FormTextField({ control, name, label, required, multiline, placeholder, hint, disabled, endAdornment }: FormTextFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required={required}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          placeholder={placeholder}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          disabled={disabled}
          fullWidth
          slotProps={endAdornment ? { input: { endAdornment } } : undefined}
        />
      )}
    />
  );
}

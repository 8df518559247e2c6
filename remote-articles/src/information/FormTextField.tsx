import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { Option } from 'shared-ui/contract';
import { Controller, type Control } from 'shared-ui/workflow';
import type { InformationFormValues } from './informationValues';

type TextFieldName = Exclude<keyof InformationFormValues, 'type'>;

export interface FormTextFieldProps {
  control: Control<InformationFormValues>;
  name: TextFieldName;
  label: string;
  /** A choice from one of the contract's option lists instead of free text, with '请选择' until one is made (spec §2). */
  options?: readonly Option<string>[];
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  disabled?: boolean;
  endAdornment?: ReactNode;
}

/** A text input (or a choice) of the information form: its value, the schema's or the server's message under it. */
export function FormTextField({ control, name, label, options, required, multiline, placeholder, hint, disabled, endAdornment }: FormTextFieldProps) {
  const slotProps = options
    ? // The empty choice shows '请选择', so the label must stay above the box.
      { select: { displayEmpty: true }, inputLabel: { shrink: true } }
    : endAdornment
      ? { input: { endAdornment } }
      : undefined;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          select={Boolean(options)}
          label={label}
          required={required}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          placeholder={placeholder}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          disabled={disabled}
          fullWidth
          slotProps={slotProps}
        >
          {options ? (
            <MenuItem value="" disabled>
              请选择
            </MenuItem>
          ) : null}
          {options?.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'shared-ui/workflow';
import type { Option } from 'shared-ui/contract';
import type { InformationFormValues } from './informationValues';

export interface FormSelectFieldProps {
  control: Control<InformationFormValues>;
  name: 'market' | 'event_type';
  label: string;
  options: readonly Option<string>[];
  required?: boolean;
  disabled?: boolean;
}

/** A choice from one of the contract's option lists, with '请选择' until one is made (spec §2's placeholder). */
export function FormSelectField({ control, name, label, options, required, disabled }: FormSelectFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          select
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          disabled={disabled}
          fullWidth
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="" disabled>
            请选择
          </MenuItem>
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

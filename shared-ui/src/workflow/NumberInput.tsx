import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { NumberFieldDef } from 'shared-ui/contract';
import { asText, type FieldInputProps } from './FieldInputProps';

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A number with its unit. Text that is not (yet) a number is kept as typed, so the schema's message says so rather
 * than the input silently dropping it.
 */
export function NumberInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<NumberFieldDef>) {
  const error = errorAt();
  return (
    <TextField
      label={def.label}
      name={def.name}
      required={def.required}
      value={asText(value)}
      onChange={(e) => {
        const text = e.target.value.trim();
        onChange(text === '' ? null : NUMBER.test(text) ? Number(text) : e.target.value);
      }}
      onBlur={onBlur}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? def.hint}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: def.unit ? { endAdornment: <InputAdornment position="end">{def.unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { formatAmount, readAmountText, type NumberFieldDef } from 'shared-ui/contract';
import { asText, type FieldInputProps } from './FieldInputProps';

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A number with its unit. Text that is not (yet) a number is kept as typed, so the schema's message says so rather
 * than the input silently dropping it. An amount takes thousands separators as typed (800,000,000) and says its value
 * the way lists show it under the input (800,000,000 港元), so a missing zero is seen before saving.
 */
export function NumberInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<NumberFieldDef>) {
  const error = errorAt();
  const amount = def.amount && typeof value === 'number' ? formatAmount(value, def.unit) : '';
  return (
    <TextField
      label={def.label}
      name={def.name}
      required={def.required}
      value={asText(value)}
      onChange={(e) => {
        const text = e.target.value.trim();
        const read = def.amount ? readAmountText(text) : NUMBER.test(text) ? Number(text) : undefined;
        onChange(text === '' ? null : (read ?? e.target.value));
      }}
      onBlur={onBlur}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? ([amount, def.hint].filter(Boolean).join('；') || undefined)}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: def.unit ? { endAdornment: <InputAdornment position="end">{def.unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

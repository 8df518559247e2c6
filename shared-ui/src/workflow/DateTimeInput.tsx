import type { DateTimeFieldDef } from 'shared-ui/contract';
import { asText, type FieldInputProps } from './FieldInputProps';
import { CmsDateTimePicker } from 'shared-ui/pickers';

/** A date-time field, Shanghai time. */
export function DateTimeInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<DateTimeFieldDef>) {
  return (
    <CmsDateTimePicker
      label={def.label}
      name={def.name}
      value={asText(value)}
      onChange={onChange}
      onBlur={onBlur}
      error={errorAt()}
      helperText={def.hint}
      required={def.required}
      disabled={disabled}
    />
  );
}

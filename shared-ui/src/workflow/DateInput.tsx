import type { DateFieldDef } from 'shared-ui/contract';
import { CmsDatePicker } from 'shared-ui/pickers';
import { asText, type FieldInputProps } from './FieldInputProps';

/** A date field: a calendar day, `YYYY-MM-DD`. */
export function DateInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<DateFieldDef>) {
  return (
    <CmsDatePicker
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

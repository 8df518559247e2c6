import type { DateFieldDef, DateTimeFieldDef } from 'shared-ui/contract';
import { CmsDatePicker, CmsDateTimePicker } from 'shared-ui/pickers';
import { asText, type FieldInputProps } from './FieldInputProps';

/** A date field (a calendar day, `YYYY-MM-DD`) or a date-time field (Shanghai time): the same input, its own picker. */
export function CalendarInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<DateFieldDef | DateTimeFieldDef>) {
  const Picker = def.kind === 'date' ? CmsDatePicker : CmsDateTimePicker;
  return (
    <Picker
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

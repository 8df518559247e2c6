import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

const DATE_FORMAT = 'YYYY-MM-DD';
/** A half-typed or impossible date: not empty, and refused by the schema's date rule with its message. */
const INVALID_DATE_TEXT = 'invalid';

const toPicker = (text: string): Dayjs | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = dayjs(text, DATE_FORMAT);
  return day.isValid() ? day : null;
};
const fromPicker = (value: Dayjs | null): string => (value === null ? '' : value.isValid() ? value.format(DATE_FORMAT) : INVALID_DATE_TEXT);

export interface EventDatePickerProps {
  label: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A calendar day as the CMS stores it (`YYYY-MM-DD`). A day has no time of day, so no zone takes part: the picker
 * works in plain calendar dates. Needs a CmsPickersProvider above it.
 */
export function EventDatePicker({ label, value, onChange, onBlur, name, error, required, disabled }: EventDatePickerProps) {
  // As CmsDateTimePicker: the picker keeps a half-typed date itself, and follows `value` when it changes from outside.
  const [held, setHeld] = useState<{ text: string; picked: Dayjs | null }>(() => ({ text: value, picked: toPicker(value) }));
  if (held.text !== value) setHeld({ text: value, picked: toPicker(value) });
  return (
    <DatePicker
      label={label}
      value={held.picked}
      onChange={(next) => {
        const text = fromPicker(next);
        setHeld({ text, picked: next });
        onChange(text);
      }}
      format={DATE_FORMAT}
      disabled={disabled}
      slotProps={{ textField: { name, required, error: Boolean(error), helperText: error, onBlur, fullWidth: true } }}
    />
  );
}

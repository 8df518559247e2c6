import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { CMS_TIME_FORMAT, CMS_TIME_ZONE } from 'shared-ui/contract';
import { pickerTime } from './pickerTime';

export interface CmsDateTimePickerProps {
  label: string;
  /** `YYYY-MM-DD HH:mm:ss` Shanghai time, or '' for none. */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Days and times before now cannot be picked (preset times). */
  disablePast?: boolean;
}

/**
 * A date-time picker that shows and takes Asia/Shanghai wall time whatever the browser's zone, speaking the CMS's
 * time text. Needs a CmsPickersProvider above it.
 *
 * @example <CmsDateTimePicker label="预设发布时间" value={time} onChange={setTime} />
 */
export function CmsDateTimePicker({ label, value, onChange, onBlur, name, error, helperText, required, disabled, disablePast }: CmsDateTimePickerProps) {
  // The picker holds its own value while a date is half typed (text cannot express that); it follows `value` when
  // that changes from outside (a form reset).
  const [held, setHeld] = useState<{ text: string; picked: Dayjs | null }>(() => ({ text: value, picked: pickerTime.toPicker(value) }));
  if (held.text !== value) setHeld({ text: value, picked: pickerTime.toPicker(value) });

  return (
    <DateTimePicker
      label={label}
      value={held.picked}
      onChange={(next) => {
        const text = pickerTime.fromPicker(next);
        setHeld({ text, picked: next });
        onChange(text);
      }}
      timezone={CMS_TIME_ZONE}
      format={CMS_TIME_FORMAT}
      views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
      ampm={false}
      disabled={disabled}
      disablePast={disablePast}
      slotProps={{
        textField: { name, required, error: Boolean(error), helperText: error ?? helperText, onBlur, fullWidth: true },
      }}
    />
  );
}

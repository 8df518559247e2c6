import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { ReactNode } from 'react';
import { CMS_TIME_FORMAT, CMS_TIME_ZONE } from 'shared-ui/contract';
import { pickerTime } from './pickerTime';
import { useHeldPickerValue } from './useHeldPickerValue';

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
  const { picked, change } = useHeldPickerValue(value, onChange, pickerTime);

  return (
    <DateTimePicker
      label={label}
      value={picked}
      onChange={change}
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

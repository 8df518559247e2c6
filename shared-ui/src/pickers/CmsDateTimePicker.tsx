import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { CMS_TIME_FORMAT, CMS_TIME_ZONE } from 'shared-ui/contract';
import { PickerOnFirstUse, usePickerStart, type PickerFieldProps, type PickerStart } from './PickerOnFirstUse';
import { pickerTime } from './pickerTime';
import { useHeldPickerValue } from './useHeldPickerValue';

export interface CmsDateTimePickerProps extends PickerFieldProps {
  /** Days and times before now cannot be picked (preset times). */
  disablePast?: boolean;
}

/**
 * A date-time picker that shows and takes Asia/Shanghai wall time whatever the browser's zone, speaking the CMS's
 * time text. Mounted when first used (PickerOnFirstUse). Needs a CmsPickersProvider above it.
 *
 * @example <CmsDateTimePicker label="预设发布时间" value={time} onChange={setTime} />
 */
export function CmsDateTimePicker(props: CmsDateTimePickerProps) {
  return <PickerOnFirstUse {...props} format={pickerTime} renderPicker={(start) => <LiveDateTimePicker {...props} start={start} />} />;
}

function LiveDateTimePicker({ label, value, onChange, onBlur, name, error, helperText, required, disabled, disablePast, start }: CmsDateTimePickerProps & { start: PickerStart }) {
  const { picked, change } = useHeldPickerValue(value, onChange, pickerTime);
  return (
    <DateTimePicker
      {...usePickerStart(start)}
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

import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { CMS_TIME_FORMAT, CMS_TIME_ZONE } from 'shared-ui/contract';
import { PickerOnFirstUse, type PickerFieldProps } from './PickerOnFirstUse';
import { pickerTime } from './pickerTime';

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
export function CmsDateTimePicker({ disablePast, ...field }: CmsDateTimePickerProps) {
  return (
    <PickerOnFirstUse
      {...field}
      format={pickerTime}
      renderPicker={(picker) => (
        <DateTimePicker
          {...picker}
          timezone={CMS_TIME_ZONE}
          format={CMS_TIME_FORMAT}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          ampm={false}
          disablePast={disablePast}
        />
      )}
    />
  );
}

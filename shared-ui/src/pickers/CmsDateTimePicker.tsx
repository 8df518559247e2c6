import { LIVE_DATE_TIME_PICKER } from './lazyPickers';
import { PickerOnFirstUse, type PickerFieldProps } from './PickerOnFirstUse';
import { pickerTime } from './pickerTime';

export interface CmsDateTimePickerProps extends PickerFieldProps {
  /** Days and times before now cannot be picked (preset times). */
  disablePast?: boolean;
}

/**
 * A date-time picker that shows and takes Asia/Shanghai wall time whatever the browser's zone, speaking the CMS's
 * time text. Mounted, and its code loaded, when first used (PickerOnFirstUse).
 *
 * @example <CmsDateTimePicker label="预设发布时间" value={time} onChange={setTime} />
 */
export function CmsDateTimePicker(props: CmsDateTimePickerProps) {
  return <PickerOnFirstUse {...props} format={pickerTime} picker={LIVE_DATE_TIME_PICKER} />;
}

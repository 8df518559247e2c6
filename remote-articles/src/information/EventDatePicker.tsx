import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { PickerOnFirstUse, type CmsDateTimePickerProps, type PickerText } from 'shared-ui/pickers';

const DATE_FORMAT = 'YYYY-MM-DD';
/** A half-typed or impossible date: not empty, and refused by the schema's date rule with its message. */
const INVALID_DATE_TEXT = 'invalid';

/** A calendar day's text ⇄ the picker's value. */
const dayText: PickerText = {
  toPicker(text) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
    const day = dayjs(text, DATE_FORMAT);
    return day.isValid() ? day : null;
  },
  fromPicker: (value) => (value === null ? '' : value.isValid() ? value.format(DATE_FORMAT) : INVALID_DATE_TEXT),
};

/** CmsDateTimePicker's props, with `value` a calendar day: `YYYY-MM-DD`, or '' for none. */
export type EventDatePickerProps = Omit<CmsDateTimePickerProps, 'helperText' | 'disablePast'>;

/**
 * A calendar day as the CMS stores it (`YYYY-MM-DD`). A day has no time of day, so no zone takes part: the picker
 * works in plain calendar dates. Mounted when first used (PickerOnFirstUse). Needs a CmsPickersProvider above it.
 */
export function EventDatePicker(props: EventDatePickerProps) {
  return <PickerOnFirstUse {...props} format={dayText} renderPicker={(picker) => <DatePicker {...picker} format={DATE_FORMAT} />} />;
}

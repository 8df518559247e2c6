import dayjs from 'dayjs';
import { CMS_DATE_FORMAT, isCmsDate } from 'shared-ui/contract';
import { LIVE_DATE_PICKER } from './lazyPickers';
import { PickerOnFirstUse, type PickerFieldProps } from './PickerOnFirstUse';
import { INVALID_TIME_TEXT } from './pickerTime';
import { typedDigits, type PickerText } from './useHeldPickerValue';

/** A calendar day's text ⇄ the picker's value. Only a real day (the contract's date rule) reaches the picker. */
export const pickerDay: PickerText = {
  toPicker: (text) => (isCmsDate(text) ? dayjs(text, CMS_DATE_FORMAT) : null),
  // A half-typed or impossible day (2027-02-30) is not empty, so the schema refuses it with the field's message.
  fromPicker: (value) => (value === null ? '' : value.isValid() ? value.format(CMS_DATE_FORMAT) : INVALID_TIME_TEXT),
  fromTyped: (typed) => typedDigits(typed, false),
};

export type CmsDatePickerProps = PickerFieldProps;

/**
 * A calendar day as the CMS stores it (`YYYY-MM-DD`): a holiday, a trading day, the date a news item shows. A day has
 * no time of day, so no zone takes part: the picker works in plain calendar dates. Mounted, and its code loaded, when
 * first used (PickerOnFirstUse).
 *
 * @example <CmsDatePicker label="结束日期" value={day} onChange={setDay} />
 */
export function CmsDatePicker(props: CmsDatePickerProps) {
  return <PickerOnFirstUse {...props} format={pickerDay} picker={LIVE_DATE_PICKER} />;
}

import { CmsDatePicker, type CmsDateTimePickerProps } from 'shared-ui/pickers';

/** CmsDateTimePicker's props, with `value` a calendar day: `YYYY-MM-DD`, or '' for none. */
export type EventDatePickerProps = Omit<CmsDateTimePickerProps, 'helperText' | 'disablePast'>;

/** The stock-calendar event's day: the shared day picker (shared-ui/pickers), which reads days by the contract's one date rule. */
export function EventDatePicker(props: EventDatePickerProps) {
  return <CmsDatePicker {...props} />;
}

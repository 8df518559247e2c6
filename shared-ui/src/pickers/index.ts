/**
 * `shared-ui/pickers`: the date-time pickers in the CMS's time (Asia/Shanghai, `YYYY-MM-DD HH:mm:ss`) and their
 * provider. An entry of its own so a screen with a date filter (the article library's) does not load the whole
 * workflow engine (`shared-ui/workflow`: ModuleScreen, the slot views, react-hook-form) for it: that cost a first
 * visit to /articles its download and ~38 ms of evaluation.
 */
export { CmsPickersProvider } from './CmsPickersProvider';
export { CmsDateTimePicker } from './CmsDateTimePicker';
export type { CmsDateTimePickerProps } from './CmsDateTimePicker';
export { CmsDatePicker, type CmsDatePickerProps } from './CmsDatePicker';
export { PickerOnFirstUse, type LivePickerProps, type PickerFieldProps, type PickerOnFirstUseProps } from './PickerOnFirstUse';
export type { PickerText } from './useHeldPickerValue';

/**
 * `shared-ui/pickers`: the date-time pickers in the CMS's time (Asia/Shanghai, `YYYY-MM-DD HH:mm:ss`), each
 * loading MUI X's picker when first used. An entry of its own so a screen with a date filter (the article library's) does not load the whole
 * workflow engine (`shared-ui/workflow`: ModuleScreen, the slot views, react-hook-form) for it: that cost a first
 * visit to /articles its download and ~38 ms of evaluation.
 */
export { CmsDateTimePicker } from './CmsDateTimePicker';
export type { CmsDateTimePickerProps } from './CmsDateTimePicker';
export { CmsDatePicker, type CmsDatePickerProps } from './CmsDatePicker';
export { PickerOnFirstUse, type LivePickerProps, type PickerFieldProps, type PickerOnFirstUseProps } from './PickerOnFirstUse';
export type { PickerText } from './useHeldPickerValue';
export type { LoadablePicker } from './lazyPickers';

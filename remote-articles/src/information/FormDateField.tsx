import { Controller, type Control } from 'shared-ui/workflow';
import { EventDatePicker } from './EventDatePicker';
import type { InformationFormValues } from './informationValues';
import { CmsDateTimePicker } from 'shared-ui/pickers';

export interface FormDateFieldProps {
  control: Control<InformationFormValues>;
  /** The event's day (`YYYY-MM-DD`), or the display time (`YYYY-MM-DD HH:mm:ss`, Beijing time). */
  name: 'event_date' | 'show_time';
  label: string;
  required?: boolean;
  /** Shown under the field while it has no error (the date-time picker only). */
  hint?: string;
  disabled?: boolean;
}

/**
 * A date of the information form, wired like FormTextField: a calendar day for `event_date`, the CMS's Shanghai
 * date-time for `show_time`.
 */
export function FormDateField({ control, name, label, required, hint, disabled }: FormDateFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const props = { label, name, required, value: field.value, onChange: field.onChange, onBlur: field.onBlur, error: fieldState.error?.message, disabled };
        return name === 'show_time' ? <CmsDateTimePicker {...props} helperText={hint} /> : <EventDatePicker {...props} />;
      }}
    />
  );
}

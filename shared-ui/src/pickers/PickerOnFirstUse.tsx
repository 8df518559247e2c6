import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import type { Dayjs } from 'dayjs';
import { useCallback, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { useHeldPickerValue, type PickerText } from './useHeldPickerValue';

/** The calendar's month header: 2026 年 11 月. Every picker is mounted here, so this is the one place that says it. */
export const CALENDAR_HEADER_FORMAT = 'YYYY 年 M 月';

/** What every CMS picker takes: its value as the CMS's text, and the usual field props. */
export interface PickerFieldProps {
  label: string;
  /** The CMS's text of the value (`YYYY-MM-DD HH:mm:ss` for a date-time), or '' for none. */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** How the person first used the field: focused it to type a value, or pressed its button to pick one. */
type PickerStart = { autoFocus: boolean; open: boolean };

/**
 * What a mounted MUI X picker (DateTimePicker, DatePicker) is given, whichever it is: the held value, the way it was
 * started (focused, or open, its open state held from then on) and the field's label, name, error and helper text.
 */
export interface LivePickerProps {
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  disabled?: boolean;
  autoFocus: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  slotProps: {
    textField: { name?: string; required?: boolean; error: boolean; helperText: ReactNode; onBlur?: () => void; fullWidth: true; inputRef: RefObject<HTMLInputElement | null> };
    /** The calendar's month header reads 2026 年 11 月, as Chinese calendars write it (zh-cn's own would be 十一月 2026). */
    calendarHeader: { format: string };
  };
}

export interface PickerOnFirstUseProps extends PickerFieldProps {
  /** How the CMS's text is read as the picker's value and written back. */
  format: PickerText;
  /** The picker itself, given its props: `(picker) => <DatePicker {...picker} format="YYYY-MM-DD" />`. */
  renderPicker: (picker: LivePickerProps) => ReactElement;
}

/**
 * A picker that is mounted when it is first used. Until then the field is a plain text field of the same look (label,
 * value, error, the calendar button): an MUI X picker costs ~65 ms to mount (its sectioned field, its adornments), and a
 * screen such as the article library's filters shows two that most visits never touch.
 *
 * Focusing the field (a click, Tab, its label) mounts the picker focused, so the next key goes to it; the calendar
 * button mounts it open. A whole value put in without focus (the browser's autofill) is taken as the picker's own
 * hidden input takes it; anything else is left alone. The field has no blur handler: it is never edited, so leaving
 * it must not mark the form's field as touched.
 */
export function PickerOnFirstUse(props: PickerOnFirstUseProps) {
  const { format, label, value, onChange, name, error, helperText, required, disabled } = props;
  const [start, setStart] = useState<PickerStart | null>(null);
  const translations = usePickerTranslations();
  if (start) return <LivePicker {...props} start={start} />;
  // A value the picker could not show (a half-typed one kept in a local copy) shows as empty, as in the picker.
  const shown = format.toPicker(value) === null ? '' : value;
  return (
    <TextField
      label={label}
      name={name}
      value={shown}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      onFocus={() => setStart({ autoFocus: true, open: false })}
      onChange={(event) => {
        const picked = format.toPicker(event.target.value);
        if (picked !== null) onChange(format.fromPicker(picked));
      }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={translations.openDatePickerDialogue(shown || null)} disabled={disabled} onClick={() => setStart({ autoFocus: false, open: true })}>
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The mounted picker: holds its value between the CMS's text and the picker's, and its open state. */
function LivePicker({ renderPicker, format, label, value, onChange, onBlur, name, error, helperText, required, disabled, start }: PickerOnFirstUseProps & { start: PickerStart }) {
  // The picker's hidden input holds the sections as shown, typed or not (2027-02-30): what an invalid value was.
  const shownInput = useRef<HTMLInputElement | null>(null);
  const typedText = useCallback(() => shownInput.current?.value, []);
  const { picked, change } = useHeldPickerValue(value, onChange, format, typedText);
  const [open, setOpen] = useState(start.open);
  return renderPicker({
    label,
    value: picked,
    onChange: change,
    disabled,
    autoFocus: start.autoFocus,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    slotProps: {
      textField: { name, required, error: Boolean(error), helperText: error ?? helperText, onBlur, fullWidth: true, inputRef: shownInput },
      calendarHeader: { format: CALENDAR_HEADER_FORMAT },
    },
  });
}

import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { useState, type ReactElement, type ReactNode } from 'react';
import type { PickerText } from './useHeldPickerValue';

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
export interface PickerStart {
  autoFocus: boolean;
  open: boolean;
}

export interface PickerOnFirstUseProps extends PickerFieldProps {
  /** How the value is read as the picker's, to tell a whole value from a partial one. */
  format: PickerText;
  /** The picker itself, started the way the person started it (usePickerStart spreads that into its props). */
  renderPicker: (start: PickerStart) => ReactElement;
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
export function PickerOnFirstUse({ renderPicker, format, label, value, onChange, name, error, helperText, required, disabled }: PickerOnFirstUseProps) {
  const [start, setStart] = useState<PickerStart | null>(null);
  const translations = usePickerTranslations();
  if (start) return renderPicker(start);
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

/**
 * The props that start a picker the way PickerOnFirstUse was used: focused, or open (its open state held here from
 * then on, as the picker would hold it).
 *
 * @example renderPicker={(start) => <Live start={start} />} … <DateTimePicker {...usePickerStart(start)} />
 */
export function usePickerStart(start: PickerStart) {
  const [open, setOpen] = useState(start.open);
  return { autoFocus: start.autoFocus, open, onOpen: () => setOpen(true), onClose: () => setOpen(false) };
}

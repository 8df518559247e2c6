// Material's Event icon is the pickers' own calendar icon, drawn the same; imported from the pickers it brought their
// whole chunk (~50 KB gzip) to every screen with a date field.
import CalendarIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { LoadablePicker } from './lazyPickers';
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
  disablePast?: boolean;
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
  /** How the CMS's text is read as the picker's value and written back, and what typed digits say. */
  format: PickerText;
  /** The picker's component (a MUI X picker in the CMS's terms), loaded on first use (lazyPickers.ts). */
  picker: LoadablePicker;
  /** Days and times before now cannot be picked (preset times). */
  disablePast?: boolean;
}

/** The calendar button's name, as the pickers' zh-CN texts say it (the picker's own button says the same once mounted). */
const openCalendarLabel = (shown: string) => (shown ? `选择日期，已选择${shown}` : '选择日期');

/**
 * A picker that is mounted, and its code loaded, when it is first used. Until then the field is a plain text field of
 * the same look (label, value, error, the calendar button): an MUI X picker costs ~65 ms to mount (its sectioned
 * field, its adornments) and ~52 KB gzip to load, and a screen such as the article library's filters shows two that
 * most visits never touch.
 *
 * Focusing the field (a click, Tab, its label) mounts the picker focused, so the next key goes to it; the calendar
 * button mounts it open. The code is asked for as the pointer reaches the field; a field focused before it has
 * arrived stays plain for that focus (nothing typed is lost), its text selected so typing replaces it as in the
 * picker: once whole (14 digits for a time, 8 for a day, separators or not) it is the value, as the picker would have
 * made it — an impossible one (2027-02-30) too, so the contract's rule says what is wrong; left half typed, it is
 * passed on as it stands. The picker takes over from the next focus, unless the text left is one it cannot show
 * (2027-02-30): that stays plain, to be corrected. A whole
 * value put in without focus (the browser's autofill) is taken as the picker's own hidden input takes it; anything
 * else is left alone. Until it is used the field has no blur handler: leaving it must not mark the form's field as
 * touched.
 */
export function PickerOnFirstUse(props: PickerOnFirstUseProps) {
  const { format, picker, label, value, onChange, onBlur, name, error, helperText, required, disabled } = props;
  const [start, setStart] = useState<PickerStart | null>(null);
  const [Live, setLive] = useState(() => picker.current);
  // Focused before the picker's code arrived: this focus stays in the plain field, whose text is typed over (null
  // until a key). Swapping the field under the keys as the code arrived lost those typed in between.
  const [typed, setTyped] = useState<string | null>(null);
  const [plainFocus, setPlainFocus] = useState(false);
  // What a plain focus left behind (2027-02-30, or a half-typed 2027-02): still shown, as the picker keeps its sections.
  const [left, setLeft] = useState<string | null>(null);
  const load = useCallback(() => {
    // A component is a function: set as the value, not called as an updater.
    picker.load().then((component) => setLive(() => component), () => undefined);
  }, [picker]);
  // A failed load leaves the plain field, which still takes a whole typed value; the next use asks again.
  useEffect(() => {
    if (start && !Live) load();
  }, [start, Live, load]);
  if (start && Live && !plainFocus) return <LivePicker {...props} Live={Live} start={start} />;
  // A value the picker could not show (a half-typed one kept in a local copy) shows as empty, as in the picker — but
  // for what was typed here, which stays as typed beside the form's message.
  const shown = typed ?? (format.toPicker(value) !== null || value === left ? value : '');
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
      onPointerEnter={load}
      onFocus={(event) => {
        setStart((was) => was ?? { autoFocus: true, open: false });
        // The picker cannot hold what was typed here and refused (2027-02-30): that focus stays plain, so the text
        // stays to be corrected (the form focuses a refused field).
        const unshowable = value === left && format.toPicker(value) === null;
        if ((Live && !unshowable) || !(event.target instanceof HTMLInputElement)) return;
        // As the picker selects its first section: what is typed replaces the value.
        setPlainFocus(true);
        event.target.select();
      }}
      onBlur={
        plainFocus
          ? () => {
              // Left half typed (or cleared): passed on as it stands, so the form's rule says what is missing.
              if (typed !== null) {
                const whole = format.fromTyped(typed);
                if (whole === null) onChange(typed.trim());
                setLeft(whole ?? typed.trim());
              }
              setTyped(null);
              setPlainFocus(false);
              setStart(null);
              onBlur?.();
            }
          : undefined
      }
      onChange={(event) => {
        const text = event.target.value;
        if (plainFocus) {
          setTyped(text);
          const whole = format.fromTyped(text);
          if (whole !== null) onChange(whole);
          return;
        }
        const picked = format.toPicker(text);
        if (picked !== null) onChange(format.fromPicker(picked));
      }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={openCalendarLabel(shown)}
                disabled={disabled}
                onClick={() => {
                  setPlainFocus(false);
                  setTyped(null);
                  setStart({ autoFocus: false, open: true });
                }}
              >
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
function LivePicker({ Live, format, label, value, onChange, onBlur, name, error, helperText, required, disabled, disablePast, start }: PickerOnFirstUseProps & { Live: ComponentType<LivePickerProps>; start: PickerStart }) {
  // The picker's hidden input holds the sections as shown, typed or not (2027-02-30): what an invalid value was.
  const shownInput = useRef<HTMLInputElement | null>(null);
  const typedText = useCallback(() => shownInput.current?.value, []);
  const { picked, change } = useHeldPickerValue(value, onChange, format, typedText);
  const [open, setOpen] = useState(false);
  // Started by the plain field's button, which this picker replaced: its own button takes the focus first, then the
  // calendar opens, so the calendar's focus trap gives the focus back to that button when it closes (opened at
  // mount, it would give it to the gone one: the page's body).
  useEffect(() => {
    if (!start.open) return;
    shownInput.current?.closest('.MuiFormControl-root')?.querySelector('button')?.focus();
    setOpen(true);
  }, [start.open]);
  return (
    <Live
      label={label}
      value={picked}
      onChange={change}
      disabled={disabled}
      disablePast={disablePast}
      autoFocus={start.autoFocus}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      slotProps={{
        textField: { name, required, error: Boolean(error), helperText: error ?? helperText, onBlur, fullWidth: true, inputRef: shownInput },
        calendarHeader: { format: CALENDAR_HEADER_FORMAT },
      }}
    />
  );
}

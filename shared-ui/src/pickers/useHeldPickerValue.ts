import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';

/** How a picker's value is written as the CMS's text, both ways (pickerTime for date-times). */
export interface PickerText {
  toPicker(text: string): Dayjs | null;
  fromPicker(value: Dayjs | null): string;
  /**
   * What was typed before the picker arrived, as the picker would have written it once whole: its digits in the
   * sections' order (`20270230080000` or `2027-02-30 08:00:00` → `2027-02-30 08:00:00`), impossible or not; null
   * while not whole.
   */
  fromTyped(typed: string): string | null;
}

/** The typed digits laid into `YYYY-MM-DD` (8) or `YYYY-MM-DD HH:mm:ss` (14), whatever separators came with them. */
export function typedDigits(typed: string, withTime: boolean): string | null {
  const digits = typed.replace(/\D/g, '');
  const match = (withTime ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/ : /^(\d{4})(\d{2})(\d{2})$/).exec(digits);
  if (!match) return null;
  const [, y, mo, d, h, mi, se] = match;
  return withTime ? `${y}-${mo}-${d} ${h}:${mi}:${se}` : `${y}-${mo}-${d}`;
}

/**
 * A picker's value between the CMS's text outside and the picker's dayjs inside. The picker holds its own value while a
 * date is half typed or impossible (text cannot express that); it follows `value` when that changes from outside (a
 * form reset).
 *
 * `typedText` reads what the field shows (the picker's hidden input: `2027-02-30`, `2027-02-日`): an impossible or half
 * typed value is then passed on as that text once the picker has rendered it, so the contract's date rule says what is
 * wrong with it (结束日期不是有效日期：2027 年 2 月只有 28 天) and the form's local copy keeps it. Without it, or when
 * it reads nothing, the value is `format.fromPicker`'s stand-in for invalid.
 *
 * @example const { picked, change } = useHeldPickerValue(value, onChange, pickerTime); // <DateTimePicker value={picked} onChange={change} />
 */
export function useHeldPickerValue(value: string, onChange: (text: string) => void, format: PickerText, typedText?: () => string | undefined) {
  const [held, setHeld] = useState<{ text: string; picked: Dayjs | null; readTyped?: boolean }>(() => ({ text: value, picked: format.toPicker(value) }));
  if (held.text !== value) setHeld({ text: value, picked: format.toPicker(value) });
  const change = (next: Dayjs | null) => {
    const text = format.fromPicker(next);
    const invalid = next !== null && !next.isValid();
    setHeld({ text, picked: next, readTyped: invalid && typedText !== undefined });
    onChange(text);
  };
  // After the picker has shown what was typed: pass that text on instead of the stand-in.
  useEffect(() => {
    if (!held.readTyped) return;
    const typed = typedText?.();
    setHeld({ text: typed || held.text, picked: held.picked });
    if (typed && typed !== held.text) onChange(typed);
  }, [held, typedText, onChange]);
  return { picked: held.picked, change };
}

import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';

/** How a picker's value is written as the CMS's text, both ways (pickerTime for date-times). */
export interface PickerText {
  toPicker(text: string): Dayjs | null;
  fromPicker(value: Dayjs | null): string;
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

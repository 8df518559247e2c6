import type { Dayjs } from 'dayjs';
import { useState } from 'react';

/** How a picker's value is written as the CMS's text, both ways (pickerTime for date-times). */
export interface PickerText {
  toPicker(text: string): Dayjs | null;
  fromPicker(value: Dayjs | null): string;
}

/**
 * A picker's value between the CMS's text outside and the picker's dayjs inside. The picker holds its own value while a
 * date is half typed (text cannot express that); it follows `value` when that changes from outside (a form reset).
 *
 * @example const { picked, change } = useHeldPickerValue(value, onChange, pickerTime); // <DateTimePicker value={picked} onChange={change} />
 */
export function useHeldPickerValue(value: string, onChange: (text: string) => void, format: PickerText) {
  const [held, setHeld] = useState<{ text: string; picked: Dayjs | null }>(() => ({ text: value, picked: format.toPicker(value) }));
  if (held.text !== value) setHeld({ text: value, picked: format.toPicker(value) });
  const change = (next: Dayjs | null) => {
    const text = format.fromPicker(next);
    setHeld({ text, picked: next });
    onChange(text);
  };
  return { picked: held.picked, change };
}

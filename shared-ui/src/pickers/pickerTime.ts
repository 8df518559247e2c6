/**
 * The boundary between the pickers (dayjs objects in Asia/Shanghai) and the CMS's time text. Conversions go through
 * epoch milliseconds and the contract's formatCmsTime/parseCmsTime, so the browser's own zone never takes part.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-cn';
import { CMS_TIME_ZONE, formatCmsTime, parseCmsTime } from 'shared-ui/contract';
import { fastTimezone } from './fastTimezone';
import { typedDigits } from './useHeldPickerValue';

dayjs.extend(utc);
dayjs.extend(timezone);
// After timezone: answers its `.tz(zone)` without a toLocaleString and a parse per call (the pickers make hundreds).
dayjs.extend(fastTimezone);

/** What a half-typed or impossible date becomes: not empty (so "required" does not fire) and refused by the format rule. */
export const INVALID_TIME_TEXT = 'invalid';

export const pickerTime = {
  /** `2026-11-21 18:30:00` → a dayjs in Shanghai; null for empty or unparsable text. */
  toPicker(text: string): Dayjs | null {
    const ms = parseCmsTime(text);
    return ms === null ? null : dayjs(ms).tz(CMS_TIME_ZONE);
  },
  fromTyped: (typed: string) => typedDigits(typed, true),
  /** A picker's value → the CMS text; '' when cleared. */
  fromPicker(value: Dayjs | null): string {
    if (value === null) return '';
    return value.isValid() ? formatCmsTime(value.valueOf()) : INVALID_TIME_TEXT;
  },
};

/**
 * The MUI X pickers themselves, a chunk of their own: loaded when a field is first used (PickerOnFirstUse), not with
 * the screen. A library's filters or a module's form showed two date fields whose pickers' code (the pickers, their
 * field, the dayjs adapter, the Chinese texts: ~44 KB gzip) came with every first visit, used or not.
 */
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { CMS_DATE_FORMAT, CMS_TIME_FORMAT, CMS_TIME_ZONE } from 'shared-ui/contract';
import type { LivePickerProps } from './PickerOnFirstUse';
// Extends dayjs with utc + timezone and loads zh-cn before any picker renders.
import './pickerTime';

/** An empty field reads 年-月-日 时:分:秒, the way staff write a time, instead of YYYY-MM-DD hh:mm:ss. */
const localeText = {
  ...zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => '年',
  fieldMonthPlaceholder: () => '月',
  fieldDayPlaceholder: () => '日',
  fieldHoursPlaceholder: () => '时',
  fieldMinutesPlaceholder: () => '分',
  fieldSecondsPlaceholder: () => '秒',
};

/** Each picker brings its own context (dayjs in Chinese), so no screen has to load it around its fields. */
function InChinese({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

/** Asia/Shanghai wall time, every section down to the second, 24-hour. */
export function LiveDateTimePicker({ disablePast, ...picker }: LivePickerProps) {
  return (
    <InChinese>
      <DateTimePicker
        {...picker}
        timezone={CMS_TIME_ZONE}
        format={CMS_TIME_FORMAT}
        views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        ampm={false}
        disablePast={disablePast}
      />
    </InChinese>
  );
}

/** A calendar day: no time of day, so no zone. */
export function LiveDatePicker({ disablePast, ...picker }: LivePickerProps) {
  return (
    <InChinese>
      <DatePicker {...picker} format={CMS_DATE_FORMAT} disablePast={disablePast} />
    </InChinese>
  );
}

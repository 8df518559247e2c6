import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
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

/**
 * The date-time pickers' context: dayjs in Chinese. Kept out of the app-wide providers so screens without pickers
 * never load them; ModuleScreen wraps itself in it. Each picker sets `timezone="Asia/Shanghai"` itself.
 */
export function CmsPickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

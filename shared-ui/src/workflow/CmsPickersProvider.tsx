import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
// Extends dayjs with utc + timezone and loads zh-cn before any picker renders.
import './pickerTime';

const localeText = zhCN.components.MuiLocalizationProvider.defaultProps.localeText;

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

import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { zhCN as coreZhCN } from '@mui/material/locale';
import type { ReactNode } from 'react';

const withChineseTexts = (outer: Theme): Theme => createTheme(outer, coreZhCN);

/**
 * MUI's zh-CN component texts (pagination, alerts…) on top of the page's theme: what a signed-in screen stands in
 * beyond `AppProviders`. The query client is `shared-ui/components`' (ScreenProviders, QueryProvider): /home uses no
 * query, so the console's first screen does without react-query (issue 32).
 */
export function ScreenTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withChineseTexts}>{children}</ThemeProvider>;
}

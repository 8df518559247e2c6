import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { zhCN as coreZhCN } from '@mui/material/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The one query client. shared-ui is a federation singleton, so the shell and every remote use this instance and
 * share its cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

const withChineseTexts = (outer: Theme): Theme => createTheme(outer, coreZhCN);

/**
 * What a signed-in screen needs beyond the theme: the query client and MUI's zh-CN component texts (pagination,
 * alerts…). The shell wraps its frame in it; a standalone remote too. The login page does without both.
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={withChineseTexts}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from '../theme/createAppTheme';

/**
 * The one query client. shared-ui is a federation singleton, so the shell and every remote use this instance and
 * share its cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

/** Theme, baseline CSS and the query client: what every tree of the back office sits in. */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}

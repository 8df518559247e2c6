import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from '../theme/createAppTheme';

/**
 * Theme and baseline CSS: what every tree of the back office sits in, the login page included. Kept light on
 * purpose; the query client and the zh-CN component texts come with the signed-in frame (`ScreenProviders`).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ScreenTheme } from 'shared-ui/screen';

/**
 * The one query client. shared-ui/components is a federation singleton, so the shell and every remote use this
 * instance and share its cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

/** The query client for the screens below: the console's frame puts it around every page but /home. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * What a signed-in screen needs beyond the theme: the query client and MUI's zh-CN component texts (pagination,
 * alerts…). A standalone remote and a public page wrap themselves in it. The login page does without both.
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <ScreenTheme>
      <QueryProvider>{children}</QueryProvider>
    </ScreenTheme>
  );
}

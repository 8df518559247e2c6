import type { ReactNode } from 'react';
import { QueryProvider } from 'shared-ui/query';
import { ScreenTheme } from 'shared-ui/screen';

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

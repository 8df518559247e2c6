import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from 'shared-ui';

/**
 * The light login page's React tree around a screen. One definition for the page (`loginEntry.tsx`) and for the build
 * that pre-renders its form into login.html (`scripts/prerenderLogin.tsx`): hydration takes over that markup only if
 * the page renders exactly the tree that made it.
 */
export function loginPageTree(screen: ReactNode): ReactNode {
  return (
    <StrictMode>
      <AppProviders>{screen}</AppProviders>
    </StrictMode>
  );
}

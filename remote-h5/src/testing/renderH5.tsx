/** Test helpers for remote-h5's screens (never bundled: only tests import this folder). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SessionContext, type Role, type SessionContextValue } from 'shared-ui';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui/router';
import App from '../App';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The remote as the shell mounts it (at `/h5/*`), signed in with `role`, with a fresh query client per test (or the
 * shell's, `options.queryClient`), at `url`.
 *
 * @example renderH5('/h5/relesesystem/edit', 'editor');
 */
export function renderH5(url: string, role: Role = 'publisher', options: { permission?: string[]; ui?: ReactElement; queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
  const session: SessionContextValue = {
    session: { uid: 'u-1', account: 'alice', role, permission: options.permission ?? ['0'], isSuperAdmin: false },
    logout: async () => undefined,
  };
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SessionContext.Provider value={session}>
        <QueryClientProvider client={queryClient}>
          {options.ui ?? (
            <Routes>
              <Route path="/h5/*" element={<App basePath="/h5" />} />
            </Routes>
          )}
        </QueryClientProvider>
      </SessionContext.Provider>
      <LocationProbe />
    </MemoryRouter>,
  );
}

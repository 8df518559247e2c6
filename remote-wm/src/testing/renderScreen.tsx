import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SessionContext, type Role, type SessionContextValue } from 'shared-ui';
import { MemoryRouter } from 'shared-ui/router';

/** Renders a screen of this remote (or a part of one) as the shell mounts it: a router at `url`, a signed-in session of the role, a fresh query client. */
export function renderScreen(ui: ReactElement, { role, url }: { role: Role; url: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
  const session: SessionContextValue = {
    session: { uid: 'u-1', account: 'alice', role, permission: ['0'], isSuperAdmin: false },
    logout: async () => undefined,
  };
  return render(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
}

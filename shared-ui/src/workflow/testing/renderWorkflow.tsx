import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SessionContext, type Role, type SessionContextValue } from 'shared-ui';
import { MemoryRouter, useLocation } from 'shared-ui/router';

export interface RenderWorkflowOptions {
  role?: Role;
  account?: string;
  /** The URL the screen opens at. */
  url?: string;
  queryClient?: QueryClient;
  /** The account's permitted paths; full access unless told. */
  permission?: string[];
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
}

/** Shows the router's current URL, so a test can read what a tab click did to it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** What renderWorkflow returns, named so its declaration is portable (API Extractor reads shared-ui's .d.ts). */
export type RenderWorkflowResult = RenderResult & { queryClient: QueryClient; rerenderWith: (next: ReactElement) => void };

/**
 * Renders workflow UI inside what the shell's frame gives it: a router, a signed-in session of the given role and a
 * fresh query client (no cache shared between tests).
 */
export function renderWorkflow(ui: ReactElement, options: RenderWorkflowOptions = {}): RenderWorkflowResult {
  const { role = 'publisher', account = 'alice', url = '/operation/wm/modules/workflowDemo', queryClient = testQueryClient(), permission = ['0'] } = options;
  const session: SessionContextValue = {
    session: { uid: 'u-1', account, role, permission, isSuperAdmin: false },
    logout: async () => undefined,
  };
  const wrap = (children: ReactNode) => (
    <MemoryRouter initialEntries={[url]}>
      <SessionContext.Provider value={session}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SessionContext.Provider>
      <LocationProbe />
    </MemoryRouter>
  );
  const result = render(wrap(ui));
  return { ...result, queryClient, rerenderWith: (next: ReactElement) => result.rerender(wrap(next)) };
}

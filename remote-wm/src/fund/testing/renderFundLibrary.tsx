import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SessionContext, type Role, type SessionContextValue } from 'shared-ui';
import type { FundRow } from 'shared-ui/contract';
import { MemoryRouter } from 'shared-ui/router';

/** Renders a fund-library part as the shell mounts it: a router, a signed-in session of the role, a fresh query client. */
export function renderFundLibrary(ui: ReactElement, { role = 'publisher' }: { role?: Role } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
  const session: SessionContextValue = {
    session: { uid: 'u-1', account: 'alice', role, permission: ['0'], isSuperAdmin: false },
    logout: async () => undefined,
  };
  return render(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/operation/wm/fund']}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
}

/** A library row as `GET operation/wm/funds` answers it. */
export function fundRow(id: number, name: string, extra: Partial<FundRow> = {}): FundRow {
  return {
    id,
    name,
    isin: `HKHY0000${String(id).padStart(3, '0')}0`,
    title: '稳健之选',
    remark: '适合作为组合底仓',
    description: '',
    currency: 'USD',
    risk_level: 'LV2',
    fund_house: '恒盈基金',
    fund_type: '债券',
    create_time: '2026-01-02 09:00:00',
    create_operator: 'alice',
    update_time: '2026-01-03 10:00:00',
    update_operator: 'bob',
    version: 1_767_405_600_000,
    ...extra,
  };
}

export const pageOf = <T,>(list: T[], currPage = 1, pageSize = 10) => ({ list, total: list.length, currPage, pageSize });

import type { ReactElement } from 'react';
import type { Role } from 'shared-ui';
import { FUND_LIBRARY_PATH, type FundRow } from 'shared-ui/contract';
import { renderScreen } from '../../testing/renderScreen';

/** Renders a fund-library part at the library's address with a signed-in session of the role (a publisher by default). */
export function renderFundLibrary(ui: ReactElement, { role = 'publisher' }: { role?: Role } = {}) {
  return renderScreen(ui, { role, url: FUND_LIBRARY_PATH });
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

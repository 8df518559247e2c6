import { render, screen, within } from '@testing-library/react';
import { ok } from 'shared-ui';
import { OTHER_NEWS_API, type OtherNewsApprovalItem } from 'shared-ui/contract';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { fakeBackendPerTest } from 'shared-ui/testing';
import Public from '../Public';

const backend = fakeBackendPerTest();
const WAITING = `GET ${OTHER_NEWS_API.waiting}`;

const item = (extra: Partial<OtherNewsApprovalItem> = {}): OtherNewsApprovalItem => ({
  id: 5,
  symbol: 'TSLA.US',
  stock_name: '特斯拉',
  title: '特斯拉：FSD 在华路测许可获批扩大范围',
  summary: '新许可覆盖上海、深圳两地部分城区道路。',
  source: '彭博社',
  source_url: 'https://news.example-broker.com/other/6',
  source_time: '2026-11-22 09:00:00',
  status: 3,
  updated_at: '2026-11-23 11:00:00',
  version: 4,
  content: '<p>新许可覆盖上海、深圳两地部分城区道路。</p>',
  history: [],
  decision: { status: 1, operator: '合规 周敏', time: '2026-11-23 11:00:00', reason: '' },
  ...extra,
});

function open(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/approval/*" element={<Public />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the other-stock-news approval screen, a link already decided (issue 44 #18)', () => {
  it('shows who agreed to the off shelf and when, read-only', async () => {
    backend.current.on(WAITING, { body: ok([item()]) });
    open('/approval/otherstocknews?token=tk');
    const card = await screen.findByRole('article', { name: '特斯拉：FSD 在华路测许可获批扩大范围' });
    const outcome = within(card).getByRole('status');
    expect(within(outcome).getAllByRole('definition').map((value) => value.textContent)).toEqual(['已同意下架', '合规 周敏', '2026-11-23 11:00:00']);
    expect(screen.queryByLabelText(/审批人姓名/)).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows who rejected the application, when and why', async () => {
    backend.current.on(WAITING, { body: ok([item({ status: 1, decision: { status: 2, operator: '合规 李娜', time: '2026-11-23 11:05:00', reason: '资讯仍在有效期内' } })]) });
    open('/approval/otherstocknews?token=tk');
    const outcome = await screen.findByRole('status');
    expect(within(outcome).getAllByRole('definition').map((value) => value.textContent)).toEqual(['已驳回下架申请', '合规 李娜', '2026-11-23 11:05:00', '资讯仍在有效期内']);
    expect(screen.queryByLabelText(/审批人姓名/)).toBeNull();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
  });
});

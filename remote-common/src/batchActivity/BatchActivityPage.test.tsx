import { render, screen, within } from '@testing-library/react';
import { ok } from 'shared-ui';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import type { BatchActivity } from 'shared-ui/contract';
import { fakeBackendPerTest } from 'shared-ui/testing';
import Public from '../Public';

const backend = fakeBackendPerTest();
const LIST = 'GET operation/common/batch/activity/list';

const activity = (extra: Partial<BatchActivity>): BatchActivity => ({
  id: 3,
  title: '新客开户礼',
  summary: '开户即送港股 LV2 行情 3 个月',
  banner: '/v2/cms/operation/common/batch/activity/banner/3',
  start_time: '2026-01-05 00:00:00',
  end_time: '2026-02-05 00:00:00',
  crowd: 0,
  crowd_label: '全部用户',
  link: { kind: 'h5', url: 'https://m.example-broker.com/activity/open-account-gift' },
  ...extra,
});

/** As the shell mounts `./Public` at `/batch/activitypage/*`, without any session. */
function open(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/batch/activitypage/*" element={<Public basePath="/batch/activitypage" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the batch-activity page (no login)', () => {
  it("shows the app's live activities: banner, title, summary, window, who it is for, and where a tap goes", async () => {
    backend.current.on(LIST, {
      body: ok({
        type: 'broker',
        app_label: '证券 App',
        list: [activity({}), activity({ id: 4, title: '港股打新季', crowd: 2, crowd_label: '已开户用户', link: { kind: 'app', label: '请打开证券 App 参与活动' } })],
      }),
    });
    open('/batch/activitypage?type=broker');
    expect(await screen.findByRole('heading', { name: '证券 App · 活动中心' })).toBeTruthy();
    const [first, second] = screen.getAllByTestId('batch-activity') as [HTMLElement, HTMLElement];
    expect(backend.current.callsTo(LIST).map((c) => c.params)).toEqual([{ type: 'broker' }]);
    expect(within(first).getByRole('img', { name: '新客开户礼' }).getAttribute('src')).toBe('/v2/cms/operation/common/batch/activity/banner/3');
    expect(within(first).getByText('活动时间：01-05 00:00 至 02-05 00:00')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '立即参与' }).getAttribute('href')).toBe('https://m.example-broker.com/activity/open-account-gift');
    expect(within(first).queryByText(/专享/)).toBeNull();
    expect(within(second).getByText('已开户用户专享')).toBeTruthy();
    // Where to go is said as a note, not drawn like a link that does nothing.
    expect(within(second).getByRole('note').textContent).toBe('请打开证券 App 参与活动');
    expect(within(second).queryByRole('link')).toBeNull();
  });

  it('says a link without an app, or with one the server does not know, is invalid', async () => {
    open('/batch/activitypage');
    expect(await screen.findByText('活动链接无效，请确认链接完整后再打开')).toBeTruthy();
    expect(backend.current.calls).toHaveLength(0);
  });

  it('says so when the server knows no such app, and when there is nothing live', async () => {
    backend.current.onSequence(LIST, [{ status: 400, body: { code: 1106, msg: '未知的活动类型', data: null } }]);
    const first = open('/batch/activitypage?type=esop');
    expect(await screen.findByText('活动链接无效，请确认链接完整后再打开')).toBeTruthy();
    first.unmount();
    backend.current.on(LIST, { body: ok({ type: 'wm', app_label: '理财 App', list: [] }) });
    open('/batch/activitypage?type=wm');
    expect(await screen.findByText('当前暂无进行中的活动，新活动上线后会在这里展示')).toBeTruthy();
  });
});

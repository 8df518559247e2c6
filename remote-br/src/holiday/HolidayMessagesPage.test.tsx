import { render, screen, within } from '@testing-library/react';
import { ok } from 'shared-ui';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { fakeBackendPerTest } from 'shared-ui/testing';
import Public from '../Public';
import type { HolidayMessage } from '../modules/holidayMessages';

const backend = fakeBackendPerTest();
const LIST = 'GET operation/broker/holiday/message/list';

const message = (extra: Partial<HolidayMessage>): HolidayMessage => ({
  id: 1,
  market: 'hk',
  market_label: '港股',
  start_date: '2026-12-24',
  end_date: '2026-12-24',
  arrangement: 'half_day',
  arrangement_label: '半日市',
  title: '平安夜港股半日市',
  content: '<p>上午 12:00 收市</p>',
  when: 'upcoming',
  ...extra,
});

/** As the shell mounts `./Public` at `/holiday/messagelist/*`, without any session. */
function open() {
  return render(
    <MemoryRouter initialEntries={['/holiday/messagelist']}>
      <Routes>
        <Route path="/holiday/messagelist/*" element={<Public />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the holiday page (no login)', () => {
  it('lists the notices in the order the server gives, marks the past, and shows safe rich text', async () => {
    backend.current.on(LIST, {
      body: ok({
      list: [
        message({ content: '<p>上午 12:00 收市<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"></p>' }),
        message({ id: 2, market: 'us', market_label: '美股', start_date: '2026-12-25', end_date: '2026-12-28', arrangement_label: '全日休市', title: '圣诞节美股休市' }),
        message({ id: 3, title: '感恩节美股休市', when: 'past', start_date: '2026-11-26', end_date: '2026-11-26' }),
      ],
      today: '2026-12-01',
      }),
    });
    open();
    const cards = await screen.findAllByTestId('holiday-message');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['平安夜港股半日市', '圣诞节美股休市', '感恩节美股休市']);
    expect(within(cards[1] as HTMLElement).getByText('2026-12-25 至 2026-12-28')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('已结束')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).queryByText('已结束')).toBeNull();
    const first = cards[0] as HTMLElement;
    expect(first.innerHTML).toContain('上午 12:00 收市');
    expect(first.querySelector('script')).toBeNull();
    expect(first.innerHTML).not.toContain('onerror');
    expect(backend.current.callsTo(LIST)).toHaveLength(1);
  });

  it('says so when nothing is announced', async () => {
    backend.current.on(LIST, { body: ok({ list: [], today: '2026-12-01' }) });
    open();
    expect(await screen.findByText('近期暂无节假日公告')).toBeTruthy();
  });

  it('asks to retry when the call fails', async () => {
    backend.current.on(LIST, { status: 500, body: { code: 1, data: null, msg: 'boom' } });
    open();
    expect(await screen.findByText('公告加载失败，请稍后刷新重试')).toBeTruthy();
  });
});

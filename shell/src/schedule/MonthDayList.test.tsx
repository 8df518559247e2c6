/**
 * A month day's 另 N 条 opens its whole list: every event of the day as a link named by its description, in the order
 * it is given, the day named in its heading, closed by its button.
 */
import type { EventInput } from '@fullcalendar/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { MonthDayList } from './MonthDayList';

const entry = (id: string, title: string, start: string, end: string | null, clashing = false): EventInput => ({
  id,
  title,
  url: `/operation/wm/modules/push?entry=${id}`,
  extendedProps: {
    entry: { start, end, collisions: clashing ? [{ kind: 'overlap', reason: '与另一条重叠' }] : [] },
    description: `${title} · 推送 · 已上线 · ${start.slice(0, 16)}`,
    rank: 1,
  },
});
const release: EventInput = { id: 'release#3', title: '批次 10:00 · 双十二上线（2 条）', url: '/releases?id=3', extendedProps: { description: '发布批次「双十二上线」', attention: true, rank: 0 } };

function renderList(onClose = jest.fn()) {
  const anchor = document.createElement('a');
  document.body.append(anchor);
  const events = [release, entry('1', '早盘提醒', '2026-12-05 09:00:00', null), entry('2', '年终理财季', '2026-12-01 00:00:00', '2026-12-08 00:00:00', true)];
  render(
    <MemoryRouter>
      <MonthDayList open={{ day: '2026-12-05', anchor }} events={events} onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
}

it('lists every event of the day as a link, in order, named by its description', () => {
  renderList();
  const dialog = screen.getByRole('dialog', { name: '2026年12月5日 星期六 · 共 3 条' });
  const links = within(dialog).getAllByRole('link');
  expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['发布批次「双十二上线」', '早盘提醒 · 推送 · 已上线 · 2026-12-05 09:00', '年终理财季 · 推送 · 已上线 · 2026-12-01 00:00']);
  expect(links.map((l) => l.getAttribute('href'))).toEqual(['/releases?id=3', '/operation/wm/modules/push?entry=1', '/operation/wm/modules/push?entry=2']);
  // Its time on the day, or its window when it spans days; collisions keep their word.
  expect(links[1]?.textContent).toBe('09:00早盘提醒');
  expect(links[2]?.textContent).toContain('12-01 00:00 至 12-08 00:00');
  expect(links[2]?.textContent).toContain('冲突');
  expect(links[0]?.textContent).toContain('待处理');
});

it('closes with its button and when an entry is opened', () => {
  const onClose = renderList();
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getAllByRole('link')[1] as HTMLElement);
  expect(onClose).toHaveBeenCalledTimes(2);
});

/**
 * The month drawn by React (issue 44, item 11): each entry a link named by what it shows and its description, in its
 * state's colour, collisions marked; a bar drawn once per week it crosses; a crowded day's 另 N 条 opening the day's
 * whole list; a day's number opening the 日 view; today marked; a plain click staying in the console.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Release, ScheduleEntry, ScheduleModule } from 'shared-ui/contract';
import { MemoryRouter, useLocation } from 'shared-ui/router';
import { describeRelease } from './releaseEvents';
import { ScheduleMonth } from './ScheduleMonth';
import { describeEntry, placeEntries } from './scheduleEvents';

const modules: ScheduleModule[] = [
  { key: 'wm/recommend', title: '理财 App · 为你推荐', area: 'wm', path: '/operation/wm/modules/recommend' },
  { key: 'br/advertising', title: '证券 App · 广告', area: 'br', path: '/operation/br/modules/advertising' },
];
const push: ScheduleEntry = {
  module: 'wm/recommend',
  recordId: 7,
  title: '年末推荐',
  state: 'prepublished',
  start: '2026-12-02 20:00:00',
  end: null,
  collisions: [{ kind: 'liveLimit', reason: '2026-12-02 20:00:00 起将同时上线 2 条，超过本模块上限 1 条' }],
};
/** Saturday 5th to Wednesday 9th: two pieces, one per week. */
const window: ScheduleEntry = { module: 'br/advertising', recordId: 3, title: '开户礼', state: 'live', start: '2026-12-05 09:00:00', end: '2026-12-09 09:00:00', collisions: [] };
/** Seven pushes on Thursday 17th: four rows, then 另 3 条. */
const crowd: ScheduleEntry[] = ['09', '10', '11', '12', '13', '14', '15'].map((h, i) => ({ ...push, recordId: 100 + i, title: `早盘提醒 ${h}`, start: `2026-12-17 ${h}:00:00`, collisions: [] }));
const answer = placeEntries({ list: [push, window, ...crowd], modules, indexed: { indexedAt: '2026-12-01 10:00:00', unread: [], reading: [] } });
const release: Release = {
  id: 3,
  name: '双十二理财节',
  push_time: '2026-12-12 20:00:00',
  note: '',
  owner: 'editor',
  state: 'draft',
  due: false,
  version: 2,
  update_time: '2026-12-10 10:00:00',
  update_operator: 'publisher',
  stopped: null,
  entries: [{ module: 'wm/splashScreen', moduleTitle: '理财 App · 闪屏', recordId: 12, title: '双十二开屏', state: 'scheduled', link: '/operation/wm/modules/splashScreen?view=published&entry=12' }],
};
const NOW = Date.parse('2026-12-15T16:30:00Z'); // 2026-12-16 00:30 in Shanghai, still the 15th in UTC.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What is shown, then what is only read out (jsdom, without styles, puts a space between the two; Chromium does not). */
const spoken = (shown: string, hidden: string) => new RegExp(`^${escaped(shown)} ?${escaped(hidden)}$`);
/** A mark's accessible name: what it shows, then its description in brackets. */
const markName = (description: string) => new RegExp(`（${escaped(description)}）$`);

function WhereNow() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderMonth(onOpenDay = jest.fn()) {
  render(
    <MemoryRouter initialEntries={['/schedule?view=month&date=2026-12-15']}>
      <ScheduleMonth date="2026-12-15" answer={answer} releases={[release]} onOpenDay={onOpenDay} now={NOW} />
      <WhereNow />
    </MemoryRouter>,
  );
  return { month: screen.getByRole('region', { name: '2026年12月 月视图' }), onOpenDay };
}

it('makes each entry a link to its screen, named by what it shows and its description, in its state’s colour', () => {
  const { month } = renderMonth();
  const link = within(month).getByRole('link', { name: markName(describeEntry(answer.list[0]!, '理财 App · 为你推荐')) });
  expect(link.getAttribute('href')).toBe(answer.list[0]?.link);
  expect(link.getAttribute('title')).toBe(describeEntry(answer.list[0]!, '理财 App · 为你推荐'));
  // Its time on the day, its title, the collision's icon and word: what the name starts with.
  expect(link.textContent?.startsWith('⚠20:00年末推荐冲突（')).toBe(true);
  expect(link.className.split(' ')).toEqual(expect.arrayContaining(['schedule-month-mark', 'schedule-state-prepublished', 'schedule-collision']));
  expect(link.style.backgroundColor).not.toBe('');
  expect(link.getAttribute('data-date')).toBe('2026-12-02');
});

it('draws a window once in each week it crosses, square where it goes on', () => {
  const { month } = renderMonth();
  const pieces = within(month).getAllByRole('link', { name: markName(describeEntry(answer.list[1]!, '证券 App · 广告')) });
  expect(pieces.map((p) => [p.getAttribute('data-date'), p.style.gridColumn])).toEqual([
    ['2026-12-05', '6 / span 2'],
    ['2026-12-07', '1 / span 3'],
  ]);
  expect(pieces[0]?.className).toContain('schedule-month-continues-after');
  expect(pieces[1]?.className).toContain('schedule-month-continues-before');
});

it('draws a release as a link to it, marked 待处理 while it is a draft', () => {
  const { month } = renderMonth();
  const link = within(month).getByRole('link', { name: markName(describeRelease(release)) });
  expect(link.getAttribute('href')).toBe('/releases?id=3');
  expect(link.textContent).toContain('待处理');
});

it('folds a crowded day into four rows and 另 N 条, which opens the day’s whole list', () => {
  const { month } = renderMonth();
  const drawn = within(month).getAllByRole('link').filter((a) => a.getAttribute('data-date') === '2026-12-17');
  expect(drawn.map((a) => a.querySelector('.schedule-month-title')?.textContent)).toEqual(['早盘提醒 09', '早盘提醒 10', '早盘提醒 11', '早盘提醒 12']);
  const more = within(month).getByRole('button', { name: spoken('另 3 条', '，查看当天全部条目') });
  expect(more.getAttribute('aria-haspopup')).toBe('dialog');
  fireEvent.click(more);
  const list = screen.getByRole('dialog', { name: '2026年12月17日 星期四 · 共 7 条' });
  expect(within(list).getAllByRole('link')).toHaveLength(7);
});

it('opens a day’s number in the 日 view, and marks today', () => {
  const { month, onOpenDay } = renderMonth();
  fireEvent.click(within(month).getByRole('button', { name: spoken('17日', '（周四），打开这一天的日视图') }));
  expect(onOpenDay).toHaveBeenCalledWith('2026-12-17');
  // Shanghai's day, not UTC's.
  const today = within(month).getByRole('button', { name: spoken('16日', '（周三，今天），打开这一天的日视图') });
  expect(today.getAttribute('aria-current')).toBe('date');
  expect(month.querySelectorAll('[aria-current]')).toHaveLength(1);
  // The 1st says its month; the days around the month are told apart.
  expect(within(month).getByRole('button', { name: spoken('12月1日', '（周二），打开这一天的日视图') })).toBeTruthy();
  expect(month.querySelector('[data-date="2026-11-30"]')?.className).toContain('schedule-month-other');
  // Saturdays and Sundays shaded, as on the timeline.
  expect(month.querySelector('.schedule-month-day[data-date="2026-12-05"]')?.className).toContain('schedule-month-weekend');
  expect(month.querySelector('.schedule-month-day[data-date="2026-12-04"]')?.className).not.toContain('schedule-month-weekend');
});

it('opens an entry in the console on a plain click, and leaves a click with a modifier key to the browser', () => {
  const { month } = renderMonth();
  const link = within(month).getByRole('link', { name: markName(describeRelease(release)) });
  fireEvent.click(link, { ctrlKey: true });
  expect(screen.getByTestId('where').textContent).toBe('/schedule?view=month&date=2026-12-15');
  fireEvent.click(link);
  expect(screen.getByTestId('where').textContent).toBe('/releases?id=3');
});

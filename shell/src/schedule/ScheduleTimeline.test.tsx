/**
 * The timeline drawn by React: its rows in order, each mark a link named by its description, collisions marked, the
 * header's days opening the 日 view, the now line, and the list of the same links under it.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Release, ScheduleEntry, ScheduleModule } from 'shared-ui/contract';
import { MemoryRouter, useLocation } from 'shared-ui/router';
import { describeRelease } from './releaseEvents';
import { ScheduleTimeline } from './ScheduleTimeline';
import { describeEntry, placeEntries } from './scheduleEvents';

const modules: ScheduleModule[] = [
  { key: 'wm/recommend', title: '为你推荐', area: 'wm', path: '/operation/wm/modules/recommend' },
  { key: 'br/advertising', title: '广告', area: 'br', path: '/operation/br/modules/advertising' },
  { key: 'common/faq', title: '常见问题', area: 'common', path: '/operation/common/modules/faq' },
];
const push: ScheduleEntry = {
  module: 'wm/recommend',
  recordId: 7,
  title: '年末推荐',
  state: 'prepublished',
  start: '2026-11-28 20:00:00',
  end: null,
  collisions: [{ kind: 'liveLimit', reason: '2026-11-28 20:00:00 起将同时上线 2 条，超过本模块上限 1 条' }],
};
const window: ScheduleEntry = { module: 'br/advertising', recordId: 3, title: '开户礼', state: 'live', start: '2026-10-27 09:00:00', end: '2026-11-04 09:00:00', collisions: [] };
const overlapping: ScheduleEntry = { ...window, recordId: 4, title: '新客礼', state: 'scheduled', start: '2026-11-03 00:00:00', end: '2026-11-06 00:00:00' };
// The answer lists entries by time; the rows follow the modules' order.
const answer = placeEntries({ list: [window, overlapping, push], modules, indexed: { indexedAt: '2026-11-28 10:00:00', unread: [], reading: [] } });
const release: Release = {
  id: 3,
  name: '双十一理财节',
  push_time: '2026-11-11 20:00:00',
  note: '',
  owner: 'editor',
  state: 'draft',
  due: false,
  version: 2,
  update_time: '2026-11-10 10:00:00',
  update_operator: 'publisher',
  stopped: null,
  entries: [{ module: 'wm/splashScreen', moduleTitle: '理财 App · 闪屏', recordId: 12, title: '双十一开屏', state: 'scheduled', link: '/operation/wm/modules/splashScreen?view=published&entry=12' }],
};
const NOW = Date.parse('2026-11-15T16:00:00Z'); // 2026-11-16 00:00 in Shanghai (the 15th still in UTC): mid-month.

/** A chart mark's accessible name: what it shows, then its description in brackets. */
const markName = (description: string) => new RegExp(`（${description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}）$`);

function renderTimeline(props: { releases?: Release[]; now?: number; onOpenDay?: (day: string) => void } = {}) {
  const onOpenDay = props.onOpenDay ?? jest.fn();
  render(
    <MemoryRouter>
      <ScheduleTimeline date="2026-11-28" answer={answer} releases={props.releases ?? [release]} onOpenDay={onOpenDay} now={props.now ?? NOW} />
    </MemoryRouter>,
  );
  return { chart: screen.getByRole('region', { name: '2026年11月 时间轴' }), onOpenDay };
}

it('draws 发布批次 first, then a row per module with entries in the answer’s module order', () => {
  const { chart } = renderTimeline();
  // Each row is named by its label on the left.
  expect(within(chart).getAllByRole('group')).toEqual(['发布批次', '为你推荐', '广告'].map((name) => within(chart).getByRole('group', { name })));
  expect(within(within(chart).getByRole('group', { name: '发布批次' })).getAllByRole('link')).toHaveLength(1);
  expect(within(within(chart).getByRole('group', { name: '广告' })).getAllByRole('link')).toHaveLength(2);
});

it('has no 发布批次 row without releases', () => {
  const { chart } = renderTimeline({ releases: [] });
  expect(within(chart).queryByRole('group', { name: '发布批次' })).toBeNull();
  expect(within(chart).getAllByRole('group')).toHaveLength(2);
});

it('makes each entry a link to its screen, named and titled by its full description, with its state’s class', () => {
  const { chart } = renderTimeline();
  const [placedWindow, , placedPush] = answer.list;
  const described = describeEntry(push, '为你推荐');
  const pushLink = within(chart).getByRole('link', { name: markName(described) });
  expect(pushLink.getAttribute('href')).toBe(placedPush?.link);
  expect(pushLink.getAttribute('title')).toBe(described);
  expect(pushLink.className.split(' ')).toEqual(expect.arrayContaining(['schedule-timeline-item', 'schedule-timeline-point', 'schedule-state-prepublished', 'schedule-collision']));
  const windowLink = within(chart).getByRole('link', { name: markName(describeEntry(window, '广告')) });
  expect(windowLink.getAttribute('href')).toBe(placedWindow?.link);
  expect(windowLink.className.split(' ')).toEqual(expect.arrayContaining(['schedule-timeline-item', 'schedule-timeline-bar', 'schedule-state-live', 'schedule-timeline-clipped-start']));
  expect(windowLink.className).not.toContain('schedule-collision');
});

it('marks a collision with ⚠ and the 冲突 tag, and a release needing attention with 待处理', () => {
  const { chart } = renderTimeline();
  const pushLink = within(chart).getByRole('link', { name: markName(describeEntry(push, '为你推荐')) });
  expect(within(pushLink).getByText('冲突').className).toBe('schedule-collision-tag');
  expect(pushLink.textContent).toContain('⚠');
  const releaseLink = within(chart).getByRole('link', { name: markName(describeRelease(release)) });
  expect(releaseLink.getAttribute('href')).toBe('/releases?id=3');
  expect(releaseLink.className.split(' ')).toEqual(expect.arrayContaining(['schedule-timeline-item', 'schedule-release', 'schedule-collision']));
  expect(within(releaseLink).getByText('待处理')).toBeTruthy();
  expect(within(chart).getByRole('link', { name: markName(describeEntry(window, '广告')) }).textContent).not.toContain('冲突');
});

it('puts overlapping windows of a row on lanes of their own, at their share of the month', () => {
  const { chart } = renderTimeline();
  const first = within(chart).getByRole('link', { name: markName(describeEntry(window, '广告')) });
  const second = within(chart).getByRole('link', { name: markName(describeEntry(overlapping, '广告')) });
  expect(first.style.top).not.toBe(second.style.top);
  // 2026-11-03 00:00 → 11-06 00:00 of a 30-day month: from 2/30 for 3/30.
  expect(second.style.left).toBe('6.6667%');
  expect(second.style.width).toBe('calc(10% - 2px)');
});

it('opens a day of the header in the 日 view', () => {
  const { chart, onOpenDay } = renderTimeline();
  // Not the day the page shows (the 28th): the day pressed.
  fireEvent.click(within(chart).getByRole('button', { name: /^3日\s*周二\s*，打开这一天的日视图$/ }));
  expect(onOpenDay).toHaveBeenCalledWith('2026-11-03');
  expect(within(chart).getAllByRole('button')).toHaveLength(30);
});

it('marks today and draws the now line while now is in the month, not otherwise', () => {
  renderTimeline();
  expect(screen.getByRole('button', { name: /^16日\s*周一\s*（今天），打开这一天的日视图$/ }).getAttribute('aria-current')).toBe('date');
  expect(screen.getByTestId('schedule-timeline-now').style.left).toBe('50%');
});

it('draws no now line in another month', () => {
  renderTimeline({ now: Date.parse('2026-12-02T04:00:00Z') });
  expect(screen.queryByTestId('schedule-timeline-now')).toBeNull();
  expect(screen.queryByRole('button', { current: 'date' })).toBeNull();
});

it('lists every mark under the chart as a link, with their count, once unfolded', () => {
  renderTimeline();
  const list = screen.getByTestId('schedule-timeline-list');
  expect(within(list).getByText('本月条目列表（4）')).toBeTruthy();
  // Made when unfolded, not with the chart.
  expect(within(list).queryAllByRole('link', { hidden: true })).toEqual([]);
  (list as HTMLDetailsElement).open = true;
  fireEvent(list, new Event('toggle'));
  expect(within(list).getAllByRole('link', { hidden: true }).map((a) => a.textContent)).toEqual([describeRelease(release), describeEntry(window, '广告'), describeEntry(overlapping, '广告'), describeEntry(push, '为你推荐')]);
});

it('draws only the month of the six weeks it is given: an entry in the days around it has neither mark, row nor line', () => {
  const after: ScheduleEntry = { module: 'common/faq', recordId: 9, title: '开户常见问题', state: 'scheduled', start: '2026-12-02 10:00:00', end: null, collisions: [] };
  const wider = placeEntries({ list: [window, overlapping, push, after], modules, indexed: { indexedAt: '2026-11-28 10:00:00', unread: [], reading: [] } });
  render(
    <MemoryRouter>
      <ScheduleTimeline date="2026-11-28" answer={wider} releases={[]} onOpenDay={jest.fn()} now={NOW} />
    </MemoryRouter>,
  );
  const chart = screen.getByRole('region', { name: '2026年11月 时间轴' });
  expect(within(chart).queryByRole('group', { name: '常见问题' })).toBeNull();
  expect(within(chart).queryByText('开户常见问题')).toBeNull();
  expect(within(screen.getByTestId('schedule-timeline-list')).getByText('本月条目列表（3）')).toBeTruthy();
});

function WhereNow() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

it('opens a mark in the console on a plain click, and leaves a click with a modifier key to the browser', () => {
  render(
    <MemoryRouter initialEntries={['/schedule?view=timeline&date=2026-11-28']}>
      <ScheduleTimeline date="2026-11-28" answer={answer} releases={[release]} onOpenDay={jest.fn()} now={NOW} />
      <WhereNow />
    </MemoryRouter>,
  );
  const mark = within(screen.getByRole('region', { name: '2026年11月 时间轴' })).getByRole('link', { name: markName(describeRelease(release)) });
  // A new tab: the router stays where it is.
  fireEvent.click(mark, { ctrlKey: true });
  expect(screen.getByTestId('where').textContent).toBe('/schedule?view=timeline&date=2026-11-28');
  fireEvent.click(mark);
  expect(screen.getByTestId('where').textContent).toBe('/releases?id=3');
});

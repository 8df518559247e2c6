import type { ScheduleEntry, ScheduleModule } from 'shared-ui/contract';
import { describeEntry, moduleTitles, placeEntries, toCalendarEvent, toTimeline } from './scheduleEvents';

const modules: ScheduleModule[] = [
  { key: 'wm/recommend', title: '为你推荐', area: 'wm', path: '/operation/wm/modules/recommend' },
  { key: 'br/advertising', title: '广告', area: 'br', path: '/operation/br/modules/advertising' },
  { key: 'common/faq', title: '常见问题', area: 'common', path: '/operation/common/modules/faq' },
];
const pushEntry: ScheduleEntry = {
  module: 'wm/recommend',
  recordId: 7,
  title: '年末推荐',
  state: 'prepublished',
  start: '2026-11-28 20:00:00',
  end: null,
  collisions: [{ kind: 'liveLimit', reason: '2026-11-28 20:00:00 起将同时上线 2 条，超过本模块上限 1 条' }],
};
const windowEntry: ScheduleEntry = { ...pushEntry, module: 'br/advertising', recordId: 3, title: '开户礼', state: 'live', start: '2026-11-27 09:00:00', end: '2026-11-30 09:00:00', collisions: [] };
// As the page holds them: placed by their modules' paths.
const placed = placeEntries({ list: [pushEntry, windowEntry], modules, indexed: { indexedAt: '2026-11-28 10:00:00', unread: [], reading: [] } }).list;
const [push, window] = [placed[0]!, placed[1]!];

describe('placing the answer', () => {
  it('gives each entry its key and the link to its module screen, on the tab of its state', () => {
    expect(placed.map((e) => [e.key, e.link])).toEqual([
      ['wm/recommend#7', '/operation/wm/modules/recommend?view=prepublish&entry=7'],
      ['br/advertising#3', '/operation/br/modules/advertising?view=published&entry=3'],
    ]);
  });
});

describe('entries as calendar events', () => {
  it('puts a window of hours at its Shanghai wall times and links it to its module screen', () => {
    const event = toCalendarEvent({ ...window, end: '2026-11-27 18:00:00' }, moduleTitles(modules));
    expect(event).toMatchObject({ id: 'br/advertising#3', title: '开户礼', allDay: false, url: '/operation/br/modules/advertising?view=published&entry=3', classNames: ['schedule-state-live'] });
    expect((event.start as Date).toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect((event.end as Date).toISOString()).toBe('2026-11-27T18:00:00.000Z');
  });

  it('draws a window of a day or more over the Shanghai days it covers (an end at midnight takes no day)', () => {
    expect(toCalendarEvent(window, moduleTitles(modules))).toMatchObject({ allDay: true, start: '2026-11-27', end: '2026-12-01' });
    expect(toCalendarEvent({ ...window, end: '2026-11-30 00:00:00' }, moduleTitles(modules))).toMatchObject({ allDay: true, start: '2026-11-27', end: '2026-11-30' });
  });

  it('makes a push a moment, and flags a collision by class and in words', () => {
    const event = toCalendarEvent(push, moduleTitles(modules));
    expect(event.end).toBeUndefined();
    expect(event.classNames).toEqual(['schedule-state-prepublished', 'schedule-collision']);
    expect(describeEntry(push, '为你推荐')).toBe(
      '年末推荐 · 为你推荐 · 预发布 · 2026-11-28 20:00。冲突 1 处：超出同时上线上限：2026-11-28 20:00:00 起将同时上线 2 条，超过本模块上限 1 条',
    );
  });
});

describe('entries on the timeline', () => {
  it('has a row per module with entries, bars for windows and points for moments, at real instants', () => {
    const { groups, items } = toTimeline([push, window], modules);
    expect(groups).toEqual([
      { id: 'wm/recommend', content: '为你推荐' },
      { id: 'br/advertising', content: '广告' },
    ]);
    expect(items.map((i) => [i.id, i.type, i.start.toISOString(), i.end?.toISOString()])).toEqual([
      ['wm/recommend#7', 'point', '2026-11-28T12:00:00.000Z', undefined],
      ['br/advertising#3', 'range', '2026-11-27T01:00:00.000Z', '2026-11-30T01:00:00.000Z'],
    ]);
    expect(items[0]?.className).toBe('schedule-state-prepublished schedule-collision');
  });
});

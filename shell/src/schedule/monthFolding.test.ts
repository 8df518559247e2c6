/**
 * The month is folded before it is laid out (issue 44, item 11): a crowded day gives it four rows and our own
 * 另 N 条; the day's whole list keeps everything, in the calendar's order.
 */
import type { EventInput } from '@fullcalendar/core';
import { DAY_ROWS, foldMonth, type FoldExtras } from './monthFolding';

const wall = (cms: string) => new Date(`${cms.replace(' ', 'T')}Z`);
const point = (id: string, at: string, title = id): EventInput => ({ id, title, start: wall(at), allDay: false, extendedProps: { rank: 1 } });
const bar = (id: string, start: string, end: string): EventInput => ({ id, title: id, start, end, allDay: true, extendedProps: { rank: 1 } });
const release = (id: string, day: string): EventInput => ({ id, title: id, start: day, allDay: true, extendedProps: { rank: 0 } });

const ids = (events: readonly EventInput[]) => events.map((e) => String(e.id));
const folds = (events: readonly EventInput[]) => events.flatMap((e) => ('fold' in (e.extendedProps ?? {}) ? [(e.extendedProps as FoldExtras).fold] : []));

describe('foldMonth', () => {
  it('gives a day that fits everything as it is, with no 另 N 条', () => {
    const events = [point('a', '2026-12-01 09:00:00'), point('b', '2026-12-01 10:00:00'), bar('w', '2026-11-30', '2026-12-03')];
    const { shown, days } = foldMonth(events);
    expect(ids(shown).sort()).toEqual(['a', 'b', 'w']);
    expect(folds(shown)).toEqual([]);
    expect(ids(days.get('2026-12-01') ?? [])).toEqual(['w', 'a', 'b']);
  });

  it('shows a crowded day up to its rows, bars over it counted, and folds the rest into one 另 N 条 of that day', () => {
    const own = ['15:00', '09:00', '11:00', '10:00', '12:00', '13:00'].map((t, i) => point(`p${String(i)}`, `2026-12-02 ${t}:00`));
    const events = [...own, bar('w', '2026-12-01', '2026-12-04'), release('r', '2026-12-02')];
    const { shown, days } = foldMonth(events);
    // The release first (rank 0), then the earliest entries: four rows with the bar, then 另 N 条 for the other four.
    expect(ids(shown)).toEqual(['w', 'r', 'p1', 'p3', 'fold#2026-12-02']);
    expect(DAY_ROWS).toBe(4);
    expect(folds(shown)).toEqual([{ day: '2026-12-02', hidden: 4 }]);
    expect(shown.at(-1)?.title).toBe('另 4 条');
    // The day's list holds all eight, in the calendar's order.
    expect(ids(days.get('2026-12-02') ?? [])).toEqual(['r', 'w', 'p1', 'p3', 'p2', 'p4', 'p5', 'p0']);
  });

  it('never folds a bar: a day under more bars than rows shows them all and folds every entry of its own', () => {
    const bars = ['a', 'b', 'c', 'd', 'e'].map((id) => bar(id, '2026-12-01', '2026-12-05'));
    const { shown } = foldMonth([...bars, point('p', '2026-12-03 09:00:00'), point('q', '2026-12-03 10:00:00')]);
    expect(ids(shown)).toEqual(['a', 'b', 'c', 'd', 'e', 'fold#2026-12-03']);
    expect(folds(shown)).toEqual([{ day: '2026-12-03', hidden: 2 }]);
  });

  it('counts a window ending at midnight on its own day only, and folds each day apart', () => {
    const late = { ...point('late', '2026-12-01 22:00:00'), end: wall('2026-12-02 00:00:00') };
    const first = [1, 2, 3, 4].map((h) => point(`x${String(h)}`, `2026-12-01 0${String(h)}:00:00`));
    const second = [1, 2, 3, 4, 5].map((h) => point(`y${String(h)}`, `2026-12-02 0${String(h)}:00:00`));
    const { shown, days } = foldMonth([late, ...first, ...second]);
    expect(days.get('2026-12-01')?.length).toBe(5);
    expect(days.get('2026-12-02')?.length).toBe(5);
    expect(folds(shown)).toEqual([
      { day: '2026-12-01', hidden: 1 },
      { day: '2026-12-02', hidden: 1 },
    ]);
    expect(ids(shown)).not.toContain('late');
  });

  it('orders entries of one time by title', () => {
    const events = ['丙', '甲', '乙', '丁', '戊'].map((t) => point(t, '2026-12-01 09:00:00', t));
    const { days } = foldMonth(events);
    const titles = (days.get('2026-12-01') ?? []).map((e) => String(e.title));
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });
});

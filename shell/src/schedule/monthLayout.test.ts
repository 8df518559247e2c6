/**
 * The month's grid worked out without measuring (issue 44, item 11): six weeks from the Monday on or before the 1st, a
 * bar cut into one piece per week, pieces stacked in the fewest lanes, a day's own entries and its 另 N 条 in the free
 * lanes under and between them, nothing drawn over anything else.
 */
import type { EventInput } from '@fullcalendar/core';
import fc from 'fast-check';
import { DAY_ROWS, foldMonth } from './monthFolding';
import { layoutMonth, monthDays, type MonthMark, type MonthWeek } from './monthLayout';

const wall = (cms: string) => new Date(`${cms.replace(' ', 'T')}Z`);
const point = (id: string, at: string): EventInput => ({ id, title: id, start: wall(at), allDay: false, extendedProps: { rank: 1 } });
/** A window of whole days, `[start, end)`. */
const bar = (id: string, start: string, end: string): EventInput => ({ id, title: id, start, end, allDay: true, extendedProps: { rank: 1 } });

const DECEMBER = '2026-12-15';
const marksOf = (weeks: readonly MonthWeek[]) => weeks.flatMap((w, week) => w.marks.map((m) => ({ ...m, week })));
const find = (weeks: readonly MonthWeek[], id: string) => marksOf(weeks).filter((m) => m.event.id === id);
const brief = ({ week, column, span, lane, continuesBefore, continuesAfter }: MonthMark & { week: number }) => ({ week, column, span, lane, continuesBefore, continuesAfter });

describe('monthDays', () => {
  it('is six weeks from the Monday on or before the 1st, the 1st of each month named with its month', () => {
    const weeks = monthDays(DECEMBER);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    const days = weeks.flat();
    expect(days[0]).toEqual({ day: '2026-11-30', label: '30日', weekday: '周一', weekend: false, inMonth: false });
    expect(days[1]).toEqual({ day: '2026-12-01', label: '12月1日', weekday: '周二', weekend: false, inMonth: true });
    expect(days[5]).toMatchObject({ day: '2026-12-05', weekday: '周六', weekend: true });
    expect(days.find((d) => d.day === '2027-01-01')).toMatchObject({ label: '1月1日', inMonth: false });
    expect(days.at(-1)?.day).toBe('2027-01-10');
    expect(days.filter((d) => d.inMonth)).toHaveLength(31);
  });
});

describe('layoutMonth', () => {
  it('cuts a bar at the weeks it crosses, square where it goes on', () => {
    const weeks = layoutMonth(DECEMBER, [bar('w', '2026-12-05', '2026-12-10')]);
    expect(find(weeks, 'w').map(brief)).toEqual([
      { week: 0, column: 5, span: 2, lane: 0, continuesBefore: false, continuesAfter: true },
      { week: 1, column: 0, span: 3, lane: 0, continuesBefore: true, continuesAfter: false },
    ]);
    expect(find(weeks, 'w').map((m) => m.day)).toEqual(['2026-12-05', '2026-12-07']);
  });

  it('draws what began before the grid or ends after it from or to its edge, and leaves out what is outside it', () => {
    const weeks = layoutMonth(DECEMBER, [bar('before', '2026-11-20', '2026-12-02'), bar('after', '2027-01-09', '2027-01-20'), point('out', '2027-01-11 09:00:00')]);
    expect(find(weeks, 'before').map(brief)).toEqual([{ week: 0, column: 0, span: 2, lane: 0, continuesBefore: true, continuesAfter: false }]);
    expect(find(weeks, 'after').map(brief)).toEqual([{ week: 5, column: 5, span: 2, lane: 0, continuesBefore: false, continuesAfter: true }]);
    expect(find(weeks, 'out')).toEqual([]);
  });

  it('stacks bars in the fewest lanes (touching bars share one) and puts a day’s own entries in its free lanes from the top', () => {
    // Tue–Wed and Thu–Fri touch; Wed–Thu overlaps both.
    const weeks = layoutMonth(DECEMBER, [
      bar('a', '2026-12-01', '2026-12-03'),
      bar('b', '2026-12-03', '2026-12-05'),
      bar('c', '2026-12-02', '2026-12-04'),
      point('wed', '2026-12-02 09:00:00'),
      point('fri', '2026-12-04 09:00:00'),
      point('sat', '2026-12-05 09:00:00'),
    ]);
    const laneOf = (id: string) => find(weeks, id)[0]?.lane;
    expect([laneOf('a'), laneOf('b'), laneOf('c')]).toEqual([0, 0, 1]);
    // Wednesday is under a and c; Friday under b alone, its second lane free; Saturday under nothing.
    expect([laneOf('wed'), laneOf('fri'), laneOf('sat')]).toEqual([2, 1, 0]);
    expect(weeks[0]?.lanes).toBe(3);
    expect(weeks[1]?.lanes).toBe(0);
  });

  it('fills a lane a shorter bar leaves free before the next one down', () => {
    // Mon–Wed takes lane 0, Mon–Tue lane 1: Wednesday's lane 1 is free.
    const weeks = layoutMonth(DECEMBER, [bar('short', '2026-11-30', '2026-12-02'), bar('long', '2026-11-30', '2026-12-03'), point('w1', '2026-12-02 09:00:00'), point('w2', '2026-12-02 10:00:00')]);
    expect(['long', 'short', 'w1', 'w2'].map((id) => find(weeks, id)[0]?.lane)).toEqual([0, 1, 1, 2]);
  });

  it('reads day by day, top to bottom, a crowded day’s 另 N 条 last under its rows', () => {
    const own = ['09', '10', '11', '12', '13', '14'].map((h) => point(`p${h}`, `2026-12-02 ${h}:00:00`));
    const { shown } = foldMonth([...own, bar('w', '2026-12-01', '2026-12-04'), point('mon', '2026-11-30 09:00:00')]);
    const week = layoutMonth(DECEMBER, shown)[0];
    expect(week?.marks.map((m) => [String(m.event.id), m.kind, m.column, m.lane])).toEqual([
      ['mon', 'entry', 0, 0],
      ['w', 'bar', 1, 0],
      ['p09', 'entry', 2, 1],
      ['p10', 'entry', 2, 2],
      ['p11', 'entry', 2, 3],
      ['fold#2026-12-02', 'more', 2, DAY_ROWS],
    ]);
  });

  it('never draws two marks over each other, and draws everything folding shows in the grid (property)', () => {
    const day = fc.integer({ min: -10, max: 50 }).map((n) => new Date(Date.UTC(2026, 10, 30 + n)).toISOString().slice(0, 10));
    const hour = fc.integer({ min: 0, max: 23 }).map((h) => String(h).padStart(2, '0'));
    const anEvent = fc.oneof(
      fc.record({ start: day, days: fc.integer({ min: 2, max: 20 }) }).map(({ start, days }) => ({ kind: 'bar' as const, start, days })),
      fc.record({ start: day, hour }).map(({ start, hour: h }) => ({ kind: 'point' as const, start, hour: h })),
    );
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 60 }), (specs) => {
        const events = specs.map((s, i) =>
          s.kind === 'bar' ? bar(`b${String(i)}`, s.start, new Date(Date.parse(`${s.start}T00:00:00Z`) + s.days * 86_400_000).toISOString().slice(0, 10)) : point(`p${String(i)}`, `${s.start} ${s.hour}:00:00`),
        );
        const { shown } = foldMonth(events);
        const weeks = layoutMonth(DECEMBER, shown);
        const grid = new Set(monthDays(DECEMBER).flat().map((d) => d.day));
        for (const week of weeks) {
          const cells = new Set<string>();
          for (const m of week.marks) {
            for (let column = m.column; column < m.column + m.span; column += 1) {
              const cell = `${String(column)}:${String(m.lane)}`;
              expect(cells.has(cell)).toBe(false);
              cells.add(cell);
            }
          }
        }
        const drawn = new Set(marksOf(weeks).map((m) => String(m.event.id)));
        const inGrid = shown.filter((e) => {
          const start = e.start instanceof Date ? e.start.toISOString().slice(0, 10) : String(e.start);
          const end = e.end === undefined ? start : String(e.end);
          return [...grid].some((d) => d >= start && (d < end || d === start));
        });
        expect(inGrid.filter((e) => !drawn.has(String(e.id)))).toEqual([]);
      }),
    );
  });
});

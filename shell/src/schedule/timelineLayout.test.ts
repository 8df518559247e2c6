import fc from 'fast-check';
import { parseCmsTime } from 'shared-ui';
import { MAX_POINT_LABEL_PX, MIN_BAR_PX, MIN_DAY_PX, assignLanes, headerDays, layoutRow, nowPercent, placeMark, pointRoomDays, timelineSpan, type TimelineMark } from './timelineLayout';

// November 2026: 30 Shanghai days, from 2026-11-01 00:00 (UTC+8) to 2026-12-01 00:00.
const span = timelineSpan({ start: '2026-11-01', end: '2026-12-01' });
const at = (cms: string) => parseCmsTime(cms) ?? Number.NaN;
const bar = (start: string, end: string): TimelineMark => ({ start: at(start), end: at(end), label: '窗口' });
const point = (start: string, label = '推送'): TimelineMark => ({ start: at(start), label });
const percentOfDays = (days: number) => (days / 30) * 100;

describe('the range', () => {
  it('is the month’s Shanghai days, whatever the process zone', () => {
    expect(span.days).toHaveLength(30);
    expect(span.days[0]).toBe('2026-11-01');
    expect(span.days[29]).toBe('2026-11-30');
    expect(new Date(span.startMs).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(new Date(span.endMs).toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });

  it('names the header’s days with their weekday, weekends marked (weeks start on Monday)', () => {
    const days = headerDays(span);
    expect(days[0]).toEqual({ day: '2026-11-01', number: 1, weekday: '日', weekend: true });
    expect(days[1]).toEqual({ day: '2026-11-02', number: 2, weekday: '一', weekend: false });
    expect(days.filter((d) => d.weekend).map((d) => d.number)).toEqual([1, 7, 8, 14, 15, 21, 22, 28, 29]);
  });
});

describe('a bar', () => {
  it('runs from its start to its end as a share of the month', () => {
    const place = placeMark(span, bar('2026-11-02 00:00:00', '2026-11-04 00:00:00'));
    expect(place?.kind).toBe('bar');
    expect(place?.left).toBeCloseTo(percentOfDays(1), 10);
    expect(place?.width).toBeCloseTo(percentOfDays(2), 10);
    expect(place).toMatchObject({ clippedStart: false, clippedEnd: false });
  });

  it('is placed by its hours too', () => {
    const place = placeMark(span, bar('2026-11-10 12:00:00', '2026-11-11 18:00:00'));
    expect(place?.left).toBeCloseTo(percentOfDays(9.5), 10);
    expect(place?.width).toBeCloseTo(percentOfDays(1.25), 10);
  });

  it('is clipped at the month’s start, and says so', () => {
    const place = placeMark(span, bar('2026-10-25 09:00:00', '2026-11-03 00:00:00'));
    expect(place).toMatchObject({ left: 0, clippedStart: true, clippedEnd: false });
    expect(place?.width).toBeCloseTo(percentOfDays(2), 10);
  });

  it('is clipped at the month’s end, and says so', () => {
    const place = placeMark(span, bar('2026-11-29 00:00:00', '2026-12-05 00:00:00'));
    expect(place).toMatchObject({ clippedStart: false, clippedEnd: true });
    expect(place?.left).toBeCloseTo(percentOfDays(28), 10);
    expect(place?.width).toBeCloseTo(percentOfDays(2), 10);
  });

  it('spans the whole month when it runs over both edges', () => {
    expect(placeMark(span, bar('2026-10-01 00:00:00', '2027-01-01 00:00:00'))).toMatchObject({ left: 0, width: 100, clippedStart: true, clippedEnd: true });
  });

  it('is not drawn when it is wholly outside the month (its end is not in it)', () => {
    expect(placeMark(span, bar('2026-10-20 00:00:00', '2026-11-01 00:00:00'))).toBeNull();
    expect(placeMark(span, bar('2026-12-01 00:00:00', '2026-12-03 00:00:00'))).toBeNull();
  });

  it('is never thinner than a target one can see and hit, and stays inside the month', () => {
    const short = placeMark(span, bar('2026-11-10 10:00:00', '2026-11-10 10:30:00'));
    expect(short?.width).toBeCloseTo(percentOfDays(MIN_BAR_PX / MIN_DAY_PX), 10);
    expect(short?.labelled).toBe(false);
    const last = placeMark(span, bar('2026-11-30 23:30:00', '2026-11-30 23:45:00'));
    expect((last?.left ?? 0) + (last?.width ?? 0)).toBeCloseTo(100, 10);
    expect(placeMark(span, bar('2026-11-10 00:00:00', '2026-11-11 00:00:00'))?.labelled).toBe(true);
  });
});

describe('a point', () => {
  it('has its dot at its instant and its label’s room after it', () => {
    const place = placeMark(span, point('2026-11-15 12:00:00'));
    expect(place).toMatchObject({ kind: 'point', labelBefore: false });
    expect(place?.at).toBeCloseTo(percentOfDays(14.5), 10);
    expect(place?.left).toBeCloseTo(percentOfDays(14.5), 10);
    expect(place?.width).toBeCloseTo(percentOfDays(pointRoomDays(point('2026-11-15 12:00:00'))), 10);
  });

  it('writes its label before its dot near the month’s end', () => {
    const place = placeMark(span, point('2026-11-30 20:00:00'));
    expect(place?.labelBefore).toBe(true);
    expect((place?.left ?? 0) + (place?.width ?? 0)).toBeCloseTo(place?.at ?? Number.NaN, 10);
    expect(place?.at).toBeCloseTo(percentOfDays(29 + 20 / 24), 10);
  });

  it('is in the month from its first instant, not at its end', () => {
    expect(placeMark(span, point('2026-11-01 00:00:00'))?.at).toBe(0);
    expect(placeMark(span, point('2026-12-01 00:00:00'))).toBeNull();
    expect(placeMark(span, point('2026-10-31 23:59:59'))).toBeNull();
  });

  it('gets room from its label’s length, more when flagged, up to a cap', () => {
    const short = pointRoomDays({ label: '推送' });
    expect(pointRoomDays({ label: '年末理财推送提醒' })).toBeGreaterThan(short);
    expect(pointRoomDays({ label: '推送', tag: '冲突' })).toBeGreaterThan(short);
    expect(pointRoomDays({ label: '很长'.repeat(100) })).toBe(MAX_POINT_LABEL_PX / MIN_DAY_PX);
  });
});

describe('the now line', () => {
  it('is where now is inside the month', () => {
    expect(nowPercent(span, at('2026-11-16 00:00:00'))).toBeCloseTo(50, 10);
    expect(nowPercent(span, at('2026-11-01 00:00:00'))).toBe(0);
  });

  it('is not drawn when now is outside it', () => {
    expect(nowPercent(span, at('2026-10-31 23:59:59'))).toBeNull();
    expect(nowPercent(span, at('2026-12-01 00:00:00'))).toBeNull();
    expect(nowPercent(span, Number.NaN)).toBeNull();
  });
});

describe('lanes', () => {
  const overlap = (a: { from: number; to: number }, b: { from: number; to: number }) => a.from < b.to && b.from < a.to;

  it.each([
    ['one after another, touching', [[0, 2], [2, 4], [4, 9]], [0, 0, 0], 1],
    ['apart', [[0, 1], [5, 6], [10, 12]], [0, 0, 0], 1],
    ['two overlapping', [[0, 3], [2, 5]], [0, 1], 2],
    ['the first lane taken again once free', [[0, 3], [1, 5], [3, 4]], [0, 1, 0], 2],
    ['all over one instant', [[0, 10], [1, 9], [2, 8]], [0, 1, 2], 3],
    ['given out of order', [[5, 8], [0, 6], [6, 7]], [1, 0, 0], 2],
  ] as const)('%s', (_name, rooms, lanes, count) => {
    expect(assignLanes(rooms.map(([from, to]) => ({ from, to })))).toEqual({ lanes, count });
  });

  it('never puts overlapping intervals in one lane, and uses no more lanes than the most over one instant', () => {
    // Every room has a length: a bar is at least MIN_BAR_PX wide, a point has its dot and label.
    const interval = fc.record({ from: fc.integer({ min: 0, max: 300 }), length: fc.integer({ min: 1, max: 60 }) }).map(({ from, length }) => ({ from, to: from + length }));
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 40 }), (rooms) => {
        const { lanes, count } = assignLanes(rooms);
        rooms.forEach((a, i) =>
          rooms.forEach((b, j) => {
            if (i < j && overlap(a, b)) expect(lanes[i]).not.toBe(lanes[j]);
          }),
        );
        const depth = Math.max(0, ...rooms.map((a) => rooms.filter((b) => b.from <= a.from && a.from < b.to).length));
        expect(count).toBe(depth);
        expect(lanes.every((lane) => lane >= 0 && lane < count)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('stacks a row’s marks that would cover each other, labels included, and leaves the rest on one lane', () => {
    const windows = layoutRow(span, [bar('2026-11-02 00:00:00', '2026-11-05 00:00:00'), bar('2026-11-05 00:00:00', '2026-11-09 00:00:00'), bar('2026-11-04 00:00:00', '2026-11-06 00:00:00')]);
    expect(windows.marks.map((m) => m.lane)).toEqual([0, 0, 1]);
    expect(windows.lanes).toBe(2);
    // Two pushes an hour apart: their dots do not touch, their labels would.
    const pushes = layoutRow(span, [point('2026-11-10 09:00:00'), point('2026-11-10 10:00:00'), point('2026-11-25 09:00:00')]);
    expect(pushes.marks.map((m) => m.lane)).toEqual([0, 1, 0]);
    expect(layoutRow(span, [point('2026-11-10 09:00:00'), point('2026-11-20 09:00:00')]).lanes).toBe(1);
  });

  it('leaves out what is not in the month, and keeps a lane for an empty row', () => {
    const row = layoutRow(span, [bar('2026-10-01 00:00:00', '2026-10-03 00:00:00'), point('2026-12-02 00:00:00')]);
    expect(row).toEqual({ marks: [], lanes: 1 });
  });
});

import { addDays, cmsOfWallDate, isDay, rangeTitle, stepDay, viewRange, wallDate, wallNow, weekdayIndex } from './shanghaiTime';

// Only UTC fields and UTC arithmetic: the browser's zone plays no part (the schedule journey runs Chromium in
// America/Los_Angeles to prove it end to end).
describe('Shanghai wall time for a calendar that runs in UTC', () => {
  it('draws a CMS time at its Shanghai wall time and reads it back, in any browser zone', () => {
    const at = wallDate('2026-11-28 20:00:00');
    expect(at.getUTCHours()).toBe(20);
    expect(at.toISOString()).toBe('2026-11-28T20:00:00.000Z');
    expect(cmsOfWallDate(at)).toBe('2026-11-28 20:00:00');
    // 23:30 on 31 January in Shanghai is still January on the calendar, though it is 15:30 UTC.
    expect(wallDate('2026-01-31 23:30:00').toISOString().slice(0, 10)).toBe('2026-01-31');
  });

  it("puts now at Shanghai's wall time", () => {
    // 2026-11-28 17:30 UTC is 01:30 on the 29th in Shanghai.
    expect(wallNow(Date.UTC(2026, 10, 28, 17, 30)).toISOString()).toBe('2026-11-29T01:30:00.000Z');
  });
});

describe('the days each view shows', () => {
  it('shows a month as six weeks from the Monday on or before the 1st', () => {
    // 2026-11-01 is a Sunday: the grid starts on Monday 26 October.
    expect(weekdayIndex('2026-11-01')).toBe(6);
    expect(viewRange('month', '2026-11-18')).toEqual({ start: '2026-10-26', end: '2026-12-07' });
    expect(viewRange('week', '2026-11-28')).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    expect(viewRange('day', '2026-12-31')).toEqual({ start: '2026-12-31', end: '2027-01-01' });
    expect(viewRange('timeline', '2026-12-15')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('steps by the view, across month and year edges', () => {
    expect(stepDay('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepDay('timeline', '2026-01-15', -1)).toBe('2025-12-01');
    expect(stepDay('week', '2026-12-29', 1)).toBe('2027-01-05');
    expect(stepDay('day', '2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('titles the range in Chinese', () => {
    expect(rangeTitle('month', '2026-11-18')).toBe('2026年11月');
    expect(rangeTitle('week', '2026-11-28')).toBe('2026年11月23日 – 29日');
    expect(rangeTitle('week', '2026-12-30')).toBe('2026年12月28日 – 2027年1月3日');
    expect(rangeTitle('day', '2026-11-28')).toBe('2026年11月28日 星期六');
  });

  it('knows a real day', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-1-1')).toBe(false);
  });
});

import { readScheduleAddress, scheduleQueryOf, writeScheduleAddress } from './scheduleAddress';

const TODAY = '2026-11-28';

describe('the calendar address', () => {
  it('reads view, date and filters, and a link written from them reads back the same', () => {
    const params = new URLSearchParams('view=week&date=2026-11-20&area=wm,br&module=wm/recommend&state=live,scheduled&operator=王五');
    const filters = readScheduleAddress(params, TODAY);
    expect(filters).toEqual({ view: 'week', date: '2026-11-20', area: ['wm', 'br'], module: ['wm/recommend'], state: ['live', 'scheduled'], operator: '王五' });
    expect(readScheduleAddress(writeScheduleAddress(filters), TODAY)).toEqual(filters);
    expect(writeScheduleAddress(filters).toString()).toBe('view=week&date=2026-11-20&area=wm%2Cbr&module=wm%2Frecommend&state=live%2Cscheduled&operator=%E7%8E%8B%E4%BA%94');
  });

  it('opens the month of today when the address says nothing, and drops what it does not know', () => {
    expect(readScheduleAddress(new URLSearchParams(''), TODAY)).toEqual({ view: 'month', date: TODAY, area: [], module: [], state: [], operator: '' });
    const odd = readScheduleAddress(new URLSearchParams('view=year&date=2026-02-30&area=xx,h5&state=gone'), TODAY);
    expect(odd).toMatchObject({ view: 'month', date: TODAY, area: ['h5'], state: [] });
  });

  it('asks the server for exactly the days the view shows, from Shanghai midnight to Shanghai midnight', () => {
    const filters = readScheduleAddress(new URLSearchParams('view=week&date=2026-11-28&state=live'), TODAY);
    expect(scheduleQueryOf(filters)).toEqual({ start: '2026-11-23 00:00:00', end: '2026-11-30 00:00:00', area: '', module: '', state: 'live', operator: '' });
    expect(scheduleQueryOf({ ...filters, view: 'month' })).toMatchObject({ start: '2026-10-26 00:00:00', end: '2026-12-07 00:00:00' });
  });

  it("asks for the timeline what the month asks: switching between the two takes the answer already there", () => {
    const filters = readScheduleAddress(new URLSearchParams('view=timeline&date=2026-11-28'), TODAY);
    expect(scheduleQueryOf(filters)).toEqual(scheduleQueryOf({ ...filters, view: 'month' }));
  });
});

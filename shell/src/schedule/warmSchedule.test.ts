/**
 * A warm of /schedule (the guard, the menu's pointer) starts FullCalendar's chunk beside the page's only when the
 * address opens the week or the day: the month, the default, is drawn without it (issue 44, item 11).
 */
import { warmSchedule } from './warmSchedule';

let mockCalendarLoads = 0;
jest.mock('./ScheduleCalendar', () => {
  mockCalendarLoads += 1;
  return {};
});
jest.mock('./SchedulePage', () => ({}));
jest.mock('./scheduleFirstAnswer', () => ({ startFirstAnswer: jest.fn() }));

/** Lets the warm's dynamic imports settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('leaves FullCalendar alone for the month and the timeline, and starts it for the week', async () => {
  warmSchedule('', []);
  warmSchedule('?view=month&date=2026-12-04', []);
  warmSchedule('?view=timeline&date=2026-12-04', []);
  await settle();
  expect(mockCalendarLoads).toBe(0);
  warmSchedule('?view=week&date=2026-12-04&area=wm', []);
  await settle();
  expect(mockCalendarLoads).toBe(1);
});

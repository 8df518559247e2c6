/**
 * The seed passes the product's own rules (issue 44, item 16): a fresh mock-server's entries, as the calendar judges
 * them from a year back to a year ahead, collide nowhere — no overlapping windows, no repeated push times, no module
 * with more live entries than its limit, nothing gone live late, no pick of a deleted library item.
 */
import { SCHEDULE_API, formatCmsTime, type ScheduleAnswer, type ScheduleEntry } from 'shared-ui/contract';
import { signedIn } from '../../../../mock-server/test/harness';
import { openConsoleBed } from '../consoleTestBed';

const DAY_MS = 24 * 3_600_000;
/** The calendar's longest range is 93 days: the year is asked in quarters. */
const QUARTER_DAYS = 90;

it('leaves no collision on the calendar', async () => {
  const bed = await openConsoleBed();
  try {
    const admin = bed.through(await signedIn(bed.server, 'admin'));
    const now = bed.server.clock.now();
    const entries = new Map<string, ScheduleEntry>();
    for (let day = -360; day < 360; day += QUARTER_DAYS) {
      const query = new URLSearchParams({ start: formatCmsTime(now + day * DAY_MS), end: formatCmsTime(now + (day + QUARTER_DAYS) * DAY_MS) });
      const res = await bed.consoleCall(admin, `${SCHEDULE_API.list}?${query.toString()}`);
      expect(res.body.code).toBe(0);
      for (const entry of (res.body.data as ScheduleAnswer).list) entries.set(`${entry.module}#${String(entry.recordId)}`, entry);
    }
    // The seed has entries of every kind on the calendar: the check below looked at something.
    expect(entries.size).toBeGreaterThan(150);
    const flagged = [...entries.values()].filter((entry) => entry.collisions.length > 0);
    expect(flagged.map((entry) => `${entry.module} #${String(entry.recordId)}：${entry.collisions.map((c) => c.reason).join('；')}`)).toEqual([]);
  } finally {
    await bed.close();
  }
});

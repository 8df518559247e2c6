import fc from 'fast-check';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { fastTimezone } from './fastTimezone';

dayjs.extend(utc);
dayjs.extend(timezone);
// The original, kept before the fast one replaces it.
const originalTz = (ms: number, zone: string) => dayjs(ms).tz(zone);
const originalFactoryTz = dayjs.tz;
const reference = (ms: number, zone: string) => {
  const d = originalTz(ms, zone);
  return { valueOf: d.valueOf(), format: d.format('YYYY-MM-DD HH:mm:ss.SSS Z'), utcOffset: d.utcOffset(), hour: d.hour(), day: d.date() };
};
/** The same instant read in New York first, then put in `zone` keeping its wall time (what MUI's adapter does). */
const keptLocal = (ms: number, zone: string) => {
  const d = dayjs(ms).tz('America/New_York').tz(zone, true);
  return { valueOf: d.valueOf(), format: d.format('YYYY-MM-DD HH:mm:ss.SSS Z'), utcOffset: d.utcOffset(), zone: (d as unknown as { $x: { $timezone?: string } }).$x.$timezone };
};
const expected: { ms: number; zone: string; seen: ReturnType<typeof reference>; kept: ReturnType<typeof keptLocal> }[] = [];
const ZONES = ['Asia/Shanghai', 'Asia/Hong_Kong', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
// 1970–2100, and the instants either side of New York's and London's daylight-saving changes.
const instants = fc.sample(fc.integer({ min: 0, max: 4_102_444_800_000 }), { numRuns: 300, seed: 13 });
instants.push(1_710_054_000_000, 1_710_053_999_999, 1_730_613_600_000, 1_730_613_599_999, 1_711_846_800_000, 1_729_990_800_000);
for (const zone of ZONES) for (const ms of instants) expected.push({ ms, zone, seen: reference(ms, zone), kept: keptLocal(ms, zone) });

dayjs.extend(fastTimezone);

it("gives what dayjs's timezone plugin gives: instant, wall time, offset", () => {
  for (const { ms, zone, seen } of expected) {
    const d = dayjs(ms).tz(zone);
    expect({ valueOf: d.valueOf(), format: d.format('YYYY-MM-DD HH:mm:ss.SSS Z'), utcOffset: d.utcOffset(), hour: d.hour(), day: d.date() }).toEqual(seen);
  }
});

it('gives what the original gives with keepLocalTime: the wall time kept, in the new zone', () => {
  for (const { ms, zone, kept } of expected) expect(keptLocal(ms, zone)).toEqual(kept);
});

it('keeps the zone on the result, as the original does', () => {
  expect((dayjs(0).tz('Asia/Shanghai') as unknown as { $x: { $timezone: string } }).$x.$timezone).toBe('Asia/Shanghai');
});

it('reads Shanghai as UTC+8 and New York in summer as UTC−4', () => {
  expect(dayjs(Date.UTC(2026, 10, 25, 12)).tz('Asia/Shanghai').utcOffset()).toBe(480);
  expect(dayjs(Date.UTC(2026, 6, 1, 12)).tz('America/New_York').utcOffset()).toBe(-240);
});

it('dayjs.tz(value, zone) gives what the original gives, for a dayjs value, a Date, a timestamp and a text', () => {
  const shown = (d: dayjs.Dayjs) => ({ valueOf: d.valueOf(), format: d.format('YYYY-MM-DD HH:mm:ss.SSS Z'), zone: (d as unknown as { $x: { $timezone?: string } }).$x.$timezone });
  const ms = Date.UTC(2026, 10, 25, 4, 5, 6, 7);
  for (const zone of ZONES) {
    for (const input of [dayjs(ms), new Date(ms), ms, '2026-11-25 12:05:06']) {
      expect(shown(dayjs.tz(input, zone))).toEqual(shown(originalFactoryTz(input, zone)));
    }
  }
  expect(dayjs.tz.guess()).toBe(originalFactoryTz.guess());
});

it('dayjs.tz(value, zone) reads the zone once for a dayjs value (the original read it twice)', () => {
  const formatToParts = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
  dayjs.tz(dayjs(Date.UTC(2026, 10, 25)), 'Asia/Shanghai');
  expect(formatToParts).toHaveBeenCalledTimes(1);
  formatToParts.mockRestore();
});

/**
 * The one date rule against a real calendar. The oracle is JavaScript's own calendar (a Date set to the parts and read
 * back: 2027-02-30 rolls over to March, 24:00:00 to the next day), independent of the rule's month-length table.
 */
import fc from 'fast-check';
import { cmsTimeProblem, cmsTimeSchema } from './dateRule';
import { CMS_YEARS, parseCmsDate, parseCmsTime, readCmsTime, type CmsTimeShape } from './time';

const SHANGHAI_MS = 8 * 3600_000;

/** Is this a real calendar instant (in the CMS's years)? JavaScript's Date as the calendar. */
function calendarOracle(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): boolean {
  if (y < CMS_YEARS.min || y > CMS_YEARS.max) return false;
  const at = new Date(0);
  at.setUTCFullYear(y, mo - 1, d);
  at.setUTCHours(h, mi, s, 0);
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && at.getUTCHours() === h && at.getUTCMinutes() === mi && at.getUTCSeconds() === s;
}

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const partsOf = (text: string) => text.split(/[- :]/).map(Number) as [number, number, number, number?, number?, number?];

describe('the one date rule (a real calendar)', () => {
  it('takes exactly the real days among arbitrary digit strings shaped YYYY-MM-DD', () => {
    fc.assert(
      fc.property(digits(4), digits(2), digits(2), (y, mo, d) => {
        const text = `${y}-${mo}-${d}`;
        const [yy, mm, dd] = partsOf(text);
        const real = calendarOracle(yy, mm, dd);
        expect(parseCmsDate(text) !== null).toBe(real);
        expect(cmsTimeProblem('日期', text, 'date') === undefined).toBe(real);
        if (real) expect(parseCmsDate(text)).toBe(Date.UTC(yy, mm - 1, dd) - SHANGHAI_MS);
      }),
      { numRuns: 3000 },
    );
  });

  it('takes exactly the real times among arbitrary digit strings shaped YYYY-MM-DD HH:mm:ss', () => {
    fc.assert(
      fc.property(digits(4), digits(2), digits(2), digits(2), digits(2), digits(2), (y, mo, d, h, mi, s) => {
        const text = `${y}-${mo}-${d} ${h}:${mi}:${s}`;
        const [yy, mm, dd, hh, mn, ss] = partsOf(text);
        const real = calendarOracle(yy, mm, dd, hh, mn, ss);
        expect(parseCmsTime(text) !== null).toBe(real);
        expect(cmsTimeSchema('时间', 'datetime').safeParse(text).success).toBe(real);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the calendar on arbitrary year/month/day/h/m/s tuples, the edges of each part included', () => {
    const part = (max: number) => fc.oneof(fc.integer({ min: 0, max }), fc.constantFrom(0, 1, 12, 13, 23, 24, 28, 29, 30, 31, 59, 60, 99));
    fc.assert(
      fc.property(fc.integer({ min: 1850, max: 2150 }), part(99), part(99), part(99), part(99), part(99), (y, mo, d, h, mi, s) => {
        const day = `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;
        const time = `${day} ${pad(h)}:${pad(mi)}:${pad(s)}`;
        expect(parseCmsDate(day) !== null).toBe(calendarOracle(y, mo, d));
        const real = calendarOracle(y, mo, d, h, mi, s);
        expect(parseCmsTime(time) !== null).toBe(real);
        if (real) expect(parseCmsTime(time)).toBe(Date.UTC(y, mo - 1, d, h, mi, s) - SHANGHAI_MS);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses anything not written in its shape', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<CmsTimeShape>('date', 'datetime'), (text, shape) => {
        const shaped = shape === 'date' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
        if (!shaped.test(text)) expect(readCmsTime(text, shape)).toEqual({ problem: { kind: 'shape' } });
      }),
    );
    for (const text of ['2026-11-21T10:00:00', '2026-11-21 10:00', '2026/11/21', '20261121', ' 2026-11-21', '２０２６-11-21', null, 42]) {
      expect(parseCmsTime(text)).toBeNull();
      expect(parseCmsDate(text)).toBeNull();
    }
  });

  it.each([
    ['2027-02-30', 'date', '结束日期不是有效日期：2027 年 2 月只有 28 天'],
    ['2027-02-29', 'date', '结束日期不是有效日期：2027 年 2 月只有 28 天'],
    ['2028-02-29', 'date', undefined],
    ['2100-02-29', 'date', '结束日期不是有效日期：年份应在 1900–2099 之间'],
    ['2026-04-31', 'date', '结束日期不是有效日期：2026 年 4 月只有 30 天'],
    ['2026-13-01', 'date', '结束日期不是有效日期：月份应为 01–12'],
    ['2026-11-00', 'date', '结束日期不是有效日期：日应从 01 起'],
    ['2026/11/25', 'date', '结束日期不是有效日期，应为 YYYY-MM-DD'],
    ['2026-12-31 23:59:59', 'datetime', undefined],
    ['2026-12-31 24:00:00', 'datetime', '结束日期不是有效时间：小时应为 00–23'],
    ['2026-12-31 23:60:00', 'datetime', '结束日期不是有效时间：分钟应为 00–59'],
    ['2026-12-31 23:59:60', 'datetime', '结束日期不是有效时间：秒应为 00–59'],
    ['2027-02-30 10:00:00', 'datetime', '结束日期不是有效时间：2027 年 2 月只有 28 天'],
    ['2026-12-31', 'datetime', '结束日期不是有效时间，应为 YYYY-MM-DD HH:mm:ss'],
  ] as const)('%s as a %s: %s', (text, shape, message) => {
    expect(cmsTimeProblem('结束日期', text, shape)).toBe(message);
  });

  it('as a schema: lets empty through unless required, and names the field', () => {
    expect(cmsTimeSchema('结束日期', 'date').parse('2028-02-29')).toBe('2028-02-29');
    expect(cmsTimeSchema('结束日期', 'date').safeParse(' 2028-02-29').error?.issues[0]?.message).toBe('结束日期不是有效日期，应为 YYYY-MM-DD');
    expect(cmsTimeSchema('结束日期', 'date').parse('')).toBe('');
    expect(cmsTimeSchema('结束日期', 'date', { required: true }).safeParse('').error?.issues[0]?.message).toBe('请选择结束日期');
    expect(cmsTimeSchema('结束日期', 'date', { required: true }).safeParse(undefined).error?.issues[0]?.message).toBe('请选择结束日期');
  });
});

import fc from 'fast-check';
import { formatCmsTime, parseCmsTime } from './time';

describe('CMS time (Asia/Shanghai, YYYY-MM-DD HH:mm:ss)', () => {
  it('formats epoch ms as Shanghai wall time whatever the process zone', () => {
    expect(formatCmsTime(Date.UTC(2026, 10, 21, 10, 30, 5))).toBe('2026-11-21 18:30:05');
    expect(formatCmsTime(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe('2027-01-01 00:00:00');
  });

  it('formats any instant of the CMS years as the Date of UTC+8 reads it, before 1970 and at every second of a day', () => {
    const viaDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1) - 8 * 3_600_000, max: Date.UTC(2099, 11, 31, 15, 59, 59, 999) }), (ms) => {
        expect(formatCmsTime(ms)).toBe(viaDate(ms));
      }),
      { numRuns: 5000 },
    );
    expect(formatCmsTime(Date.UTC(1969, 11, 31, 15, 59, 59, 999))).toBe('1969-12-31 23:59:59');
  });

  it('parses what it formats', () => {
    const t = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(parseCmsTime(formatCmsTime(t))).toBe(t);
  });

  it.each(['2026-02-30 10:00:00', '2026-11-21 24:00:00', '2026-11-21T10:00:00', '2026-11-21 10:00', '', null, 42])(
    'refuses %p',
    (text) => {
      expect(parseCmsTime(text)).toBeNull();
    },
  );
});

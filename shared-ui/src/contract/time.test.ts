import { formatCmsTime, parseCmsTime } from './time';

describe('CMS time (Asia/Shanghai, YYYY-MM-DD HH:mm:ss)', () => {
  it('formats epoch ms as Shanghai wall time whatever the process zone', () => {
    expect(formatCmsTime(Date.UTC(2026, 10, 21, 10, 30, 5))).toBe('2026-11-21 18:30:05');
    expect(formatCmsTime(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe('2027-01-01 00:00:00');
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

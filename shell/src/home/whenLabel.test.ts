import { whenLabel } from './whenLabel';

describe('whenLabel', () => {
  const now = '2026-12-31 23:30:00';
  it('names yesterday, today and tomorrow by the calendar day, not 24-hour spans', () => {
    expect(whenLabel('2026-12-31 00:05:00', now)).toBe('今天 00:05');
    expect(whenLabel('2027-01-01 00:10:00', now)).toBe('明天 00:10');
    expect(whenLabel('2026-12-30 23:59:59', now)).toBe('昨天 23:59');
  });
  it('writes other days with their date, and the year when it is not this one', () => {
    expect(whenLabel('2026-12-01 09:15:00', now)).toBe('12-01 09:15');
    expect(whenLabel('2027-01-02 09:15:00', now)).toBe('2027-01-02 09:15');
  });
});

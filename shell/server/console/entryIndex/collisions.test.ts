/**
 * The calendar's collision checks as pure functions over windows (calendar.test.ts has them through the console's call):
 * one overlap finding per entry that names the first few others and counts the rest, and the live limit counted at
 * every start as windows begin and end.
 */
import { parseCmsTime } from 'shared-ui/contract';
import type { RawWindow } from './calendarWindows';
import { OVERLAPS_NAMED, findLiveLimit, findOverlaps, type Findings } from './collisions';

const ms = (cms: string) => parseCmsTime(`2026-03-01 ${cms}`) ?? Number.NaN;

function win(recordId: number, start: string, end: string | null): RawWindow {
  return { module: 'wm/test', recordId, state: 'prepublished', start: ms(start), end: end === null ? null : ms(end), late: false, title: '' };
}

describe('findOverlaps', () => {
  it('names one other window with its times', () => {
    const a = win(1, '08:00:00', '12:00:00');
    const b = win(2, '11:00:00', '14:00:00');
    const findings: Findings = new Map();
    findOverlaps([b], [a, b], findings);
    expect(findings.get(b)).toEqual([{ kind: 'overlap', reason: '时间段与 ID 1（2026-03-01 08:00:00 至 2026-03-01 12:00:00）重叠' }]);
  });

  it(`names the first ${String(OVERLAPS_NAMED)} by start and counts them all, in one finding`, () => {
    const judged = win(10, '08:00:00', '20:00:00');
    const others = [win(14, '12:00:00', '13:00:00'), win(11, '07:00:00', '09:00:00'), win(13, '10:00:00', '11:00:00'), win(12, '09:30:00', '10:00:00')];
    // Touching the end only: not an overlap.
    const touching = win(15, '20:00:00', '21:00:00');
    const findings: Findings = new Map();
    findOverlaps([judged], [judged, ...others, touching], findings);
    expect(findings.get(judged)).toEqual([
      {
        kind: 'overlap',
        reason:
          '时间段与 ID 11（2026-03-01 07:00:00 至 2026-03-01 09:00:00）、ID 12（2026-03-01 09:30:00 至 2026-03-01 10:00:00）、' +
          'ID 13（2026-03-01 10:00:00 至 2026-03-01 11:00:00）等 4 条重叠',
      },
    ]);
  });

  it('names pushes at the same moment, and none at another', () => {
    const pushes = [win(1, '10:00:00', null), win(2, '10:00:00', null), win(3, '10:00:00', null), win(4, '10:00:01', null)];
    const findings: Findings = new Map();
    findOverlaps(pushes, pushes, findings);
    expect(findings.get(pushes[0]!)).toEqual([{ kind: 'overlap', reason: '推送时间与 ID 2、ID 3 相同（2026-03-01 10:00:00）' }]);
    expect(findings.has(pushes[3]!)).toBe(false);
  });
});

describe('findOverlaps, many pushes at one moment', () => {
  it('names three and counts them all', () => {
    const pushes = [1, 2, 3, 4, 5].map((id) => win(id, '09:00:00', null));
    const findings: Findings = new Map();
    findOverlaps(pushes, pushes, findings);
    expect(findings.get(pushes[4]!)).toEqual([{ kind: 'overlap', reason: '推送时间与 ID 1、ID 2、ID 3 等 4 条相同（2026-03-01 09:00:00）' }]);
  });
});

describe('findLiveLimit', () => {
  it('flags the start at which more windows are live than allowed, and not once one has ended', () => {
    const windows = [win(1, '08:00:00', '10:00:00'), win(2, '09:00:00', '12:00:00'), win(3, '09:30:00', '11:00:00'), win(4, '10:00:00', '11:30:00'), win(5, '11:00:00', null)];
    const findings: Findings = new Map();
    findLiveLimit(windows, windows, 2, findings);
    // 09:30: 1, 2 and 3 are live. 10:00: 1 has ended (its end is not live), so 2, 3 and 4. 11:00: 3 has ended: 2, 4 and 5.
    expect([...findings.keys()].map((w) => w.recordId).sort()).toEqual([3, 4, 5]);
    expect(findings.get(windows[3]!)).toEqual([{ kind: 'liveLimit', reason: '2026-03-01 10:00:00 起将同时上线 3 条，超过本模块上限 2 条' }]);
  });
});

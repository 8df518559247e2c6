import type { Release } from 'shared-ui/contract';
import { describeRelease, toReleaseEvent, toReleaseTimelinePoint } from './releaseEvents';

const release: Release = {
  id: 3,
  name: '双十一理财节',
  push_time: '2026-11-11 20:00:00',
  note: '',
  owner: 'editor',
  state: 'scheduled',
  due: false,
  version: 2,
  update_time: '2026-11-10 10:00:00',
  update_operator: 'publisher',
  stopped: null,
  entries: [
    { module: 'wm/splashScreen', moduleTitle: '理财 App · 闪屏', recordId: 12, title: '双十一开屏', state: 'scheduled', link: '/operation/wm/modules/splashScreen?view=published&entry=12' },
    { module: 'br/push', moduleTitle: '证券 App · 推送', recordId: 4, title: '理财节提醒', state: 'scheduled', link: '/operation/br/modules/push?view=published&entry=4' },
  ],
};

describe('a release on the calendar', () => {
  it('is one bar at its time, a link to the release, named with its entries', () => {
    const event = toReleaseEvent(release);
    // In the day's all-day row, above the time slot its own entries crowd; its time in its title.
    expect(event).toMatchObject({ id: 'release#3', title: '批次 20:00 · 双十一理财节（2 条）', start: '2026-11-11', url: '/releases?id=3', allDay: true, classNames: ['schedule-release', 'schedule-release-scheduled'] });
    expect(describeRelease(release)).toBe('发布批次「双十一理财节」 · 已安排 · 2026-11-11 20:00 · 2 个条目：理财 App · 闪屏「双十一开屏」（已安排）、证券 App · 推送「理财节提醒」（已安排）');
  });

  it('is marked when it is not scheduled yet, or due with an entry that did not go live', () => {
    expect(toReleaseEvent({ ...release, state: 'draft' }).classNames).toContain('schedule-collision');
    const missing = { ...release, due: true, entries: [{ ...release.entries[0]!, state: 'missing' as const }, release.entries[1]!] };
    expect(toReleaseEvent(missing).classNames).toContain('schedule-collision');
    expect(describeRelease(missing)).toContain('已到上线时间');
    expect(describeRelease(missing)).toContain('闪屏「双十一开屏」（未上线）');
  });

  it('is one point in the timeline row 发布批次 at its time (Shanghai), a link to the release', () => {
    expect(toReleaseTimelinePoint(release)).toMatchObject({ id: 'release#3', title: '批次 20:00 · 双十一理财节（2 条）', link: '/releases?id=3', attention: false });
    expect(toReleaseTimelinePoint(release).start.toISOString()).toBe('2026-11-11T12:00:00.000Z');
  });
});

import { visibleMenu } from './menu';
import { isPathPermitted } from './permissionPaths';
import { H5_SCHEDULE_MODULE, STOCK_NEWS_SCHEDULE_MODULE, scheduleEntryKey, scheduleEntryLink, scheduleQuerySchema } from './schedule';
import { mayOpenPath } from './callOwners';

describe('the publishing calendar is granted like any screen (issue 44, item 24)', () => {
  it('is in the menu and opens only for a list that holds it, or full access', () => {
    const without = { permission: ['/operation/wm/modules/splashScreen'], isSuperAdmin: false };
    const granted = { permission: ['/schedule', '/operation/wm/modules/splashScreen'], isSuperAdmin: false };
    expect(visibleMenu(without).map((e) => e.path)).not.toContain('/schedule');
    expect(visibleMenu(granted).map((e) => e.path)).toContain('/schedule');
    expect(visibleMenu({ permission: ['0'], isSuperAdmin: false }).map((e) => e.path)).toContain('/schedule');
    expect([isPathPermitted(without.permission, '/schedule'), mayOpenPath(without, '/schedule')]).toEqual([false, false]);
    expect([isPathPermitted(granted.permission, '/schedule'), mayOpenPath(granted, '/schedule')]).toEqual([true, true]);
    // Not a way around the list: /schedulefoo is another path.
    expect(isPathPermitted(granted.permission, '/schedulefoo')).toBe(false);
  });
});

describe('scheduleQuerySchema', () => {
  const month = { start: '2026-11-01 00:00:00', end: '2026-12-01 00:00:00' };
  it('reads lists and trims the operator', () => {
    expect(scheduleQuerySchema.parse({ ...month, area: 'wm, br', state: 'live', module: 'wm/recommend', operator: ' 王 ' })).toEqual({
      ...month,
      area: ['wm', 'br'],
      state: ['live'],
      module: ['wm/recommend'],
      operator: '王',
    });
  });
  it('refuses, in Chinese, what it cannot read', () => {
    const messages = (query: Record<string, string>) => scheduleQuerySchema.safeParse(query).error?.issues.map((i) => i.message);
    expect(messages({ ...month, end: '2026-11-01 00:00:00' })).toEqual(['结束时间必须晚于开始时间']);
    expect(messages({ ...month, area: 'moon' })).toEqual(['板块（area）「moon」不存在']);
    expect(messages({ start: '2026-11-31 00:00:00', end: month.end })?.[0]).toBe('开始时间（start）应为 YYYY-MM-DD HH:mm:ss 格式的有效时间');
  });
});

describe('where a calendar entry opens, and its key', () => {
  it('opens a module entry on the tab that lists its state', () => {
    const path = '/operation/wm/modules/splashScreen';
    expect(scheduleEntryLink({ module: 'wm/splashScreen', recordId: 12, state: 'prepublished' }, path)).toBe(`${path}?view=prepublish&entry=12`);
    expect(scheduleEntryLink({ module: 'wm/splashScreen', recordId: 12, state: 'scheduled' }, path)).toBe(`${path}?view=published&entry=12`);
    expect(scheduleEntryLink({ module: 'wm/splashScreen', recordId: 12, state: 'live' }, path)).toBe(`${path}?view=published&entry=12`);
    expect(scheduleEntryKey({ module: 'wm/splashScreen', recordId: 12, state: 'live' })).toBe('wm/splashScreen#12');
  });
  it('opens an H5 release on the release or pre-release list, and keeps a publication apart from a pre-release of its number', () => {
    const live = { module: H5_SCHEDULE_MODULE, recordId: 3, state: 'live' } as const;
    const waiting = { module: H5_SCHEDULE_MODULE, recordId: 3, state: 'prepublished' } as const;
    expect(scheduleEntryLink(live, '/h5')).toBe('/h5/release');
    expect(scheduleEntryLink(waiting, '/h5')).toBe('/h5/prerelease');
    expect(scheduleEntryKey(live)).toBe('h5/release#live-3');
    expect(scheduleEntryKey(waiting)).toBe('h5/release#3');
  });
  it('opens stock news on its screen', () => {
    expect(scheduleEntryLink({ module: STOCK_NEWS_SCHEDULE_MODULE, recordId: 7, state: 'scheduled' }, '/operation/br/modules/stockNews')).toBe('/operation/br/modules/stockNews');
  });
});

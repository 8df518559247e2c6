import { visibleMenu } from './menu';
import { isPathPermitted } from './permissionPaths';
import { scheduleQuerySchema } from './schedule';
import { mayOpenPath } from './callOwners';

describe('the publishing calendar is every account’s', () => {
  it('is in the menu and opens for any list, and for no list only when there is none', () => {
    const restricted = { permission: ['/operation/wm/modules/splashScreen'], isSuperAdmin: false };
    expect(visibleMenu(restricted).map((e) => e.path)).toContain('/schedule');
    expect(visibleMenu({ permission: ['0'], isSuperAdmin: false }).map((e) => e.path)).toContain('/schedule');
    expect(isPathPermitted(restricted.permission, '/schedule')).toBe(true);
    expect(mayOpenPath(restricted, '/schedule')).toBe(true);
    // An empty list opens nothing (such an account gets no session).
    expect(isPathPermitted([], '/schedule')).toBe(false);
    // Not a way around the list: /schedulefoo is another path.
    expect(isPathPermitted(restricted.permission, '/schedulefoo')).toBe(false);
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

import { AUDIT_PATH, changedFields } from './auditTrail';
import { callAccess, createCallMap, mayCall, mayOpenPath } from './callOwners';
import { defineModule, field } from './module';
import { visibleMenu } from './menu';

const splash = defineModule({ area: 'wm', name: 'auditSplash', title: '闪屏', apiBase: 'audit/test/splash/', schedule: 'push_time', fields: [field.text('title', '标题')] });
const map = createCallMap([splash]);

describe('the audit trail in the contract', () => {
  it('keeps only the fields that changed, each side with its own value', () => {
    expect(changedFields({ title: '甲', link: 'a', order: [1, 2] }, { title: '乙', link: 'a', order: [2, 1], added: true })).toEqual({
      before: { title: '甲', order: [1, 2], added: null },
      after: { title: '乙', order: [2, 1], added: true },
    });
    expect(changedFields(null, { title: '甲' })).toEqual({ before: null, after: { title: '甲' } });
    expect(changedFields({ title: '甲' }, null)).toEqual({ before: { title: '甲' }, after: null });
  });

  it('opens /audit by the super-admin flag alone, and shows it in the menu only to super admins', () => {
    expect(mayOpenPath({ isSuperAdmin: true, permission: ['/articles/library'] }, AUDIT_PATH)).toBe(true);
    expect(mayOpenPath({ isSuperAdmin: false, permission: null }, AUDIT_PATH)).toBe(false);
    expect(visibleMenu({ isSuperAdmin: false, permission: ['0'] }).some((entry) => entry.path === AUDIT_PATH)).toBe(false);
    expect(visibleMenu({ isSuperAdmin: true, permission: ['0'] }).some((entry) => entry.path === AUDIT_PATH)).toBe(true);
  });

  it("gives the whole trail to /audit and a module's 修改记录 to the module's path", () => {
    const reader = { isSuperAdmin: false, permission: [splash.path] };
    expect(mayCall(reader, callAccess(map, 'audit/records', {}), map, 'GET')).toBe(false);
    expect(mayCall(reader, callAccess(map, 'audit/records/export', {}), map, 'GET')).toBe(false);
    expect(callAccess(map, 'audit/entry', { module: splash.key })).toEqual({ kind: 'owned', owners: [splash.path] });
    expect(callAccess(map, 'audit/entry', { module: 'funds' })).toEqual({ kind: 'owned', owners: ['/operation/wm/fund'] });
    expect(mayCall(reader, callAccess(map, 'audit/entry', { module: splash.key }), map, 'GET')).toBe(true);
    expect(mayCall(reader, callAccess(map, 'audit/entry', { module: 'funds' }), map, 'GET')).toBe(false);
    expect(mayCall({ isSuperAdmin: true, permission: null }, callAccess(map, 'audit/entry', { module: 'nowhere' }), map, 'GET')).toBe(false);
  });
});

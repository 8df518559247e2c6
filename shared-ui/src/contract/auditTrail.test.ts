import { AUDIT_PATH, changedFields } from './auditTrail';
import { mayOpenPath } from './callOwners';
import { visibleMenu } from './menu';


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
});

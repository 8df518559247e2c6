import { accessFromAdminCheck, type LoginAccess } from './accessFromAdminCheck';

describe('accessFromAdminCheck', () => {
  it.each<[string, number, Parameters<typeof accessFromAdminCheck>[1], LoginAccess]>([
    ['code 0: full access', 0, null, { kind: 'granted', permission: ['0'] }],
    ['1031 with id and paths', 1031, { id: 4, permission: ['/operation/wm/push'] }, { kind: 'granted', permission: ['/operation/wm/push'] }],
    ['1031 with id 0 still counts as an id', 1031, { id: 0, permission: ['/h5/config'] }, { kind: 'granted', permission: ['/h5/config'] }],
    ['1031 with an empty list', 1031, { id: 4, permission: [] }, { kind: 'none' }],
    ['1031 with blank entries only', 1031, { id: 4, permission: ['', ' '] }, { kind: 'none' }],
    ['1031 without an id', 1031, { permission: ['/operation/wm/push'] }, { kind: 'none' }],
    ['1031 without data', 1031, null, { kind: 'none' }],
    ['another code', 1000, null, { kind: 'dbError' }],
    ['a failed request', -1, undefined, { kind: 'dbError' }],
  ])('%s', (_label, code, data, expected) => {
    expect(accessFromAdminCheck(code, data)).toEqual(expected);
  });
});

import { isCallAllowed, isSessionless, skipsRoleCheck } from './roles';

describe('role rules', () => {
  it.each([
    ['login/check', true],
    ['login/check/', true],
    ['/login/signin?x=1', true],
    ['sms/login', true],
    // SMS sign-in's send and verify go without a session; the support look-up of sent codes does not.
    ['sms/login/code', true],
    ['sms/login/verify', true],
    ['sms/query/codes', false],
    ['sms/query/log', false],
    ['sms/loginx', false],
    // Only the token-checked approval calls; the back office's calls at the same base need a session.
    ['operation/broker/news/approval/h5/70000', true],
    ['operation/broker/news/approval/h5/:status', true],
    ['operation/broker/news/approval/h5/12/agree', true],
    ['operation/broker/news/approval/h5/:id/reject', true],
    ['operation/broker/news/approval/list', false],
    ['operation/broker/news/approval/h5/publish/push', false],
    ['operation/broker/news/approval/h5/out/push', false],
    ['operation/broker/news/approval/link/3', false],
    // Other stock news: only the token-locked off-shelf approval calls go without a session.
    ['operation/broker/othernews/approval/h5/list', true],
    ['operation/broker/othernews/approval/h5/:id/agree', true],
    ['operation/broker/othernews/approval/h5/5/reject', true],
    ['operation/broker/othernews/approval/list', false],
    ['operation/broker/othernews/approval/5/publish', false],
    ['operation/broker/othernews/approval/5/out', false],
    ['operation/broker/othernews/approval/link/5', false],
    ['login/detectactive', false],
    ['login/getsessions', false],
    // A prefix covers whole segments only.
    ['login/checkout', false],
    ['login/signinAsAnyone', false],
    ['operation/broker/holiday/messages/delete', false],
    ['smsx/send', false],
  ])('isSessionless(%s) is %s', (path, expected) => {
    expect(isSessionless(path)).toBe(expected);
  });

  it('skips the role check for whole whitelisted segments only', () => {
    expect(skipsRoleCheck('account/permission/management/admin/check')).toBe(true);
    expect(skipsRoleCheck('account/permission/management/admin/checkAndCreate')).toBe(false);
    expect(isCallAllowed('reader', 'POST', 'account/permission/management/admin/checkAndCreate')).toBe(false);
  });

  it.each([
    ['reader', 'GET', 'operation/common/splash/publish/list', true],
    ['reader', 'POST', 'operation/common/splash/save', false],
    ['reader', 'POST', 'h5backend/system/files/check', true],
    ['editor', 'POST', 'operation/common/splash/save', true],
    ['editor', 'POST', 'operation/common/splash/publish', false],
    ['editor', 'PUT', 'operation/common/splash/publish/out', true],
    ['publisher', 'POST', 'operation/common/splash/publish', true],
    ['admin', 'GET', 'operation/common/splash/publish/list', false],
    [undefined, 'GET', 'operation/common/splash/publish/list', false],
  ])('isCallAllowed(%s, %s, %s) is %s', (role, method, path, expected) => {
    expect(isCallAllowed(role, method, path)).toBe(expected);
  });
});

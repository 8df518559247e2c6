import { API, ErrorCode, PASSWORD_CHANGE_MESSAGES, type RestrictedPermission } from 'shared-ui/contract';
import { SEED_ACCOUNTS } from '../src';
import { PASSWORDS, signedIn, startServer, type TestServer } from './harness';
import { NEWCOMER, changePassword, createdByAdmin, mustChange, signedInAs } from './passwordClient';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

/** Its own code (1131), not 1031: spec §6 keeps 1031 for "restricted, with the permitted paths". */
const LOCKED = { code: ErrorCode.InitialPasswordMustChange, data: null, msg: PASSWORD_CHANGE_MESSAGES.mustChange };
const SPLASH_CONTENT = 'operation/common/splash/content?type=super_app';

describe('an initial password set by an admin', () => {
  it('is not asked of the seeded accounts', async () => {
    // nobody may open nothing; support has no password (it signs in by SMS code).
    for (const seedAccount of SEED_ACCOUNTS.filter((a) => a.account !== 'nobody' && a.password !== null)) {
      const browser = await signedIn(server, seedAccount.account as keyof typeof PASSWORDS);
      expect(await mustChange(browser)).toBe(false);
    }
    const admin = await signedIn(server, 'admin');
    expect((await admin.call('GET', API.permissionList)).body.code).toBe(0);
  });

  it('flags an account an admin created: it signs in, then only login/… answers until the password is changed', async () => {
    const admin = await signedIn(server, 'admin');
    await createdByAdmin(admin);
    const newcomer = await signedInAs(server, NEWCOMER.account, NEWCOMER.password);
    expect(await mustChange(newcomer)).toBe(true);

    const refused = [
      await newcomer.call('POST', API.adminCheck, { account: NEWCOMER.account }),
      await newcomer.call('POST', API.moduleCheck, { path: '/articles/library' }),
      await newcomer.call('GET', SPLASH_CONTENT),
      await newcomer.call('GET', 'article/list'),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(LOCKED);
    }
    // Session info and logout stay open.
    expect((await newcomer.call('GET', API.detectActive)).body).toMatchObject({ code: 0, data: { active: true, account: NEWCOMER.account } });
    expect((await newcomer.call('GET', API.sessions)).body.code).toBe(0);
    expect((await newcomer.call('GET', API.check)).body).toMatchObject({ code: 0, data: { active: true } });

    const res = await changePassword(newcomer, NEWCOMER.account, NEWCOMER.password, 'MyOwn2026');
    expect(res.body.code).toBe(0);
    expect(await mustChange(newcomer)).toBe(false);
    // The same session goes on, now with its grants.
    expect((await newcomer.call('POST', API.adminCheck, { account: NEWCOMER.account })).body.code).toBe(0);
    expect((await newcomer.call('GET', SPLASH_CONTENT)).body.code).toBe(0);
    const again = await signedInAs(server, NEWCOMER.account, 'MyOwn2026');
    expect(await mustChange(again)).toBe(false);
  });

  it('keeps the flag through a refused change, and keeps every refusal honest: a call the account may never make says so', async () => {
    const admin = await signedIn(server, 'admin');
    await createdByAdmin(admin);
    const newcomer = await signedInAs(server, NEWCOMER.account, NEWCOMER.password);
    expect((await changePassword(newcomer, NEWCOMER.account, 'Wrong1234', 'MyOwn2026')).body.code).toBe(ErrorCode.CredentialsWrong);
    expect((await changePassword(newcomer, NEWCOMER.account, NEWCOMER.password, NEWCOMER.password)).body.code).toBe(ErrorCode.ValidationFailed);
    expect(await mustChange(newcomer)).toBe(true);
    // /permission is a super admin's: the permission gate's own 1029 comes first.
    expect((await newcomer.call('GET', API.permissionList)).body.code).toBe(ErrorCode.NoModulePermission);
    // Signing out is always possible.
    expect((await newcomer.call('GET', API.signout)).body.code).toBe(0);
    expect((await newcomer.call('GET', API.detectActive)).status).toBe(401);
  });

  it('is set again when an admin resets someone’s password, but not when an admin resets their own', async () => {
    const admin = await signedIn(server, 'admin');
    const editor = await signedIn(server, 'editor');
    const editorId = Number(editor.cookies.UID);
    const editorGrant = SEED_ACCOUNTS.find((a) => a.account === 'editor')!;
    const reset = await admin.call('POST', API.adminUpdate, {
      id: editorId,
      role: 'editor',
      isSuperAdmin: false,
      permission: editorGrant.permission,
      password: 'Reset2026',
    });
    expect(reset.body.code).toBe(0);
    expect((await editor.call('GET', API.detectActive)).status).toBe(401);
    const afterReset = await signedInAs(server, 'editor', 'Reset2026');
    expect(await mustChange(afterReset)).toBe(true);
    expect((await afterReset.call('POST', API.adminCheck, { account: 'editor' })).body).toEqual(LOCKED);
    await changePassword(afterReset, 'editor', 'Reset2026', 'Mine2026x');
    const check = await afterReset.call('POST', API.adminCheck, { account: 'editor' });
    expect(check.body.code).toBe(ErrorCode.PermissionRestricted);
    expect((check.body.data as RestrictedPermission).permission).toEqual(editorGrant.permission);

    const own = await admin.call('POST', API.adminUpdate, { id: Number(admin.cookies.UID), role: 'publisher', isSuperAdmin: true, permission: ['0'], password: 'Admin2026x' });
    expect(own.body.code).toBe(0);
    expect(await mustChange(admin)).toBe(false);
    expect((await admin.call('GET', API.permissionList)).body.code).toBe(0);
  });
});

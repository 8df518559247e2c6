/**
 * Permission management gives accounts a phone and creates SMS-only accounts (no password): the contract's phone rule
 * (permissionAdmin.ts `adminCredentialProblems`, smsCode.ts `phoneProblem`), one account per phone, and the audit of
 * phone changes. An SMS-only account signs in at /sms/login and never by password.
 */
import {
  ADMIN_PASSWORD_RULE,
  API,
  ErrorCode,
  SMS_ONLY_PASSWORD_MESSAGE,
  PERMISSION_ADMIN_MESSAGES,
  PERMISSION_API,
  SMS_MESSAGES,
  type AdminAccountDetail,
  type AdminAccountRow,
  type SmsSigninResult,
  type ValidationErrorData,
} from 'shared-ui/contract';
import { Browser, signedIn, type JsonResponse } from './harness';
import { changePassword } from './passwordClient';
import { PHONES, SMS_CODE, sendCode, startSmsServer, verifyCode, type SmsServer } from './smsClient';

let server: SmsServer;
beforeEach(async () => {
  server = await startSmsServer();
});
afterEach(() => server.close());

const create = (browser: Browser, body: Record<string, unknown>) => browser.call('POST', API.adminCreate, body);
const update = (browser: Browser, body: Record<string, unknown>) => browser.call('POST', API.adminUpdate, body);
const detail = async (browser: Browser, id: number) => (await browser.call('GET', `${PERMISSION_API.detail}/${String(id)}`)).body.data as AdminAccountDetail;
const errorsOf = (res: JsonResponse) => (res.body.data as ValidationErrorData).errors;
const GRANT = { role: 'reader', isSuperAdmin: false, permission: ['/articles/library'] } as const;
const accountCount = () => (server.app.cms.db.prepare('SELECT COUNT(*) AS n FROM accounts').get() as { n: number }).n;

async function created(admin: Browser, body: Record<string, unknown>): Promise<AdminAccountRow> {
  const res = await create(admin, body);
  if (res.body.code !== 0) throw new Error(`create: ${JSON.stringify(res.body)}`);
  return res.body.data as AdminAccountRow;
}

describe('a phone on the account form', () => {
  it('stores a typed phone as E.164, lists it with the sign-in method, and the account can sign in by SMS', async () => {
    const admin = await signedIn(server, 'admin');
    const row = await created(admin, { account: 'phoned', password: 'Phoned123', phone: '6234 5678', ...GRANT });
    expect(row).toMatchObject({ account: 'phoned', phone: '+85262345678', signinMethod: 'password' });
    const list = (await admin.call('GET', `${API.permissionList}?search=phoned`)).body.data as { list: AdminAccountRow[] };
    expect(list.list.map((r) => [r.account, r.phone, r.signinMethod])).toEqual([['phoned', '+85262345678', 'password']]);
    expect((await detail(admin, row.id)).audit[0]?.after).toEqual({ ...GRANT, permission: [...GRANT.permission], phone: '+85262345678', signinMethod: 'password' });
    // The admin set the password, so the SMS page stops at "change it first" — the session exists all the same.
    expect((await sendCode(new Browser(server), '+852 6234 5678')).body.code).toBe(0);
    expect(server.outbox.map((sms) => sms.phone)).toEqual(['+85262345678']);
  });

  it('refuses a phone that is not a HK or mainland mobile, with the SMS sign-in’s own message, and creates nothing', async () => {
    const admin = await signedIn(server, 'admin');
    const before = accountCount();
    const res = await create(admin, { account: 'badphone', password: 'Phoned123', phone: '2345 6789', ...GRANT });
    expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    expect(errorsOf(res)).toEqual([{ field: 'phone', message: SMS_MESSAGES.phoneInvalid }]);
    expect(accountCount()).toBe(before);
  });

  it('refuses a phone another account holds, naming that account, on create and on update', async () => {
    const admin = await signedIn(server, 'admin');
    const before = accountCount();
    const res = await create(admin, { account: 'copycat', password: 'Copycat123', phone: '138-0013-8000', ...GRANT });
    expect(res.body.code).toBe(ErrorCode.Duplicate);
    expect(errorsOf(res)).toEqual([{ field: 'phone', message: PERMISSION_ADMIN_MESSAGES.phoneTaken('editor') }]);
    expect(accountCount()).toBe(before);

    const row = await created(admin, { account: 'copycat', password: 'Copycat123', ...GRANT });
    const refused = await update(admin, { id: row.id, ...GRANT, phone: PHONES.support });
    expect(refused.body.code).toBe(ErrorCode.Duplicate);
    expect(errorsOf(refused)).toEqual([{ field: 'phone', message: PERMISSION_ADMIN_MESSAGES.phoneTaken('support') }]);
    expect((await detail(admin, row.id)).audit).toHaveLength(1);
    // Saving an account with its own phone unchanged is no conflict.
    const editor = server.app.cms.accounts.findByAccount('editor')!;
    expect((await update(admin, { id: editor.id, role: 'editor', isSuperAdmin: false, permission: ['0'], phone: PHONES.editor })).body.code).toBe(0);
  });

  it('records a phone change before → after in the audit; an update without a phone leaves it', async () => {
    const admin = await signedIn(server, 'admin');
    const row = await created(admin, { account: 'mover', password: 'Mover1234', phone: '+86 137 0013 7000', ...GRANT });
    server.clock.advance(60_000);
    expect((await update(admin, { id: row.id, ...GRANT, phone: '9876 1234' })).body.code).toBe(0);
    server.clock.advance(60_000);
    expect((await update(admin, { id: row.id, ...GRANT })).body.code).toBe(0);
    server.clock.advance(60_000);
    expect((await update(admin, { id: row.id, ...GRANT, phone: '' })).body.code).toBe(0);
    const data = await detail(admin, row.id);
    expect(data.phone).toBeNull();
    expect(data.audit.map((a) => [a.action, a.before?.phone ?? null, a.after.phone])).toEqual([
      ['update', '+85298761234', null],
      ['update', '+85298761234', '+85298761234'],
      ['update', '+8613700137000', '+85298761234'],
      ['create', null, '+8613700137000'],
    ]);
  });
});

describe('an SMS-only account', () => {
  it('is created without a password, signs in at /sms/login with a session, and is refused a password sign-in', async () => {
    const admin = await signedIn(server, 'admin');
    const row = await created(admin, { account: 'hotline', signinMethod: 'sms', phone: '+852 5987 6543', ...GRANT });
    expect(row).toMatchObject({ phone: '+85259876543', signinMethod: 'sms' });
    expect((await detail(admin, row.id)).audit[0]?.after).toMatchObject({ phone: '+85259876543', signinMethod: 'sms' });

    const phoneUser = new Browser(server);
    expect((await sendCode(phoneUser, '5987 6543')).body.code).toBe(0);
    const verified = await verifyCode(phoneUser, '5987 6543', SMS_CODE);
    expect(verified.body.code).toBe(200);
    expect((verified.body.data as SmsSigninResult).account).toBe('hotline');
    // The session works like a password sign-in's: no "change your initial password" gate (there is none to change);
    // the account's 修改密码 is told it signs in by SMS code only (issue 44, item 9), so it asks for no 原密码.
    expect((await phoneUser.call('GET', 'login/password')).body.data).toEqual({ mustChange: false, signinMethod: 'sms' });
    expect((await phoneUser.call('POST', API.moduleCheck, { path: '/articles/library' })).body.code).toBe(0);

    // Password sign-in is refused exactly as a wrong password for an account with one.
    const wrongForSms = await new Browser(server).signIn('hotline', 'Anything123');
    const wrongForPassword = await new Browser(server).signIn('reader', 'Anything123');
    expect([wrongForSms.body.code, wrongForSms.body.msg]).toEqual([wrongForPassword.body.code, wrongForPassword.body.msg]);
    expect(wrongForSms.body.code).not.toBe(200);

    // 修改密码 (issue 44, item 9): said plainly, on the old-password field, and never counted as a failed sign-in.
    const failedBefore = server.app.cms.accounts.findByAccount('hotline')?.failedAttempts;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const change = await changePassword(phoneUser, 'hotline', 'Anything123', 'Fresh2026x');
      expect(change.body).toEqual({ code: ErrorCode.ValidationFailed, data: { errors: [{ field: 'oldPassword', message: SMS_ONLY_PASSWORD_MESSAGE }] }, msg: SMS_ONLY_PASSWORD_MESSAGE });
    }
    expect(server.app.cms.accounts.findByAccount('hotline')).toMatchObject({ failedAttempts: failedBefore, lockedUntil: null });
    expect((await phoneUser.call('POST', API.moduleCheck, { path: '/articles/library' })).body.code).toBe(0);
  });

  it('needs a phone and takes no initial password', async () => {
    const admin = await signedIn(server, 'admin');
    const res = await create(admin, { account: 'nophone', signinMethod: 'sms', password: 'Secret123', ...GRANT });
    expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    expect(errorsOf(res)).toEqual([
      { field: 'password', message: PERMISSION_ADMIN_MESSAGES.smsOnlyNoPassword },
      { field: 'phone', message: PERMISSION_ADMIN_MESSAGES.smsOnlyNeedsPhone },
    ]);
    // A password account still needs its password.
    expect(errorsOf(await create(admin, { account: 'nopass', ...GRANT }))).toEqual([{ field: 'password', message: ADMIN_PASSWORD_RULE }]);
  });

  it('keeps its phone unless it is given a password, which it must replace at first sign-in', async () => {
    const admin = await signedIn(server, 'admin');
    const row = await created(admin, { account: 'later', signinMethod: 'sms', phone: '5987 6543', ...GRANT });
    const removed = await update(admin, { id: row.id, ...GRANT, phone: null });
    expect(errorsOf(removed)).toEqual([{ field: 'phone', message: PERMISSION_ADMIN_MESSAGES.smsOnlyNeedsPhone }]);
    expect((await detail(admin, row.id)).phone).toBe('+85259876543');

    server.clock.advance(60_000);
    const given = await update(admin, { id: row.id, ...GRANT, password: 'Given1234', phone: '' });
    expect(given.body.data).toMatchObject({ signinMethod: 'password', phone: null });
    expect((await detail(admin, row.id)).audit[0]).toMatchObject({
      before: { phone: '+85259876543', signinMethod: 'sms' },
      after: { phone: null, signinMethod: 'password' },
    });
    const person = new Browser(server);
    expect((await person.signIn('later', 'Given1234')).body.code).toBe(200);
    expect((await person.call('GET', 'login/password')).body.data).toEqual({ mustChange: true, signinMethod: 'password' });
  });

  it('stops a code sent to the old phone from signing in once an admin has changed the phone', async () => {
    const admin = await signedIn(server, 'admin');
    const row = await created(admin, { account: 'lostphone', signinMethod: 'sms', phone: '5987 6543', ...GRANT });
    const thief = new Browser(server);
    expect((await sendCode(thief, '5987 6543')).body.code).toBe(0);
    expect((await update(admin, { id: row.id, ...GRANT, phone: '5987 0000' })).body.code).toBe(0);
    expect((await verifyCode(thief, '5987 6543', SMS_CODE)).body.code).toBe(ErrorCode.SmsCodeWrong);
  });

  it('support, the seeded SMS-only account, is listed as such with its phone', async () => {
    const admin = await signedIn(server, 'admin');
    const list = (await admin.call('GET', `${API.permissionList}?search=support`)).body.data as { list: AdminAccountRow[] };
    expect(list.list.map((r) => [r.phone, r.signinMethod])).toEqual([[PHONES.support, 'sms']]);
  });
});

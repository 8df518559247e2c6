import { ADMIN_PASSWORD_RULE, API, ErrorCode, PASSWORD_CHANGE_MESSAGES, encryptCredentials, type ValidationErrorData } from 'shared-ui/contract';
import { Browser, PASSWORDS, signedIn, startServer, type JsonResponse, type TestServer } from './harness';
import { changePassword, signedInAs } from './passwordClient';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

const INVALID = { code: ErrorCode.SessionInvalid, data: null, msg: '登录已失效，请重新登录' };
const errorsOf = (res: JsonResponse) => (res.body.data as ValidationErrorData).errors;
const signInCode = async (account: string, password: string) => (await new Browser(server).signIn(account, password)).body.code;
const passwordHashOf = (account: string) => server.app.cms.accounts.findByAccount(account)?.passwordHash;

describe('POST login/password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const editor = await signedIn(server, 'editor');
    const res = await changePassword(editor, 'editor', PASSWORDS.editor, 'Fresh2026');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, data: { sessionsEnded: 0 }, msg: PASSWORD_CHANGE_MESSAGES.changed });
    expect(await signInCode('editor', PASSWORDS.editor)).toBe(ErrorCode.CredentialsWrong);
    expect(await signInCode('editor', 'Fresh2026')).toBe(ErrorCode.SigninSuccess);
  });

  it('is open to every role: a reader, who may otherwise only read, changes its own', async () => {
    const reader = await signedIn(server, 'reader');
    expect((await changePassword(reader, 'reader', PASSWORDS.reader, 'Reader2026x')).body.code).toBe(0);
    expect(await signInCode('reader', 'Reader2026x')).toBe(ErrorCode.SigninSuccess);
  });

  it('refuses a wrong old password on the oldPassword field, saying how many are left before the lock, and changes nothing', async () => {
    const editor = await signedIn(server, 'editor');
    const before = passwordHashOf('editor');
    const res = await changePassword(editor, 'editor', 'Wrong1234', 'Fresh2026');
    expect(res.status).toBe(200);
    const message = `${PASSWORD_CHANGE_MESSAGES.oldWrong}，还可尝试 4 次，之后账号将被锁定`;
    expect(res.body).toEqual({ code: ErrorCode.CredentialsWrong, data: { errors: [{ field: 'oldPassword', message }] }, msg: message });
    // The count is sign-in's: a second wrong one leaves three.
    expect(errorsOf(await changePassword(editor, 'editor', 'Wrong5678', 'Fresh2026'))).toEqual([{ field: 'oldPassword', message: `${PASSWORD_CHANGE_MESSAGES.oldWrong}，还可尝试 3 次，之后账号将被锁定` }]);
    expect(passwordHashOf('editor')).toBe(before);
    // Still signed in: a wrong old password is not a session failure.
    expect((await editor.call('GET', API.detectActive)).status).toBe(200);
  });

  it('refuses a weak new password, or the old one again, with the admin rule on newPassword', async () => {
    const editor = await signedIn(server, 'editor');
    const before = passwordHashOf('editor');
    for (const weak of ['short1', 'lettersonly', '1234567890']) {
      const res = await changePassword(editor, 'editor', PASSWORDS.editor, weak);
      expect(res.body.code).toBe(ErrorCode.ValidationFailed);
      expect(errorsOf(res)).toEqual([{ field: 'newPassword', message: ADMIN_PASSWORD_RULE }]);
    }
    const same = await changePassword(editor, 'editor', PASSWORDS.editor, PASSWORDS.editor);
    expect(errorsOf(same)).toEqual([{ field: 'newPassword', message: PASSWORD_CHANGE_MESSAGES.sameAsOld }]);
    expect(passwordHashOf('editor')).toBe(before);
  });

  it('ends the account’s other sessions and keeps the one that changed it', async () => {
    const elsewhere = await signedIn(server, 'editor');
    const another = await signedIn(server, 'editor');
    const here = await signedIn(server, 'editor');
    const admin = await signedIn(server, 'admin');
    const res = await changePassword(here, 'editor', PASSWORDS.editor, 'Fresh2026');
    expect(res.body.data).toEqual({ sessionsEnded: 2 });
    for (const ended of [elsewhere, another]) {
      const answer = await ended.call('GET', API.detectActive);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(INVALID);
    }
    expect((await here.call('GET', API.detectActive)).body).toMatchObject({ code: 0, data: { active: true, account: 'editor' } });
    expect((await here.call('POST', API.adminCheck, { account: 'editor' })).body.code).toBe(ErrorCode.PermissionRestricted);
    // Another account's session is not touched.
    expect((await admin.call('GET', API.permissionList)).body.code).toBe(0);
  });

  it('counts wrong old passwords like failed sign-ins: the fifth locks the account', async () => {
    const editor = await signedIn(server, 'editor');
    for (let i = 0; i < 4; i += 1) expect((await changePassword(editor, 'editor', 'Wrong1234', 'Fresh2026')).body.code).toBe(ErrorCode.CredentialsWrong);
    expect((await changePassword(editor, 'editor', 'Wrong1234', 'Fresh2026')).body.code).toBe(ErrorCode.AccountLocked);
    expect((await changePassword(editor, 'editor', PASSWORDS.editor, 'Fresh2026')).body.code).toBe(ErrorCode.AccountLocked);
    expect(await signInCode('editor', PASSWORDS.editor)).toBe(ErrorCode.AccountLocked);
  });

  it('answers HTTP 400 1106 to passwords that are not this account’s ciphertexts, and 401 without a session', async () => {
    const editor = await signedIn(server, 'editor');
    const before = [passwordHashOf('editor'), passwordHashOf('admin')];
    const bodies: unknown[] = [
      {},
      { info: 'not base64!', newInfo: 'x' },
      { info: { name: 'editor' }, newInfo: [] },
      // Plain text where ciphertext belongs.
      { info: PASSWORDS.editor, newInfo: 'Fresh2026' },
      // Someone else's name inside.
      { info: encryptCredentials({ name: 'admin', pwd: PASSWORDS.admin }), newInfo: encryptCredentials({ name: 'admin', pwd: 'Fresh2026' }) },
    ];
    for (const body of bodies) {
      const res = await editor.call('POST', API.password, body as object);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    }
    expect([passwordHashOf('editor'), passwordHashOf('admin')]).toEqual(before);
    const anonymous = await changePassword(new Browser(server), 'editor', PASSWORDS.editor, 'Fresh2026');
    expect(anonymous.status).toBe(401);
  });

  it('lets a freshly changed account sign in as before with its grants', async () => {
    const editor = await signedInAs(server, 'editor', PASSWORDS.editor);
    await changePassword(editor, 'editor', PASSWORDS.editor, 'Fresh2026');
    const again = await signedInAs(server, 'editor', 'Fresh2026');
    expect(again.cookies.groupID).toBe('editor');
    expect((await again.call('POST', API.moduleCheck, { path: '/articles/library' })).body.code).toBe(0);
  });
});

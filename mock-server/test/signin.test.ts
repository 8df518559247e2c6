import CryptoJS from 'crypto-js';
import { encryptCredentials, ErrorCode, errorMessage, type SigninResult } from 'shared-ui/contract';
import { Browser, PASSWORDS, startServer, T0, type TestServer } from './harness';

let server: TestServer;
beforeEach(async () => {
  server = await startServer({ sessionTtlMs: 60 * 60_000 });
});
afterEach(() => server.close());

describe('POST login/signin', () => {
  it('succeeds with code 200, {uid, group, expire} and the session id in the authorization header', async () => {
    const browser = new Browser(server);
    const res = await browser.signIn('editor', PASSWORDS.editor);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(ErrorCode.SigninSuccess);
    expect(res.body.msg).toBe(errorMessage(200));
    const data = res.body.data as SigninResult;
    expect(data).toEqual({ uid: expect.stringMatching(/^\d+$/), group: 'editor', expire: T0 + 60 * 60_000 });
    expect(res.headers.get('authorization')).toMatch(/^[0-9a-f]{64}$/);
    expect(res.headers.get('access-control-expose-headers')).toBe('authorization');
  });

  it('refuses with 1104 when no captcha was verified by this browser', async () => {
    const browser = new Browser(server);
    await browser.call('GET', 'login/captcha');
    const res = await browser.signIn('admin', PASSWORDS.admin, { captcha: false });
    expect(res.body).toEqual({ code: ErrorCode.CaptchaNotVerified, data: null, msg: '请先通过验证码校验' });
    expect(res.headers.get('authorization')).toBeNull();
  });

  it("refuses with 1104 a captcha verified by another browser", async () => {
    const verified = new Browser(server);
    await verified.passCaptcha();
    const other = new Browser(server);
    await other.call('GET', 'login/captcha');
    expect((await other.signIn('admin', PASSWORDS.admin, { captcha: false })).body.code).toBe(1104);
  });

  it('refuses with 1104 after a failed captcha', async () => {
    const browser = new Browser(server);
    expect((await browser.passCaptcha('WRONG')).body.code).toBe(1101);
    expect((await browser.signIn('admin', PASSWORDS.admin, { captcha: false })).body.code).toBe(1104);
  });

  it('admits exactly one attempt per verified captcha, whatever its outcome', async () => {
    const browser = new Browser(server);
    expect((await browser.signIn('admin', 'wrong')).body.code).toBe(1102);
    expect((await browser.signIn('admin', PASSWORDS.admin, { captcha: false })).body.code).toBe(1104);
    const again = new Browser(server);
    expect((await again.signIn('admin', PASSWORDS.admin)).body.code).toBe(200);
    expect((await again.signIn('admin', PASSWORDS.admin, { captcha: false })).body.code).toBe(1104);
  });

  it('refuses with 1104 when the verified captcha is older than five minutes', async () => {
    const browser = new Browser(server);
    await browser.passCaptcha();
    server.clock.advance(5 * 60_000);
    expect((await browser.signIn('admin', PASSWORDS.admin, { captcha: false })).body.code).toBe(1104);
  });

  it.each([
    ['a wrong password', 'admin', 'Admin@124'],
    ['an unknown account', 'ghost', 'Admin@123'],
    ['the password of another account', 'admin', PASSWORDS.editor],
  ])('refuses %s with 1102, saying how many more wrong passwords the name may take before its lock', async (_label, name, pwd) => {
    const res = await new Browser(server).signIn(name, pwd);
    expect(res.body).toEqual({ code: ErrorCode.CredentialsWrong, data: { attemptsLeft: 4 }, msg: '账号或密码错误' });
  });

  const key = CryptoJS.enc.Utf8.parse('cms-login-key-16');
  const iv = CryptoJS.enc.Utf8.parse('cms-login-iv-16b');
  const encrypt = (text: string) => CryptoJS.AES.encrypt(text, key, { iv }).ciphertext.toString(CryptoJS.enc.Base64);

  it.each<[string, unknown]>([
    ['text that is not base64', 'not base64 !!'],
    ['base64 that is not our ciphertext', 'QUJDREVGR0hJSktMTU5PUA=='],
    ['a number', 42],
    ['an object', { name: 'admin' }],
    ['nothing', undefined],
    ['ciphertext of something that is not JSON', encrypt('admin:Admin@123')],
    ['ciphertext of JSON without pwd', encrypt('{"name":"admin"}')],
    ['ciphertext of a JSON list', encrypt('["admin","Admin@123"]')],
  ])('answers 1102, never 500, for %s as info', async (_label, info) => {
    const browser = new Browser(server);
    await browser.passCaptcha();
    const res = await browser.call('POST', 'login/signin', info === undefined ? {} : { info });
    expect(res.status).toBe(200);
    // No name read, none counted.
    expect(res.body).toEqual({ code: ErrorCode.CredentialsWrong, data: null, msg: '账号或密码错误' });
  });

  it('answers 1102 for a body that is not an object', async () => {
    const browser = new Browser(server);
    await browser.passCaptcha();
    expect((await browser.call('POST', 'login/signin', '"just a string"')).body.code).toBe(1102);
  });

  it('uses the configured key and IV', async () => {
    const cipher = { key: 'another-key-16by', iv: 'another-iv-16byt' };
    const custom = await startServer({ cipher });
    try {
      const browser = new Browser(custom);
      await browser.passCaptcha();
      const defaultInfo = encryptCredentials({ name: 'admin', pwd: PASSWORDS.admin });
      expect((await browser.call('POST', 'login/signin', { info: defaultInfo })).body.code).toBe(1102);
      await browser.passCaptcha();
      const info = encryptCredentials({ name: 'admin', pwd: PASSWORDS.admin }, cipher);
      expect((await browser.call('POST', 'login/signin', { info })).body.code).toBe(200);
    } finally {
      await custom.close();
    }
  });
});

describe('account lock', () => {
  async function failTimes(times: number): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < times; i += 1) codes.push((await new Browser(server).signIn('reader', 'nope')).body.code);
    return codes;
  }

  /** What the wrong passwords under `name` are answered: the code, and the attempts left the answer carries. */
  async function answersTo(times: number, name: string): Promise<[number, unknown][]> {
    const answers: [number, unknown][] = [];
    for (let i = 0; i < times; i += 1) {
      const { body } = await new Browser(server).signIn(name, 'nope');
      answers.push([body.code, body.data]);
    }
    return answers;
  }

  const COUNTDOWN: [number, unknown][] = [
    [1102, { attemptsLeft: 4 }],
    [1102, { attemptsLeft: 3 }],
    [1102, { attemptsLeft: 2 }],
    [1102, { attemptsLeft: 1 }],
    [1103, null],
  ];

  it('says with each wrong password how many more the account may take before the lock (issue 44, item 17)', async () => {
    expect(await answersTo(5, 'reader')).toEqual(COUNTDOWN);
    server.clock.advance(15 * 60_000);
    expect(await answersTo(1, 'reader')).toEqual([[1102, { attemptsLeft: 4 }]]);
  });

  it('answers a name no account has exactly as an account: the same count, the same lock for as long', async () => {
    expect(await answersTo(5, 'ghost')).toEqual(COUNTDOWN);
    expect(await answersTo(1, 'ghost')).toEqual([[1103, null]]);
    server.clock.advance(15 * 60_000 - 1);
    expect(await answersTo(1, 'ghost')).toEqual([[1103, null]]);
    server.clock.advance(1);
    expect(await answersTo(1, 'ghost')).toEqual([[1102, { attemptsLeft: 4 }]]);
    // Each name counts for itself.
    expect(await answersTo(1, 'phantom')).toEqual([[1102, { attemptsLeft: 4 }]]);
  });

  it('locks after 5 consecutive failures for 15 minutes, even against the right password', async () => {
    expect(await failTimes(5)).toEqual([1102, 1102, 1102, 1102, 1103]);
    const locked = await new Browser(server).signIn('reader', PASSWORDS.reader);
    expect(locked.body).toEqual({ code: ErrorCode.AccountLocked, data: null, msg: errorMessage(1103) });
    server.clock.advance(15 * 60_000 - 1);
    expect((await new Browser(server).signIn('reader', PASSWORDS.reader)).body.code).toBe(1103);
    server.clock.advance(1);
    expect((await new Browser(server).signIn('reader', PASSWORDS.reader)).body.code).toBe(200);
  });

  it('after the lock ends, counts anew from zero', async () => {
    await failTimes(5);
    server.clock.advance(15 * 60_000);
    expect(await failTimes(4)).toEqual([1102, 1102, 1102, 1102]);
    expect((await new Browser(server).signIn('reader', PASSWORDS.reader)).body.code).toBe(200);
  });

  it('resets the count on a success', async () => {
    await failTimes(4);
    expect((await new Browser(server).signIn('reader', PASSWORDS.reader)).body.code).toBe(200);
    expect(await failTimes(4)).toEqual([1102, 1102, 1102, 1102]);
    expect((await new Browser(server).signIn('reader', PASSWORDS.reader)).body.code).toBe(200);
  });

  it('locks only the account that failed', async () => {
    await failTimes(5);
    expect((await new Browser(server).signIn('editor', PASSWORDS.editor)).body.code).toBe(200);
  });
});

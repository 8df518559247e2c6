/**
 * SMS sign-in on a real server (contract smsCode.ts): `sms/login/code` with its cool-down and daily cap, read from the
 * live 验证码配置 entry; `sms/login/verify` with its tries per code; and the session it opens, which works like a
 * password sign-in's. A phone that holds no account is answered exactly like one that does.
 */
import { API, ErrorCode, SMS_API, SMS_MESSAGES, formatCmsTime, parseCmsTime, type ModuleDefinition, type SmsSigninResult, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { Browser, signedIn, type JsonResponse } from './harness';
import { PHONES, SMS_CODE, WRONG_CODE, sendCode, smsSignedIn, startSmsServer, verifyCode, type SmsServer } from './smsClient';
import { ModuleClient } from './workflowClient';

let server: SmsServer;
let browser: Browser;
beforeEach(async () => {
  server = await startSmsServer();
  browser = new Browser(server);
});
afterEach(() => server.close());

const SECOND = 1000;
const bodyOf = (res: JsonResponse) => [res.body.code, res.body.msg, res.body.data];
const SENT = [0, SMS_MESSAGES.sent, { resendSeconds: 60, validityMinutes: 5 }];

describe('POST sms/login/code', () => {
  it('texts a staff phone the live 验证码配置 login template with the code, however the number is typed', async () => {
    expect(bodyOf(await sendCode(browser, '+852 9123-4567'))).toEqual(SENT);
    expect(server.outbox).toEqual([
      { phone: PHONES.admin, text: `【华晟证券】您的登录验证码为 ${SMS_CODE}，5 分钟内有效。如非本人操作，请忽略本短信。`, at: server.clock.now() },
    ]);
    server.clock.advance(60 * SECOND);
    expect(bodyOf(await sendCode(browser, '138 0013 8000'))).toEqual(SENT);
    expect(server.outbox.map((sms) => sms.phone)).toEqual([PHONES.admin, PHONES.editor]);
  });

  it('refuses another code during the cool-down, saying how long to wait', async () => {
    expect(bodyOf(await sendCode(browser, PHONES.admin))).toEqual(SENT);
    expect(bodyOf(await sendCode(browser, PHONES.admin))).toEqual([ErrorCode.SmsCooldown, SMS_MESSAGES.cooldown(60), { retryAfter: 60 }]);
    server.clock.advance(45_500);
    expect(bodyOf(await sendCode(browser, PHONES.admin))).toEqual([ErrorCode.SmsCooldown, SMS_MESSAGES.cooldown(15), { retryAfter: 15 }]);
    // Another phone is not held up.
    expect(bodyOf(await sendCode(browser, PHONES.reader))).toEqual(SENT);
    server.clock.advance(14_500);
    expect(bodyOf(await sendCode(browser, PHONES.admin))).toEqual(SENT);
    expect(server.outbox).toHaveLength(3);
  });

  it('refuses the code over the daily cap until the next Shanghai day', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await sendCode(browser, PHONES.editor)).body.code).toBe(0);
      server.clock.advance(61 * SECOND);
    }
    expect(bodyOf(await sendCode(browser, PHONES.editor))).toEqual([ErrorCode.SmsDailyLimit, '该手机号今日获取验证码的次数已达上限，请明天再试', null]);
    expect(server.outbox).toHaveLength(10);
    const day = formatCmsTime(server.clock.now()).slice(0, 10);
    server.clock.set((parseCmsTime(`${day} 23:59:59`) ?? 0) + SECOND);
    expect(bodyOf(await sendCode(browser, PHONES.editor))).toEqual(SENT);
  });

  it('answers a phone without an account exactly as a staff phone — cool-down and cap too — and sends nothing', async () => {
    const stranger = new Browser(server);
    for (let i = 0; i < 10; i += 1) {
      expect(bodyOf(await sendCode(browser, PHONES.reader))).toEqual(bodyOf(await sendCode(stranger, PHONES.stranger)));
      expect(bodyOf(await sendCode(browser, PHONES.reader))).toEqual(bodyOf(await sendCode(stranger, PHONES.stranger)));
      server.clock.advance(61 * SECOND);
    }
    const capped = await sendCode(stranger, PHONES.stranger);
    expect(bodyOf(capped)).toEqual(bodyOf(await sendCode(browser, PHONES.reader)));
    expect(capped.body.code).toBe(ErrorCode.SmsDailyLimit);
    expect(server.outbox.every((sms) => sms.phone === PHONES.reader)).toBe(true);
    // Checking a code for it reads as a wrong code, the same tries left as a staff phone's wrong code.
    expect(bodyOf(await verifyCode(stranger, PHONES.stranger, SMS_CODE))).toEqual(bodyOf(await verifyCode(browser, PHONES.reader, WRONG_CODE)));
  });

  it('refuses a number that is not a Hong Kong or mainland mobile, naming the field, and a body that is not an object', async () => {
    for (const phone of ['2123 4567', '+1 415 555 0100', '', 91234567]) {
      const res = await sendCode(browser, phone);
      const message = phone === '' || typeof phone === 'number' ? SMS_MESSAGES.phoneRequired : SMS_MESSAGES.phoneInvalid;
      expect([res.status, ...bodyOf(res)]).toEqual([200, ErrorCode.ValidationFailed, message, { errors: [{ field: 'phone', message }] }]);
    }
    const notObject = await browser.call('POST', SMS_API.sendCode, '["+85291234567"]');
    expect([notObject.status, notObject.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
    expect(server.outbox).toEqual([]);
  });

  it('follows the live 验证码配置: a newer login text with other numbers applies at once; with none live, the defaults', async () => {
    const admin = await signedIn(server, 'admin');
    const verifycode = new ModuleClient(admin, registeredModules.find((m) => m.key === 'common/verifycode') as ModuleDefinition);
    const seeded = (await verifycode.rows('publishedList')).find((r) => r.scene === 'login' && r.channel === 'sms');
    const values = { scene: 'login', channel: 'sms', language: 'zh-hans', sign: '【华晟证券】', email_subject: '', template: '后台登录验证码 {code}，{minutes} 分钟内有效。', validity_minutes: 2, resend_seconds: 30, daily_limit: 3 };
    expect((await verifycode.saveOverwriting(values)).body.code).toBe(0);
    const prepublished = await verifycode.prepublish(values, { push_time: formatCmsTime(server.clock.now() + 60_000) });
    const id = (prepublished.body.data as WorkflowRow).id;
    expect((await verifycode.publish(id)).body.code).toBe(0);

    expect(bodyOf(await sendCode(browser, PHONES.admin))).toEqual([0, SMS_MESSAGES.sent, { resendSeconds: 30, validityMinutes: 2 }]);
    expect(server.outbox[0]?.text).toBe(`【华晟证券】后台登录验证码 ${SMS_CODE}，2 分钟内有效。`);
    expect((await sendCode(browser, PHONES.admin)).body.data).toEqual({ retryAfter: 30 });
    server.clock.advance(31 * SECOND);
    expect((await sendCode(browser, PHONES.admin)).body.code).toBe(0);
    server.clock.advance(31 * SECOND);
    expect((await sendCode(browser, PHONES.admin)).body.code).toBe(0);
    server.clock.advance(31 * SECOND);
    expect((await sendCode(browser, PHONES.admin)).body.code).toBe(ErrorCode.SmsDailyLimit);
    // The 2-minute validity: the last code is gone 2 minutes after it was sent.
    server.clock.advance(90 * SECOND);
    expect((await verifyCode(browser, PHONES.admin, SMS_CODE)).body.code).toBe(ErrorCode.SmsCodeExpired);

    // Taken off shelf (with the seeded one already replaced): no live login text, so the defaults.
    expect((await verifycode.out(id)).body.code).toBe(0);
    expect(seeded && (await verifycode.row(seeded.id)).status).toBe('history');
    expect(bodyOf(await sendCode(browser, PHONES.reader))).toEqual(SENT);
    expect(server.outbox.at(-1)?.text).toBe(`【华晟证券】您的登录验证码为 ${SMS_CODE}，5 分钟内有效。如非本人操作，请忽略本短信。`);
  });
});

describe('POST sms/login/verify', () => {
  it('opens a session like a password sign-in: 200, the session id in the header, cookies that work on console calls', async () => {
    await sendCode(browser, '9123 4567');
    const res = await verifyCode(browser, PHONES.admin, SMS_CODE);
    expect(res.body.code).toBe(200);
    const data = res.body.data as SmsSigninResult;
    expect(data).toEqual({ uid: expect.any(String) as string, group: 'publisher', account: 'admin', expire: server.clock.now() + 8 * 60 * 60_000 });
    expect(res.headers.get('authorization')).toMatch(/^[0-9a-f]{64}$/);
    expect((await browser.call('GET', API.check)).body.data).toMatchObject({ active: true, account: 'admin', group: 'publisher', isSuperAdmin: true });
    expect((await browser.call('POST', API.adminCheck, { account: 'admin' })).body.code).toBe(0);
    expect((await browser.call('GET', 'operation/common/splash/content?type=super_app')).body.code).toBe(0);
    expect((await browser.call('GET', API.permissionList)).body.code).toBe(0);
    // The code is spent.
    const again = await verifyCode(new Browser(server), PHONES.admin, SMS_CODE);
    expect(bodyOf(again)).toEqual([ErrorCode.SmsCodeExpired, '短信验证码已失效，请重新获取', null]);
  });

  it('signs the SMS-only support account in, whose password sign-in does not exist, with its reader role and grant', async () => {
    const support = await smsSignedIn(server, PHONES.support);
    expect((await support.call('POST', API.adminCheck, { account: 'support' })).body).toMatchObject({ code: ErrorCode.PermissionRestricted, data: { permission: ['/operation/common/modules/verifycode'] } });
    expect((await support.call('GET', 'operation/common/verifycode/publish/list')).body.code).toBe(0);
    expect((await support.call('GET', 'article/list')).status).toBe(403);
    expect((await new Browser(server).signIn('support', '')).body.code).toBe(ErrorCode.CredentialsWrong);
    expect((await new Browser(server).signIn('support', 'none')).body.code).toBe(ErrorCode.CredentialsWrong);
  });

  it('counts wrong codes: the fifth voids the code, which then signs in no more; a new code works', async () => {
    await sendCode(browser, PHONES.editor);
    for (let left = 4; left >= 1; left -= 1) {
      expect(bodyOf(await verifyCode(browser, PHONES.editor, WRONG_CODE))).toEqual([ErrorCode.SmsCodeWrong, SMS_MESSAGES.wrongCode(left), { attemptsLeft: left }]);
    }
    const voided = [ErrorCode.SmsCodeVoided, '短信验证码错误次数过多，已作废，请重新获取', null];
    expect(bodyOf(await verifyCode(browser, PHONES.editor, WRONG_CODE))).toEqual(voided);
    expect(bodyOf(await verifyCode(browser, PHONES.editor, SMS_CODE))).toEqual(voided);
    server.clock.advance(60 * SECOND);
    await sendCode(browser, PHONES.editor);
    expect((await verifyCode(browser, PHONES.editor, SMS_CODE)).body.code).toBe(200);
  });

  it('refuses a phone that was never sent a code and a code past its validity; until then the code signs in', async () => {
    expect((await verifyCode(browser, PHONES.reader, SMS_CODE)).body.code).toBe(ErrorCode.SmsCodeExpired);
    await sendCode(browser, PHONES.reader);
    server.clock.advance(5 * 60 * SECOND);
    expect((await verifyCode(browser, PHONES.reader, SMS_CODE)).body.code).toBe(ErrorCode.SmsCodeExpired);
    await sendCode(browser, PHONES.reader);
    server.clock.advance(4 * 60 * SECOND + 59 * SECOND);
    expect((await verifyCode(browser, PHONES.reader, SMS_CODE)).body.code).toBe(200);
  });

  it('opens no session for an account that may open nothing (1105), and checks the code and phone fields first', async () => {
    await sendCode(browser, PHONES.nobody);
    expect(bodyOf(await verifyCode(browser, PHONES.nobody, SMS_CODE))).toEqual([ErrorCode.NoPermittedPaths, '抱歉，您没有任何模块的权限，请联系管理员', null]);
    expect((await browser.call('GET', API.check)).body.data).toEqual({ active: false });
    const badCode = await verifyCode(browser, PHONES.admin, '12ab');
    expect(bodyOf(badCode)).toEqual([ErrorCode.ValidationFailed, SMS_MESSAGES.codeInvalid, { errors: [{ field: 'code', message: SMS_MESSAGES.codeInvalid }] }]);
    expect((await verifyCode(browser, 'abc', SMS_CODE)).body.data).toEqual({ errors: [{ field: 'phone', message: SMS_MESSAGES.phoneInvalid }] });
  });

  it('ignores the password lock: five wrong passwords do not keep the owner of the phone out', async () => {
    for (let i = 0; i < 5; i += 1) await new Browser(server).signIn('reader', 'Wrong@123');
    expect((await new Browser(server).signIn('reader', 'Reader@123')).body.code).toBe(ErrorCode.AccountLocked);
    const reader = await smsSignedIn(server, PHONES.reader);
    expect((await reader.call('GET', API.check)).body.data).toMatchObject({ active: true, account: 'reader' });
    // …and does not lift it either.
    expect((await new Browser(server).signIn('reader', 'Reader@123')).body.code).toBe(ErrorCode.AccountLocked);
  });
});

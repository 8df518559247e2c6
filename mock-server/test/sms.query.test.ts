/**
 * The support look-up of sent SMS codes (`/sms/query`, contract smsCode.ts) on a real server: it needs a session and
 * the 验证码配置 path, shows each code's state but never the code, and every look-up is logged and shown.
 */
import { ErrorCode, SMS_API, SMS_MESSAGES, type Paged, type SmsLookup, type SmsLookupLogRow } from 'shared-ui/contract';
import { Browser, signedIn, signedInWith, type JsonResponse } from './harness';
import { PHONES, SMS_CODE, WRONG_CODE, sendCode, smsSignedIn, startSmsServer, verifyCode, type SmsServer } from './smsClient';

let server: SmsServer;
beforeEach(async () => {
  server = await startSmsServer();
});
afterEach(() => server.close());

const SECOND = 1000;
const lookUp = (browser: Browser, phone: string) => browser.call('GET', `${SMS_API.lookup}?phone=${encodeURIComponent(phone)}`);
const logOf = async (browser: Browser, query = ''): Promise<Paged<SmsLookupLogRow>> => {
  const res = await browser.call('GET', `${SMS_API.lookupLog}${query}`);
  expect(res.body.code).toBe(0);
  return res.body.data as Paged<SmsLookupLogRow>;
};
const NO_MODULE = [403, ErrorCode.NoModulePermission, '抱歉，您没有该模块的权限'];
const statusOf = (res: JsonResponse) => [res.status, res.body.code, res.body.msg];

describe('GET sms/query/codes', () => {
  it('is refused without a session (401) and to an account without 验证码配置 (403, 1029), and logs neither', async () => {
    const anonymous = new Browser(server);
    expect(statusOf(await lookUp(anonymous, PHONES.admin))).toEqual([401, ErrorCode.SessionInvalid, '登录已失效，请重新登录']);
    expect(statusOf(await anonymous.call('GET', SMS_API.lookupLog))).toEqual([401, ErrorCode.SessionInvalid, '登录已失效，请重新登录']);
    for (const browser of [await signedIn(server, 'editor'), await signedIn(server, 'reader'), await signedInWith(server, 'publisher', ['/operation/common/modules/activity'])]) {
      expect(statusOf(await lookUp(browser, PHONES.admin))).toEqual(NO_MODULE);
      expect(statusOf(await browser.call('GET', SMS_API.lookupLog))).toEqual(NO_MODULE);
    }
    expect((await logOf(await signedIn(server, 'admin'))).total).toBe(0);
  });

  it("shows a phone's codes newest first with their state and last two digits — never a code — and today's count", async () => {
    const caller = new Browser(server);
    await sendCode(caller, PHONES.editor);
    server.clock.advance(5 * 60 * SECOND); // expired
    await sendCode(caller, PHONES.editor);
    for (let i = 0; i < 5; i += 1) await verifyCode(caller, PHONES.editor, WRONG_CODE); // voided
    server.clock.advance(60 * SECOND);
    await sendCode(caller, PHONES.editor);
    await verifyCode(caller, PHONES.editor, SMS_CODE); // used
    server.clock.advance(60 * SECOND);
    await sendCode(caller, PHONES.editor); // replaced by the next
    server.clock.advance(60 * SECOND);
    await sendCode(caller, PHONES.editor); // valid

    const support = await smsSignedIn(server, PHONES.support);
    const res = await lookUp(support, '138-0013-8000');
    expect(res.body.code).toBe(0);
    const found = res.body.data as SmsLookup;
    expect(found).toMatchObject({ phone: PHONES.editor, phone_display: '+86 138 0013 8000', account: 'editor', today: { sent: 5, limit: 10 } });
    expect(found.list.map((row) => [row.status, row.status_label, row.attempts])).toEqual([
      ['valid', '有效', 0],
      ['replaced', '已被新验证码取代', 0],
      ['used', '已使用', 0],
      ['voided', '错误次数过多，已作废', 5],
      ['expired', '已过期', 0],
    ]);
    expect(found.list.every((row) => row.code_hint === '****10' && row.scene === 'login' && row.scene_label === '登录后台')).toBe(true);
    expect(found.list[2]?.used_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(res.body)).not.toContain(SMS_CODE);
  });

  it('shows the asks for a phone that holds no account as not sent, without a hint', async () => {
    await sendCode(new Browser(server), PHONES.stranger);
    const found = (await lookUp(await signedIn(server, 'admin'), PHONES.stranger)).body.data as SmsLookup;
    expect(found).toMatchObject({ account: null, today: { sent: 1, limit: 10 } });
    expect(found.list.map((row) => [row.status, row.status_label, row.code_hint])).toEqual([['not_sent', '未发送（号码未绑定员工账号）', '']]);
  });

  it('logs every look-up — who, when, which phone, how many codes — and shows the log newest first, paged', async () => {
    await sendCode(new Browser(server), PHONES.reader);
    const support = await smsSignedIn(server, PHONES.support);
    const admin = await signedIn(server, 'admin');
    expect((await lookUp(support, PHONES.reader)).body.code).toBe(0);
    server.clock.advance(SECOND);
    expect((await lookUp(admin, '+852 5123 4567')).body.code).toBe(0);
    server.clock.advance(SECOND);
    // A number that is no number is refused on its field and not logged.
    const refused = await lookUp(admin, '12345');
    expect([refused.body.code, refused.body.data]).toEqual([ErrorCode.ValidationFailed, { errors: [{ field: 'phone', message: SMS_MESSAGES.phoneInvalid }] }]);

    const log = await logOf(support);
    expect(log).toMatchObject({ total: 2, currPage: 1, pageSize: 10 });
    expect(log.list.map(({ actor, phone, phone_display, found }) => ({ actor, phone, phone_display, found }))).toEqual([
      { actor: 'admin', phone: PHONES.nobody, phone_display: '+852 5123 4567', found: 0 },
      { actor: 'support', phone: PHONES.reader, phone_display: '+852 6123 4567', found: 1 },
    ]);
    expect(log.list[0]?.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await logOf(admin, '?currPage=2&pageSize=1')).list.map((row) => row.actor)).toEqual(['support']);
    expect((await admin.call('GET', `${SMS_API.lookupLog}?pageSize=abc`)).status).toBe(400);
  });
});

/** SMS sign-in as a browser makes it, for the server tests: a server whose codes are fixed and whose texts are kept. */
import { SESSION_COOKIES, SMS_API, type SmsSigninResult } from 'shared-ui/contract';
import type { OutgoingSms } from '../src/sms/smsLogin';
import { Browser, startServer, type JsonResponse, type TestServer } from './harness';

/** Every code of the test server (`smsCode`). */
export const SMS_CODE = '246810';
export const WRONG_CODE = '135790';

/** The seeded phones (db/seed.ts). */
export const PHONES = {
  admin: '+85291234567',
  editor: '+8613800138000',
  reader: '+85261234567',
  nobody: '+85251234567',
  support: '+8613900139000',
  /** Nobody's phone. */
  stranger: '+85298765432',
} as const;

export interface SmsServer extends TestServer {
  outbox: OutgoingSms[];
}

export async function startSmsServer(): Promise<SmsServer> {
  const outbox: OutgoingSms[] = [];
  const server = await startServer({ smsCode: SMS_CODE, smsOutbox: (sms) => outbox.push(sms) });
  return { ...server, outbox };
}

export const sendCode = (browser: Browser, phone: unknown): Promise<JsonResponse> => browser.call('POST', SMS_API.sendCode, { phone });

/** Checks a code; on success sets the session cookies as the client does after a sign-in. */
export async function verifyCode(browser: Browser, phone: unknown, code: unknown): Promise<JsonResponse> {
  const res = await browser.call('POST', SMS_API.verify, { phone, code });
  if (res.body.code === 200) {
    const data = res.body.data as SmsSigninResult;
    browser.cookies[SESSION_COOKIES.uid] = data.uid;
    browser.cookies[SESSION_COOKIES.group] = data.group;
    browser.cookies[SESSION_COOKIES.session] = res.headers.get('authorization') ?? '';
  }
  return res;
}

/** A browser signed in by SMS code (send, then verify), failing loudly when refused. */
export async function smsSignedIn(server: TestServer, phone: string): Promise<Browser> {
  const browser = new Browser(server);
  const sent = await sendCode(browser, phone);
  if (sent.body.code !== 0) throw new Error(`send to ${phone}: ${JSON.stringify(sent.body)}`);
  const res = await verifyCode(browser, phone, SMS_CODE);
  if (res.body.code !== 200) throw new Error(`verify ${phone}: ${JSON.stringify(res.body)}`);
  return browser;
}

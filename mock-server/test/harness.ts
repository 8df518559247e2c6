/**
 * A real server on an in-memory database, listening on a free local port, with a clock the test moves, and a
 * `Browser` that keeps cookies like a browser does (and sets the session cookies after sign-in, as the shell does).
 *
 * Why HTTP and not `app.inject`: light-my-request (behind `inject`) `require`s the ESM-only `cookie` 2, which
 * Jest's CommonJS runtime cannot load on Node 20. Real HTTP also exercises what the browser sees.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { encryptCredentials, SESSION_COOKIES, type Role, type SigninResult } from 'shared-ui/contract';
import { buildServer, type BuildServerOptions } from '../src';
import { hashPassword } from '../src/auth/passwordHash';

export const CAPTCHA = 'ABCD';
export const PREFIX = '/v2/cms/';
export const T0 = Date.UTC(2026, 0, 5, 2, 0, 0);

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  clock: { now: () => number; advance: (ms: number) => void; set: (ms: number) => void };
  close: () => Promise<void>;
}

/** `startAt`: the test clock's first reading (T0 unless told). */
export async function startServer(options: Partial<BuildServerOptions> = {}, startAt = T0): Promise<TestServer> {
  let time = startAt;
  const clock = { now: () => time, advance: (ms: number) => void (time += ms), set: (ms: number) => void (time = ms) };
  const app = await buildServer({ dbPath: ':memory:', captchaAnswer: CAPTCHA, now: clock.now, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, clock, close: () => app.close() };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface JsonResponse {
  status: number;
  body: { code: number; data: unknown; msg: string };
  headers: Headers;
  setCookies: string[];
}

export class Browser {
  readonly cookies: Record<string, string> = {};

  constructor(readonly server: TestServer) {}

  /** `payload`: an object is sent as JSON; a string is sent as-is with `contentType`. */
  async call(method: Method, path: string, payload?: object | string, contentType = 'application/json'): Promise<JsonResponse> {
    const cookie = Object.entries(this.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (payload !== undefined) headers['content-type'] = contentType;
    const res = await fetch(`${this.server.baseUrl}${PREFIX}${path}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies[pair.slice(0, eq)] = decodeURIComponent(pair.slice(eq + 1));
    }
    return { status: res.status, body: (await res.json()) as JsonResponse['body'], headers: res.headers, setCookies };
  }

  /** A call whose answer is not JSON (an image), or outside the prefix when `path` starts with `/`; `body` sent as JSON. */
  async raw(method: Method, path: string, body?: unknown): Promise<Response> {
    const cookie = Object.entries(this.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = path.startsWith('/') ? `${this.server.baseUrl}${path}` : `${this.server.baseUrl}${PREFIX}${path}`;
    return fetch(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  }

  /** Fetches a captcha and answers it (rightly by default); returns the verification's answer. */
  async passCaptcha(input = CAPTCHA): Promise<JsonResponse> {
    const captcha = await this.call('GET', 'login/captcha');
    const { verifyKey } = captcha.body.data as { verifyKey: string };
    return this.call('POST', 'login/verifyCaptcha', { verifyKey, input });
  }

  /** One sign-in attempt (after a passed captcha unless told otherwise). */
  async signIn(name: string, pwd: string, { captcha = true } = {}): Promise<JsonResponse> {
    if (captcha) await this.passCaptcha();
    const res = await this.call('POST', 'login/signin', { info: encryptCredentials({ name, pwd }) });
    if (res.body.code === 200) {
      // What the shell does with a successful answer.
      const data = res.body.data as SigninResult;
      this.cookies[SESSION_COOKIES.uid] = data.uid;
      this.cookies[SESSION_COOKIES.group] = data.group;
      this.cookies[SESSION_COOKIES.session] = res.headers.get('authorization') ?? '';
    }
    return res;
  }
}

export const PASSWORDS = {
  admin: 'Admin@123',
  editor: 'Editor@123',
  reader: 'Reader@123',
  nobody: 'Nobody@123',
} as const;

/** A browser signed in as one of the seed accounts. */
export async function signedIn(server: TestServer, account: keyof typeof PASSWORDS): Promise<Browser> {
  return signInAs(new Browser(server), account);
}

/** Signs `browser` in as one of the seed accounts, failing loudly (with the answer) when that is refused. */
export async function signInAs(browser: Browser, account: keyof typeof PASSWORDS): Promise<Browser> {
  const res = await browser.signIn(account, PASSWORDS[account]);
  if (res.body.code !== 200) throw new Error(`sign-in as ${account} failed: ${JSON.stringify(res.body)}`);
  return browser;
}

const STAFF_PASSWORD = 'Staff@2026';
let staffCount = 0;

/**
 * A browser signed in as a new account with this role and these permitted paths (`null` = full access), for tests
 * about something other than the seed accounts' grants (the permission gate has its own tests).
 *
 * @example const wmEditor = await signedInWith(server, 'editor', ['/operation/wm/modules/testPush']);
 */
export async function signedInWith(
  server: TestServer,
  role: Role,
  permission: readonly string[] | null,
  account = `${role}${String((staffCount += 1))}`,
): Promise<Browser> {
  server.app.cms.accounts.insert(
    { account, passwordHash: hashPassword(STAFF_PASSWORD), role, isSuperAdmin: false, permission: permission === null ? null : [...permission] },
    server.clock.now(),
  );
  const browser = new Browser(server);
  const res = await browser.signIn(account, STAFF_PASSWORD);
  if (res.body.code !== 200) throw new Error(`sign-in as ${account} failed: ${JSON.stringify(res.body)}`);
  return browser;
}

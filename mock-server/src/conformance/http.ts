/**
 * The kit's HTTP side: one signed-in account, keeping cookies as the shell does (sign-in sets `UID`, `sessionID`
 * from the `authorization` header and `groupID`), every call recorded so a difference can say how to reproduce it.
 */
import { SESSION_COOKIES, SIGNIN_SUCCESS_CODE, encryptCredentials, type SigninCipherConfig } from 'shared-ui/contract';

export interface Sent {
  method: string;
  /** The full URL, query included. */
  url: string;
  body?: unknown;
}

export interface Answer {
  status: number;
  /** The parsed JSON body, or undefined when the answer is not JSON. */
  json: unknown;
  contentType: string;
  sent: Sent;
}

export interface BackendOptions {
  /** The backend's origin, e.g. `https://cms.example.com`. */
  backend: string;
  /** `CMS_API_PREFIX`: `/v2/cms/` unless told. */
  prefix: string;
  cipher: SigninCipherConfig;
  /** The answer to every captcha (a test backend's fixed one); otherwise `askCaptcha` is asked. */
  captchaAnswer?: string;
  askCaptcha?: (png: string) => Promise<string>;
  /** One request's limit. */
  timeoutMs?: number;
}

export class CmsSession {
  readonly cookies: Record<string, string> = {};
  role = '';
  account = '';

  constructor(readonly options: BackendOptions) {}

  url(path: string, query: Readonly<Record<string, string | number>> = {}): string {
    const prefix = `/${this.options.prefix.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    return `${this.options.backend.replace(/\/+$/, '')}${prefix}${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  }

  async call(method: string, path: string, { query = {}, body }: { query?: Readonly<Record<string, string | number>>; body?: unknown } = {}): Promise<Answer> {
    const url = this.url(path, query);
    const cookie = Object.entries(this.cookies).map(([name, value]) => `${name}=${value}`).join('; ');
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const sent: Sent = { method, url, ...(body === undefined ? {} : { body }) };
    const res = await fetch(url, {
      method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies[pair.slice(0, eq).trim()] = decodeURIComponent(pair.slice(eq + 1));
    }
    const contentType = res.headers.get('content-type') ?? '';
    const text = await res.text();
    let json: unknown;
    try {
      json = contentType.includes('json') || text.startsWith('{') ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      json = undefined;
    }
    if (path === 'login/signin' || path === 'sms/login/verify') this.adoptSession(json, res.headers.get('authorization'));
    return { status: res.status, json, contentType, sent };
  }

  /** What the shell does with a successful sign-in: the three session cookies. */
  private adoptSession(json: unknown, authorization: string | null): void {
    const answer = json as { code?: number; data?: { uid?: string; group?: string } } | undefined;
    if (answer?.code !== SIGNIN_SUCCESS_CODE || !answer.data) return;
    this.cookies[SESSION_COOKIES.uid] = String(answer.data.uid ?? '');
    this.cookies[SESSION_COOKIES.group] = String(answer.data.group ?? '');
    this.cookies[SESSION_COOKIES.session] = authorization ?? '';
    this.role = String(answer.data.group ?? '');
  }

  /** Captcha, its check, then the AES `info` sign-in. Throws with the backend's answer when refused. */
  async signIn(account: string, password: string): Promise<void> {
    const captcha = await this.call('GET', 'login/captcha');
    const challenge = (captcha.json as { data?: { verifyKey?: string; png?: string } } | undefined)?.data;
    if (!challenge?.verifyKey) throw new Error(`取验证码失败：HTTP ${captcha.status} ${JSON.stringify(captcha.json)}`);
    const input = this.options.captchaAnswer ?? (await this.options.askCaptcha?.(challenge.png ?? ''));
    if (!input) throw new Error('需要验证码：请用 --captcha-answer 给出，或在终端中输入');
    const verified = await this.call('POST', 'login/verifyCaptcha', { body: { verifyKey: challenge.verifyKey, input } });
    if ((verified.json as { code?: number } | undefined)?.code !== 0) throw new Error(`验证码未通过：${JSON.stringify(verified.json)}`);
    const signed = await this.call('POST', 'login/signin', { body: { info: encryptCredentials({ name: account, pwd: password }, this.options.cipher) } });
    if ((signed.json as { code?: number } | undefined)?.code !== SIGNIN_SUCCESS_CODE) throw new Error(`以 ${account} 登录失败：${JSON.stringify(signed.json)}`);
    this.account = account;
  }
}

/** A command line that repeats the call (the session cookie left for the reader to fill in). */
export function reproduce(sent: Sent): string {
  const parts = [`curl -X ${sent.method} '${sent.url}'`, `-H 'cookie: sessionID=<会话>; UID=<uid>; groupID=<角色>'`];
  if (sent.body !== undefined) parts.push(`-H 'content-type: application/json'`, `--data '${JSON.stringify(sent.body).replace(/'/g, "'\\''")}'`);
  return parts.join(' ');
}

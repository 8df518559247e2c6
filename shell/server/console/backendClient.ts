/**
 * How the console service speaks to the backend: only the spec's `/v2/cms` calls, made with the asking person's own
 * cookies, so the backend applies its own rules to every read (a call the person may not make is refused to the
 * console service too). Answers come back as the envelope; a backend that cannot be reached, or answers with
 * something that is not the envelope, is BackendUnavailable (the console's call answers 502).
 */
import { isEnvelope, type Envelope } from 'shared-ui/contract';

/** The backend could not say (unreachable, or an answer that is not the envelope). */
export class BackendUnavailable extends Error {}

/** An error's message, whichever realm made it (a test runner's globals are not Node's: `instanceof Error` fails). */
const messageOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : undefined;

/** Why a request failed: fetch's own "fetch failed" says nothing, its cause (connect ECONNREFUSED 127.0.0.1:4000) does. */
function failureOf(error: unknown): string {
  const message = messageOf(error) ?? String(error);
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? messageOf(error.cause) : undefined;
  return cause ? `${message}（${cause}）` : message;
}

/** What a call of the shell's server answers (HTTP 502) when the backend cannot be reached. */
export const BACKEND_UNREACHABLE = '后端暂时无法访问，请稍后重试';

export interface BackendCall {
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to the API prefix, e.g. `login/check`. */
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: object;
}

/** A request passed on as it came (the write guard's): its verb, path and query, the browser's headers, its body. */
export interface PassedRequest {
  method: string;
  /** Relative to the API prefix, with its query string: `operation/common/splash/save?type=broker`. */
  pathAndQuery: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body?: string | Buffer;
}

/** The backend's answer to a passed request, to send back as it came (the body already decoded). */
export interface PassedAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Headers that belong to one connection or one encoding of the body, never passed on (RFC 9110 §7.6.1). */
const NOT_PASSED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'upgrade', 'proxy-connection', 'content-length', 'accept-encoding', 'content-encoding']);

export class BackendClient {
  private readonly base: string;

  /** `backend`: its origin (http://127.0.0.1:4000); `apiPrefix`: the calls' prefix on it (/v2/cms/). */
  constructor(backend: string, apiPrefix: string, private readonly timeoutMs = 10_000) {
    this.base = `${backend.replace(/\/$/, '')}/${apiPrefix.replace(/^\/|\/$/g, '')}/`;
  }

  /** One call as the person whose `Cookie` header this is: its envelope, and the HTTP status it came with. */
  async call<T>(cookie: string, { method, path, query, body }: BackendCall): Promise<Envelope<T> & { httpStatus: number }> {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(name, String(value));
    const url = `${this.base}${path.replace(/^\//, '')}${search.size > 0 ? `?${search.toString()}` : ''}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { cookie, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new BackendUnavailable(`后端接口 ${path} 无法连接：${failureOf(error)}`);
    }
    const answer: unknown = await res.json().catch(() => null);
    if (!isEnvelope(answer)) throw new BackendUnavailable(`后端接口 ${path} 的应答不是约定的格式（HTTP ${String(res.status)}）`);
    return { ...(answer as Envelope<T>), httpStatus: res.status };
  }

  /** This client, adding one to `count.calls` for each call made through it (the index's schedule counts its own). */
  counting(count: { calls: number }): BackendClient {
    const counted = Object.create(this) as BackendClient;
    counted.call = <T>(cookie: string, call: BackendCall) => {
      count.calls += 1;
      return this.call<T>(cookie, call);
    };
    return counted;
  }

  /** Passes a browser's request on, headers and all but the connection's own, and brings the answer back whole. */
  async pass({ method, pathAndQuery, headers, body }: PassedRequest): Promise<PassedAnswer> {
    const sent = new Headers();
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || NOT_PASSED.has(name.toLowerCase())) continue;
      for (const one of Array.isArray(value) ? value : [value]) sent.append(name, one);
    }
    let res: Response;
    try {
      res = await fetch(`${this.base}${pathAndQuery.replace(/^\//, '')}`, {
        method,
        headers: sent,
        // A Buffer is a Uint8Array, which fetch sends as it is; its type just does not say so.
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : new Uint8Array(body) }),
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      throw new BackendUnavailable(`后端接口 ${pathAndQuery} 无法连接：${failureOf(error)}`);
    }
    const answered: [string, string][] = [];
    res.headers.forEach((value, name) => {
      if (!NOT_PASSED.has(name) && name !== 'set-cookie') answered.push([name, value]);
    });
    for (const cookie of res.headers.getSetCookie()) answered.push(['set-cookie', cookie]);
    return { status: res.status, headers: answered, body: Buffer.from(await res.arrayBuffer()) };
  }
}

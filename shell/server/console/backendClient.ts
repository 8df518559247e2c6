/**
 * How the console service speaks to the backend: only the spec's `/v2/cms` calls, made with the asking person's own
 * cookies, so the backend applies its own rules to every read (a call the person may not make is refused to the
 * console service too). Answers come back as the envelope; a backend that cannot be reached, or answers with
 * something that is not the envelope, is BackendUnavailable (the console's call answers 502).
 */
import { isEnvelope, type Envelope } from 'shared-ui/contract';

/** The backend could not say (unreachable, or an answer that is not the envelope). */
export class BackendUnavailable extends Error {}

export interface BackendCall {
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to the API prefix, e.g. `login/check`. */
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: object;
}

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
      throw new BackendUnavailable(`后端接口 ${path} 无法连接：${error instanceof Error ? error.message : String(error)}`);
    }
    const answer: unknown = await res.json().catch(() => null);
    if (!isEnvelope(answer)) throw new BackendUnavailable(`后端接口 ${path} 的应答不是约定的格式（HTTP ${String(res.status)}）`);
    return { ...(answer as Envelope<T>), httpStatus: res.status };
  }
}

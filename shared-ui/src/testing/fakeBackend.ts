/**
 * `shared-ui/testing`: a stand-in for the `/v2/cms` server in tests (the shell's and shared-ui's; never bundled). It
 * replaces what is under both of the real API client's transports — axios's adapter (calls with a session) and the
 * global `fetch` (no-login calls) — so status handling, envelopes and the client's events run exactly as in the app. Any call a test did not
 * stub is recorded in `unexpected` and fails: a test must say what the server answers.
 *
 * @example
 *   const backend = installFakeBackend().on('GET login/captcha', { body: ok({ verifyKey: 'k', png: 'data:,' }) });
 *   afterEach(() => backend.restore());
 */
import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import { DEFAULT_API_PREFIX, configureApi } from 'shared-ui';

export interface FakeRequest {
  method: string;
  /** Relative to the API prefix, e.g. `login/signin`. */
  path: string;
  body: unknown;
  params: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export interface FakeBackend {
  /** Stubs `'METHOD path'`; a later stub of the same route replaces the earlier one. */
  on(route: string, handler: FakeHandler): FakeBackend;
  /** Several answers in turn; the last one repeats. */
  onSequence(route: string, replies: FakeReply[]): FakeBackend;
  calls: FakeRequest[];
  callsTo(route: string): FakeRequest[];
  unexpected: string[];
  restore(): void;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

export function installFakeBackend(): FakeBackend {
  const handlers = new Map<string, FakeHandler>();
  const calls: FakeRequest[] = [];
  const unexpected: string[] = [];
  const previous = axios.defaults.adapter;
  const previousFetch = globalThis.fetch;

  const relative = (url: string) => (url.startsWith(DEFAULT_API_PREFIX) ? url.slice(DEFAULT_API_PREFIX.length) : url);
  const answer = async (method: string, url: string, body: unknown, params: unknown): Promise<FakeReply> => {
    const path = relative(url);
    const request: FakeRequest = { method, path, body: parseBody(body), params };
    calls.push(request);
    const key = `${method} ${path}`;
    const handler = handlers.get(key);
    if (!handler) {
      unexpected.push(key);
      throw new Error(`fake backend: nothing stubbed for ${key}; add backend.on('${key}', …) to the test`);
    }
    return typeof handler === 'function' ? handler(request) : handler;
  };

  const adapter: AxiosAdapter = async (config) => {
    const reply = await answer((config.method ?? 'get').toUpperCase(), config.url ?? '', config.data, config.params as unknown);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status ?? 200,
      statusText: '',
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    return response;
  };

  // Only what the fetch transport reads of an answer (jsdom has no Response).
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    // The fake stands for this page's own server, which the client calls by path; a call to another origin (a test
    // harness talking to a real server over HTTP) goes to the fetch that was there before.
    if (!String(input).startsWith('/')) return previousFetch(input, init);
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    // fetch has one URL where axios had a path and params: a query the caller wrote into the path (`…?token=x`) is
    // matched as written when a test stubbed it so, else read back as params.
    const asWritten = handlers.has(`${method} ${relative(`${url.pathname}${url.search}`)}`);
    const reply = asWritten
      ? await answer(method, `${url.pathname}${url.search}`, init?.body, undefined)
      : await answer(method, url.pathname, init?.body, url.searchParams.size > 0 ? Object.fromEntries(url.searchParams) : undefined);
    const headers = new Map(Object.entries(reply.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    // A file's body (a CSV a download saves) is given as text; every other body is an envelope sent as JSON.
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    const answered = {
      status: reply.status ?? 200,
      headers: { forEach: (each: (value: string, name: string) => void) => headers.forEach(each), get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(JSON.parse(text) as unknown),
      blob: () => Promise.resolve(new Blob([text], { type: headers.get('content-type') ?? '' })),
    };
    return answered as unknown as Response;
  };

  // The API client's axios transport uses the default instance, which reads axios.defaults on every call.
  axios.defaults.adapter = adapter;
  globalThis.fetch = fakeFetch;
  configureApi({ prefix: DEFAULT_API_PREFIX });

  const backend: FakeBackend = {
    on(route, handler) {
      handlers.set(route, handler);
      return backend;
    },
    onSequence(route, replies) {
      let next = 0;
      handlers.set(route, () => {
        const reply = replies[Math.min(next, replies.length - 1)] ?? {};
        next += 1;
        return reply;
      });
      return backend;
    },
    calls,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
    unexpected,
    restore() {
      axios.defaults.adapter = previous;
      globalThis.fetch = previousFetch;
      configureApi({ prefix: DEFAULT_API_PREFIX });
    },
  };
  return backend;
}

/**
 * `shared-ui/testing`: a stand-in for the `/v2/cms` server in tests (the shell's and shared-ui's; never bundled). It replaces axios's transport (the adapter) under the real API
 * client, so status handling, envelopes and the client's events run exactly as in the app. Any call a test did not
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

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const path = url.startsWith(DEFAULT_API_PREFIX) ? url.slice(DEFAULT_API_PREFIX.length) : url;
    const request: FakeRequest = { method, path, body: parseBody(config.data), params: config.params as unknown };
    calls.push(request);
    const key = `${method} ${path}`;
    const handler = handlers.get(key);
    if (!handler) {
      unexpected.push(key);
      throw new Error(`fake backend: nothing stubbed for ${key}; add backend.on('${key}', …) to the test`);
    }
    const reply = typeof handler === 'function' ? await handler(request) : handler;
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

  // The API client's instance takes its adapter from axios.defaults when it is (re)created by configureApi.
  axios.defaults.adapter = adapter;
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
      configureApi({ prefix: DEFAULT_API_PREFIX });
    },
  };
  return backend;
}

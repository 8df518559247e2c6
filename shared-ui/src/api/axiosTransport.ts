/**
 * axios as a transport: every call made with a session (the console's). Loaded by the client on the first such call,
 * so the login page's first screen does without it. Uses the default instance, whose adapter tests replace.
 */
import axios from 'axios';
import type { Transport } from './transport';

function toHeaders(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) if (typeof v === 'string') out[k.toLowerCase()] = v;
  }
  return out;
}

export const axiosTransport: Transport = async ({ method, url, params, data, timeoutMs }) => {
  const res = await axios.request<unknown>({
    method,
    url,
    params,
    data,
    withCredentials: true,
    // The CMS sends no XSRF cookie. Asking for one is not free: axios reads it through the async Cookie Store API
    // and sends only after that answer, a round trip to the browser process that left each call 30–45 ms after it
    // was made, behind whatever the page was rendering (shell/docs/performance.md).
    withXSRFToken: false,
    timeout: timeoutMs,
    // We read the status ourselves: every answer becomes an envelope.
    validateStatus: () => true,
    headers: { 'Content-Type': 'application/json' },
  });
  return { status: res.status, body: res.data, headers: toHeaders(res.headers) };
};

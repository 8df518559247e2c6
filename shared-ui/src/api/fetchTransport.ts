/**
 * The browser's fetch as a transport: what the login page and the public no-login pages use, so their first screen
 * carries no HTTP library (axios is ~20 KB gzip; it comes with the console, see axiosTransport.ts).
 */
import type { Query, Transport } from './transport';

/** `url` with `params` as its query (null and undefined left out); the downloads build their address with it too. */
export function withQuery(url: string, params: Query | undefined): string {
  const query = new URLSearchParams();
  // As axios does: null and undefined leave the parameter out.
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null) query.append(key, String(value));
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const fetchTransport: Transport = async ({ method, url, params, data, timeoutMs }) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(withQuery(url, params), {
      method,
      credentials: 'include',
      signal: controller.signal,
      ...(data === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) }),
    });
    const body = parseBody(await res.text());
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: res.status, body, headers };
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Cookie reading and writing, by hand. @fastify/cookie 11 loads the ESM-only `cookie` 2 through a dynamic
 * `import()`, which Jest's CommonJS runtime refuses without `--experimental-vm-modules`; what we need of it is
 * a dozen lines.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Cookies = Readonly<Record<string, string | undefined>>;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // Not percent-encoded after all: keep it as sent.
    return value;
  }
}

/** The request's cookies by name; for a name sent twice the first wins, as browsers list the most specific first. */
export function requestCookies(request: FastifyRequest): Cookies {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  const header = request.headers.cookie;
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    out[name] = decode(value);
  }
  return out;
}

export interface SetCookieOptions {
  path: string;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** Adds a `Set-Cookie` header, keeping any set before it. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: SetCookieOptions): void {
  const attributes = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`];
  if (options.httpOnly) attributes.push('HttpOnly');
  attributes.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  const previous = reply.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
  reply.header('set-cookie', [...list, attributes.join('; ')]);
}

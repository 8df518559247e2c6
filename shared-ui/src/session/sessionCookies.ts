/**
 * The three session cookies of spec §3 (`UID`, `sessionID`, `groupID`). The server reads them on every call; the
 * client sets them after sign-in because the session id arrives as a response header, not as a Set-Cookie.
 */
import { SESSION_COOKIES } from '../contract/session';

export interface SessionCookieValues {
  uid: string;
  session: string;
  group: string;
}

const NAMES = Object.values(SESSION_COOKIES);

function write(name: string, value: string, expires: Date): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}

/** Sets the three cookies, each expiring when the session does (`expire`, epoch milliseconds). */
export function setSessionCookies(values: SessionCookieValues, expire: number): void {
  const expires = new Date(expire);
  write(SESSION_COOKIES.uid, values.uid, expires);
  write(SESSION_COOKIES.session, values.session, expires);
  write(SESSION_COOKIES.group, values.group, expires);
}

export function readSessionCookies(): Partial<SessionCookieValues> {
  const jar = new Map<string, string>();
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    try {
      jar.set(name, decodeURIComponent(pair.slice(at + 1).trim()));
    } catch {
      // A cookie someone else wrote with a stray '%': not ours to read.
    }
  }
  const pick = (name: string) => {
    const value = jar.get(name);
    return value ? value : undefined;
  };
  return { uid: pick(SESSION_COOKIES.uid), session: pick(SESSION_COOKIES.session), group: pick(SESSION_COOKIES.group) };
}

/** All three present: the only state in which asking the server about the session makes sense (spec §9). */
export function hasSessionCookies(): boolean {
  const c = readSessionCookies();
  return Boolean(c.uid && c.session && c.group);
}

export function clearSessionCookies(): void {
  for (const name of NAMES) write(name, '', new Date(0));
}

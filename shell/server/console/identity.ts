/**
 * Who is asking the console service: the account the *backend* confirms for the request's session, never a cookie
 * taken on trust (a `groupID` cookie is the browser's to edit). Two calls of the spec, made with the request's own
 * cookies: `login/check` (is the session alive, whose, which role) and `account/permission/management/admin/check`
 * (the account's permitted paths, read as the sign-in reads them: contract accessFromAdminCheck). The answer is kept
 * briefly per session, so a screen's burst of calls costs the backend two calls, and a revoked session or a changed
 * permission list is seen within `ttlMs`.
 */
import { API, ErrorCode, SESSION_COOKIES, accessFromAdminCheck, type PathHolder, type RestrictedPermission, type SessionStatus } from 'shared-ui/contract';
import type { BackendClient } from './backendClient';

export interface ConsoleIdentity extends PathHolder {
  account: string;
  /** Its id, where the session check gives one (`uid`). */
  accountId: number | null;
  /** The role the backend gives the session (`group`): reader, editor or publisher. */
  role: string;
}

export interface IdentityOptions {
  /** How long a confirmed identity is reused; 10 s unless told. */
  ttlMs?: number;
  /** How many sessions are remembered at once; the oldest is forgotten first. */
  maxSessions?: number;
  now?: () => number;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export class BackendIdentity {
  private readonly known = new Map<string, { identity: ConsoleIdentity | null; until: number }>();
  private readonly asking = new Map<string, Promise<ConsoleIdentity | null>>();
  private readonly ttlMs: number;
  private readonly maxSessions: number;
  private readonly now: () => number;

  constructor(
    private readonly backend: BackendClient,
    options: IdentityOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.maxSessions = options.maxSessions ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  /** The confirmed identity of the request carrying `cookieHeader`, or null when it has no live session. */
  async confirm(cookieHeader: string | undefined): Promise<ConsoleIdentity | null> {
    const session = cookieValue(cookieHeader, SESSION_COOKIES.session);
    if (!session) return null;
    const key = `${session}\n${cookieValue(cookieHeader, SESSION_COOKIES.uid) ?? ''}`;
    const hit = this.known.get(key);
    if (hit && hit.until > this.now()) return hit.identity;
    const pending = this.asking.get(key);
    if (pending) return pending;
    const asked = this.ask(cookieHeader ?? '').then((identity) => {
      this.remember(key, identity);
      return identity;
    });
    this.asking.set(key, asked);
    try {
      return await asked;
    } finally {
      this.asking.delete(key);
    }
  }

  /** Forgets a session at once (its sign-out passed through the shell's server). */
  forget(cookieHeader: string | undefined): void {
    const session = cookieValue(cookieHeader, SESSION_COOKIES.session);
    if (!session) return;
    for (const key of this.known.keys()) if (key.startsWith(`${session}\n`)) this.known.delete(key);
  }

  private remember(key: string, identity: ConsoleIdentity | null): void {
    this.known.delete(key);
    this.known.set(key, { identity, until: this.now() + this.ttlMs });
    // A Map iterates in insertion order: the first key is the oldest.
    while (this.known.size > this.maxSessions) this.known.delete(this.known.keys().next().value as string);
  }

  private async ask(cookie: string): Promise<ConsoleIdentity | null> {
    const check = await this.backend.call<SessionStatus>(cookie, { method: 'GET', path: API.check });
    const status = check.code === ErrorCode.Success ? check.data : null;
    if (!status?.active || !status.account || !status.group) return null;
    const permit = await this.backend.call<RestrictedPermission | null>(cookie, { method: 'POST', path: API.adminCheck, body: { account: status.account } });
    // A session that ended between the two calls is no session.
    if (permit.code === ErrorCode.SessionInvalid) return null;
    const access = accessFromAdminCheck(permit.code, permit.data);
    return {
      account: status.account,
      accountId: status.uid !== undefined && /^\d{1,15}$/.test(status.uid) ? Number(status.uid) : null,
      role: status.group,
      isSuperAdmin: status.isSuperAdmin === true,
      permission: access.kind === 'granted' ? access.permission : [],
    };
  }
}

import { SESSION_COOKIES, isRole } from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import type { Cookies } from '../http/cookies';
import { passwordStore } from './passwordStore';
import type { SessionContext } from './sessionContext';


/** A cookie the client may have cleared to an empty value counts as absent. */
function cookie(cookies: Cookies, name: string): string | undefined {
  const value = cookies[name];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The live session named by the sessionID cookie, or `null`. The UID and groupID cookies are only claims: when
 * present they must agree with the session, otherwise someone edited them and the whole session is refused.
 */
export function resolveSession(ctx: AppContext, cookies: Cookies): SessionContext | null {
  const sessionId = cookie(cookies, SESSION_COOKIES.session);
  if (!sessionId) return null;
  const session = ctx.sessions.findLive(sessionId, ctx.now());
  if (!session) return null;
  const claimedGroup = cookie(cookies, SESSION_COOKIES.group);
  if (claimedGroup !== undefined && claimedGroup !== session.role) return null;
  const claimedUid = cookie(cookies, SESSION_COOKIES.uid);
  if (claimedUid !== undefined && claimedUid !== String(session.accountId)) return null;
  const account = ctx.accounts.findById(session.accountId);
  if (!account || !isRole(session.role)) return null;
  return {
    sessionId: session.id,
    accountId: account.id,
    account: account.account,
    role: session.role,
    isSuperAdmin: account.isSuperAdmin,
    permission: account.permission,
    expiresAt: session.expiresAt,
    mustChangePassword: passwordStore(ctx.db).mustChange(account.id),
  };
}

import { decryptCredentials, expandPermittedPaths, isFullAccess } from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import type { AccountRecord } from '../db/accountRepository';
import type { SessionRecord } from '../db/sessionRepository';
import { FAILURES_BEFORE_LOCK, LOCK_MS } from './authPolicy';
import { decoyHash, verifyPassword } from './passwordHash';

export type SigninOutcome =
  | { kind: 'captchaNotVerified' }
  | { kind: 'credentialsWrong' }
  | { kind: 'locked' }
  /** The right password, but the account may open nothing: no session is opened (spec §5, 1105). */
  | { kind: 'noPermittedPaths' }
  | { kind: 'success'; account: AccountRecord; session: SessionRecord };

/**
 * One sign-in attempt from the browser `clientId`. It first spends a verified captcha of that browser (none →
 * captchaNotVerified), so every attempt, right or wrong, costs one captcha. Then: unreadable `info` or a wrong
 * account/password → credentialsWrong; the FAILURES_BEFORE_LOCK-th consecutive wrong password, and every attempt
 * while the lock lasts, → locked; an account whose permitted paths open nothing → noPermittedPaths (the attempt is
 * not a failure, and no session is opened: the server, not the browser, keeps it out); otherwise a new session.
 */
export function signIn(ctx: AppContext, clientId: string | undefined, info: unknown): SigninOutcome {
  const now = ctx.now();
  if (!clientId || !ctx.captchas.spendVerified(clientId, now)) return { kind: 'captchaNotVerified' };
  const credentials = decryptCredentials(info, ctx.cipher);
  if (!credentials) return { kind: 'credentialsWrong' };
  const account = ctx.accounts.findByAccount(credentials.name);
  if (!account) {
    verifyPassword(credentials.pwd, decoyHash());
    return { kind: 'credentialsWrong' };
  }
  if (account.lockedUntil !== null && account.lockedUntil > now) return { kind: 'locked' };
  if (!verifyPassword(credentials.pwd, account.passwordHash)) {
    const lockedUntil = ctx.accounts.recordFailure(account.id, now, FAILURES_BEFORE_LOCK, LOCK_MS);
    return lockedUntil === null ? { kind: 'credentialsWrong' } : { kind: 'locked' };
  }
  if (account.permission !== null && !isFullAccess(account.permission) && expandPermittedPaths(account.permission).length === 0) {
    ctx.accounts.recordSuccess(account.id);
    return { kind: 'noPermittedPaths' };
  }
  const session = ctx.db.transaction(() => {
    ctx.accounts.recordSuccess(account.id);
    return ctx.sessions.create(account.id, account.role, now, ctx.sessionTtlMs);
  })();
  return { kind: 'success', account, session };
}

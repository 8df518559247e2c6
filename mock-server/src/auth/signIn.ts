import { decryptCredentials, expandPermittedPaths, isFullAccess } from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import type { AccountRecord, FailureCount } from '../db/accountRepository';
import type { SessionRecord } from '../db/sessionRepository';
import { FAILURES_BEFORE_LOCK, LOCK_MS } from './authPolicy';
import { decoyHash, verifyPassword } from './passwordHash';

export type SigninOutcome =
  | { kind: 'captchaNotVerified' }
  /** `attemptsLeft`: the wrong passwords still allowed before the lock; absent when `info` could not be read. */
  | { kind: 'credentialsWrong'; attemptsLeft?: number }
  | { kind: 'locked' }
  /** The right password, but the account may open nothing: no session is opened (spec §5, 1105). */
  | { kind: 'noPermittedPaths' }
  | { kind: 'success'; account: AccountRecord; session: SessionRecord };

/**
 * One sign-in attempt from the browser `clientId`. It first spends a verified captcha of that browser (none →
 * captchaNotVerified), so every attempt, right or wrong, costs one captcha. Then: unreadable `info` or a wrong
 * account/password → credentialsWrong, saying for a name how many wrong passwords it may still take; the
 * FAILURES_BEFORE_LOCK-th consecutive wrong password, and every attempt while the lock lasts, → locked. A name no
 * account has is counted and locked the same way (ctx.unknownNames), so neither the count nor the lock tells which
 * names exist. An account whose permitted paths open nothing → noPermittedPaths (the attempt is not a failure, and no
 * session is opened: the server, not the browser, keeps it out); otherwise a new session.
 */
export function signIn(ctx: AppContext, clientId: string | undefined, info: unknown): SigninOutcome {
  const now = ctx.now();
  if (!clientId || !ctx.captchas.spendVerified(clientId, now)) return { kind: 'captchaNotVerified' };
  const credentials = decryptCredentials(info, ctx.cipher);
  if (!credentials) return { kind: 'credentialsWrong' };
  const account = ctx.accounts.findByAccount(credentials.name);
  if (!account) {
    if (ctx.unknownNames.isLocked(credentials.name, now)) return { kind: 'locked' };
    verifyPassword(credentials.pwd, decoyHash());
    return failed(ctx.unknownNames.recordFailure(credentials.name, now));
  }
  if (account.lockedUntil !== null && account.lockedUntil > now) return { kind: 'locked' };
  if (!verifyPassword(credentials.pwd, account.passwordHash)) return failed(ctx.accounts.recordFailure(account.id, now, FAILURES_BEFORE_LOCK, LOCK_MS));
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

function failed({ lockedUntil, attemptsLeft }: FailureCount): SigninOutcome {
  return lockedUntil === null ? { kind: 'credentialsWrong', attemptsLeft } : { kind: 'locked' };
}

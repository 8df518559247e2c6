/**
 * `POST login/password` (issue 14): the signed-in account replaces its own password. Both passwords arrive encrypted
 * as at sign-in (`{info, newInfo}`, each `encryptCredentials({name: account, pwd})`). In order:
 * - a body that is not two readable ciphertexts of this account → HTTP 400, 1106;
 * - the account locked by failed passwords → 1103;
 * - a new password breaking the rule (`newPasswordProblems`: the admin's strength rule, differs from the old) → 1106
 *   naming `newPassword`;
 * - an account that signs in by SMS only (it has no password) → 1106 naming `oldPassword`, saying so; not counted as a
 *   failed sign-in (issue 44, item 9): there is no password to guess;
 * - a wrong old password → 1102 naming `oldPassword`, counted like a failed sign-in (the fifth locks: 1103);
 * - otherwise the hash is replaced, the must-change flag cleared, and every other session of the account ended.
 */
import { ErrorCode, PASSWORD_CHANGE_MESSAGES, attemptsLeftNote, SMS_ONLY_PASSWORD_MESSAGE, decryptCredentials, newPasswordProblems, type PasswordChangeResult } from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import { WorkflowRefusal, badRequest, fieldRefusal } from '../workflow/refusal';
import { FAILURES_BEFORE_LOCK, LOCK_MS } from './authPolicy';
import { hashPassword, verifyPassword } from './passwordHash';
import { passwordStore } from './passwordStore';
import { signinMethodOf } from '../permissionAdmin/adminRows';
import type { SessionContext } from './sessionContext';

const UNREADABLE = '密码无法识别，请刷新页面后重试';

function readPasswords(ctx: AppContext, session: SessionContext, body: unknown): { oldPassword: string; newPassword: string } {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const old = decryptCredentials(fields.info, ctx.cipher);
  const next = decryptCredentials(fields.newInfo, ctx.cipher);
  if (!old || !next || old.name !== session.account || next.name !== session.account) throw badRequest(UNREADABLE);
  return { oldPassword: old.pwd, newPassword: next.pwd };
}

export function changeOwnPassword(ctx: AppContext, session: SessionContext, body: unknown): PasswordChangeResult {
  const { oldPassword, newPassword } = readPasswords(ctx, session, body);
  const account = ctx.accounts.findById(session.accountId);
  if (!account) throw new WorkflowRefusal(ErrorCode.SessionInvalid, undefined, null, 401);
  const now = ctx.now();
  if (account.lockedUntil !== null && account.lockedUntil > now) throw new WorkflowRefusal(ErrorCode.AccountLocked);
  if (signinMethodOf(account) === 'sms') throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'oldPassword', message: SMS_ONLY_PASSWORD_MESSAGE }]);
  const problems = newPasswordProblems(oldPassword, newPassword);
  if (problems.length > 0) throw fieldRefusal(ErrorCode.ValidationFailed, problems);
  if (!verifyPassword(oldPassword, account.passwordHash)) {
    const { lockedUntil, attemptsLeft } = ctx.accounts.recordFailure(account.id, now, FAILURES_BEFORE_LOCK, LOCK_MS);
    if (lockedUntil !== null) throw new WorkflowRefusal(ErrorCode.AccountLocked);
    // As sign-in says it (issue 44, item 17): the next wrong passwords lock the account, whichever form they are typed in.
    throw fieldRefusal(ErrorCode.CredentialsWrong, [{ field: 'oldPassword', message: `${PASSWORD_CHANGE_MESSAGES.oldWrong}${attemptsLeftNote(attemptsLeft)}` }]);
  }
  // Hash outside the transaction: scrypt is slow and needs no lock.
  const passwordHash = hashPassword(newPassword);
  const sessionsEnded = ctx.db.transaction(() => {
    passwordStore(ctx.db).replace(account.id, passwordHash, now);
    ctx.accounts.recordSuccess(account.id);
    // Whoever signed in with the old password is shut out; the session that changed it stays.
    return ctx.sessions.endAllFor(account.id, now, session.sessionId);
  })();
  return { sessionsEnded };
}

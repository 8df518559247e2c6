/**
 * What every sign-in does once the server has said yes — the password at /login (the shell) and the SMS code at
 * /sms/login (remote-common) alike, so both open the same session: the three cookies, the initial-password check,
 * the authorisation fetch (spec §6: no permitted path → no session), the super-admin flag and the stored login.
 *
 * Calls: GET login/password; POST account/permission/management/admin/check {account}; GET login/check (for
 * isSuperAdmin); GET login/signout when the sign-in is left half way.
 */
import { api, type ApiResponse } from '../api/apiClient';
import { ErrorCode, Messages, errorMessage } from '../contract/errors';
import { isRole, type Role } from '../contract/roles';
import { API, type PasswordStatus, type RestrictedPermission, type SessionStatus, type SigninResult } from '../contract/session';
import type { SessionInfo } from './SessionContext';
import { accessFromAdminCheck } from '../contract/accessFromAdminCheck';
import { clearSessionCookies, setSessionCookies } from './sessionCookies';
import { markFreshSignIn } from './freshSignIn';
import { clearStoredLogin, saveStoredLogin } from './storedLogin';

/** Signed in (cookies set), not yet authorised. */
export interface SignedInAccount {
  account: string;
  uid: string;
  role: Role;
}

export type SessionOutcome =
  | { ok: true; session: SessionInfo }
  /** Signed in with an initial password: the server refuses all but `login/…` until it is replaced, then `finishSignIn`. */
  | { ok: false; mustChangePassword: SignedInAccount }
  | { ok: false; message: string };

/** A failed request (-1) carries its own reason (network, HTTP status); a code is looked up in the catalogue. */
export function answerMessage(res: ApiResponse<unknown>, fallbackCode?: number): string {
  if (res.code === ErrorCode.RequestFailed) return res.msg;
  return errorMessage(fallbackCode ?? res.code, res.msg);
}

/** Clears what a session left in the browser, without asking the server (it may be the server that refused us). */
export function forgetSession(): void {
  clearSessionCookies();
  clearStoredLogin();
}

/**
 * The server's yes to a sign-in (code 200, `{uid, group, expire}`, the session id in the `authorization` header) as
 * a session in this browser: cookies, then the rest of the flow (`finishSignIn`), unless the password must change.
 */
export async function openSignedInSession(signed: ApiResponse<SigninResult>, account: string): Promise<SessionOutcome> {
  const result = signed.data;
  const authorization = signed.headers.authorization;
  if (!result?.uid || !authorization || typeof result.expire !== 'number') {
    return { ok: false, message: errorMessage(ErrorCode.RequestFailed) };
  }
  setSessionCookies({ uid: result.uid, session: authorization, group: result.group }, result.expire);

  // The role comes from the group (spec §6); the server refuses every call of an unknown one.
  if (!isRole(result.group)) return refuse(errorMessage(ErrorCode.RoleRefused));
  const signedIn: SignedInAccount = { account, uid: result.uid, role: result.group };
  if (await mustChangePassword()) return { ok: false, mustChangePassword: signedIn };
  return finishSignIn(signedIn);
}

/** Leaves a sign-in half way (not allowed in, or no new password after all): the server's session ends too. */
export async function abandonSignIn(): Promise<void> {
  await api.get(API.signout);
  forgetSession();
}

async function refuse(message: string): Promise<SessionOutcome> {
  await abandonSignIn();
  return { ok: false, message };
}

/** A backend without `login/password` (or any failure to answer) asks for no change: the server's lock decides. */
async function mustChangePassword(): Promise<boolean> {
  const res = await api.get<PasswordStatus>(API.password);
  return res.code === ErrorCode.Success && res.data?.mustChange === true;
}

/** The rest of the flow once the password is the person's own: authorisation, super-admin flag, stored login. */
export async function finishSignIn({ account, uid, role }: SignedInAccount): Promise<SessionOutcome> {
  const checked = await api.post<RestrictedPermission>(API.adminCheck, { account });
  const access = accessFromAdminCheck(checked.code, checked.data);
  if (access.kind === 'dbError') return refuse(Messages.dbError);
  if (access.kind === 'none') return refuse(errorMessage(ErrorCode.NoPermittedPaths));

  const status = await api.get<SessionStatus>(API.check);
  const isSuperAdmin = status.code === ErrorCode.Success && status.data?.isSuperAdmin === true;
  saveStoredLogin({ account, permission: access.permission, isSuperAdmin });
  // The console page loaded next need not ask login/check again (freshSignIn.ts).
  if (status.code === ErrorCode.Success && status.data?.active === true) markFreshSignIn(uid);
  return { ok: true, session: { uid, account, role, permission: access.permission, isSuperAdmin } };
}

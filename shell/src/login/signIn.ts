/**
 * The sign-in flow of spec §4, without any view: captcha check → AES sign-in → cookies → authorisation → stored
 * login. It answers what the form must do next; the form only renders that.
 *
 * Calls: POST login/verifyCaptcha {verifyKey, input}; POST login/signin {info} (200 = success, the session id in
 * the `authorization` header); GET login/password (an initial password an admin set must be replaced first: the form
 * shows the change, then `finishSignIn`); POST account/permission/management/admin/check {account}; GET login/check
 * (for isSuperAdmin); GET login/signout when the account may open nothing.
 */
import {
  API,
  ErrorCode,
  Messages,
  api,
  loadSigninCipher,
  errorMessage,
  isRole,
  type ApiResponse,
  type PasswordStatus,
  type RestrictedPermission,
  type Role,
  type SessionInfo,
  type SessionStatus,
  type SigninCipherConfig,
  type SigninResult,
} from 'shared-ui';
import { forgetSession } from '../session/logout';
import { setSessionCookies } from '../session/sessionCookies';
import { saveStoredLogin } from '../session/storedLogin';
import { accessFromAdminCheck } from './accessFromAdminCheck';

export interface SignInInput {
  account: string;
  password: string;
  captcha: string;
  verifyKey: string;
}

/** Signed in (cookies set), not yet authorised. */
export interface SignedInAccount {
  account: string;
  uid: string;
  role: Role;
}

export type SignInOutcome =
  | { ok: true; session: SessionInfo }
  /** Signed in with an initial password: the server refuses all but `login/…` until it is replaced, then `finishSignIn`. */
  | { ok: false; mustChangePassword: SignedInAccount }
  /** Every failure consumes the captcha (a verified one is single-use): the form refreshes it and clears its input. */
  | { ok: false; message: string; field?: 'captcha' };

/** A failed request (-1) carries its own reason (network, HTTP status); a code is looked up in the catalogue. */
function messageOf(res: ApiResponse<unknown>, fallbackCode?: number): string {
  if (res.code === ErrorCode.RequestFailed) return res.msg;
  return errorMessage(fallbackCode ?? res.code, res.msg);
}

export async function signIn(input: SignInInput, cipher: SigninCipherConfig): Promise<SignInOutcome> {
  // Its code comes when the person starts on the form; not fetched means the network is down.
  const encryptCredentials = await loadSigninCipher().then((m) => m.encryptCredentials, () => null);
  if (!encryptCredentials) return { ok: false, message: Messages.networkError };
  const verified = await api.post(API.verifyCaptcha, { verifyKey: input.verifyKey, input: input.captcha });
  if (verified.code !== ErrorCode.Success) {
    return { ok: false, field: 'captcha', message: messageOf(verified, ErrorCode.CaptchaWrong) };
  }

  const signed = await api.post<SigninResult>(API.signin, {
    info: encryptCredentials({ name: input.account, pwd: input.password }, cipher),
  });
  if (signed.code !== ErrorCode.SigninSuccess) return { ok: false, message: messageOf(signed) };
  const result = signed.data;
  const authorization = signed.headers.authorization;
  if (!result?.uid || !authorization || typeof result.expire !== 'number') {
    return { ok: false, message: errorMessage(ErrorCode.RequestFailed) };
  }
  setSessionCookies({ uid: result.uid, session: authorization, group: result.group }, result.expire);

  // The role comes from the group (spec §6); the server refuses every call of an unknown one.
  if (!isRole(result.group)) return refuse(errorMessage(ErrorCode.RoleRefused));
  const signedIn: SignedInAccount = { account: input.account, uid: result.uid, role: result.group };
  if (await mustChangePassword()) return { ok: false, mustChangePassword: signedIn };
  return finishSignIn(signedIn);
}

/** Leaves a sign-in half way (not allowed in, or no new password after all): the server's session ends too. */
export async function abandonSignIn(): Promise<void> {
  await api.get(API.signout);
  forgetSession();
}

async function refuse(message: string): Promise<SignInOutcome> {
  await abandonSignIn();
  return { ok: false, message };
}

/** A backend without `login/password` (or any failure to answer) asks for no change: the server's lock decides. */
async function mustChangePassword(): Promise<boolean> {
  const res = await api.get<PasswordStatus>(API.password);
  return res.code === ErrorCode.Success && res.data?.mustChange === true;
}

/** The rest of the flow once the password is the person's own: authorisation, super-admin flag, stored login. */
export async function finishSignIn({ account, uid, role }: SignedInAccount): Promise<SignInOutcome> {
  const checked = await api.post<RestrictedPermission>(API.adminCheck, { account });
  const access = accessFromAdminCheck(checked.code, checked.data);
  if (access.kind === 'dbError') return refuse(Messages.dbError);
  if (access.kind === 'none') return refuse(errorMessage(ErrorCode.NoPermittedPaths));

  const status = await api.get<SessionStatus>(API.check);
  const isSuperAdmin = status.code === ErrorCode.Success && status.data?.isSuperAdmin === true;
  saveStoredLogin({ account, permission: access.permission, isSuperAdmin });
  return { ok: true, session: { uid, account, role, permission: access.permission, isSuperAdmin } };
}

/**
 * The sign-in flow of spec §4, without any view: captcha check → AES sign-in → cookies → authorisation → stored
 * login. It answers what the form must do next; the form only renders that.
 *
 * Calls: POST login/verifyCaptcha {verifyKey, input}; POST login/signin {info} (200 = success, the session id in
 * the `authorization` header); POST account/permission/management/admin/check {account}; GET login/check (for
 * isSuperAdmin); GET login/signout when the account may open nothing.
 */
import {
  API,
  ErrorCode,
  Messages,
  api,
  encryptCredentials,
  errorMessage,
  isRole,
  type ApiResponse,
  type RestrictedPermission,
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

export type SignInOutcome =
  | { ok: true; session: SessionInfo }
  /** Every failure consumes the captcha (a verified one is single-use): the form refreshes it and clears its input. */
  | { ok: false; message: string; field?: 'captcha' };

/** A failed request (-1) carries its own reason (network, HTTP status); a code is looked up in the catalogue. */
function messageOf(res: ApiResponse<unknown>, fallbackCode?: number): string {
  if (res.code === ErrorCode.RequestFailed) return res.msg;
  return errorMessage(fallbackCode ?? res.code, res.msg);
}

export async function signIn(input: SignInInput, cipher: SigninCipherConfig): Promise<SignInOutcome> {
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

  const refuse = async (message: string): Promise<SignInOutcome> => {
    // Signed in but not allowed in: end the server session too, not just ours.
    await api.get(API.signout);
    forgetSession();
    return { ok: false, message };
  };
  // The role comes from the group (spec §6); the server refuses every call of an unknown one.
  if (!isRole(result.group)) return refuse(errorMessage(ErrorCode.RoleRefused));

  const checked = await api.post<RestrictedPermission>(API.adminCheck, { account: input.account });
  const access = accessFromAdminCheck(checked.code, checked.data);
  if (access.kind === 'dbError') return refuse(Messages.dbError);
  if (access.kind === 'none') return refuse(errorMessage(ErrorCode.NoPermittedPaths));

  const status = await api.get<SessionStatus>(API.check);
  const isSuperAdmin = status.code === ErrorCode.Success && status.data?.isSuperAdmin === true;
  saveStoredLogin({ account: input.account, permission: access.permission, isSuperAdmin });
  return {
    ok: true,
    session: { uid: result.uid, account: input.account, role: result.group, permission: access.permission, isSuperAdmin },
  };
}

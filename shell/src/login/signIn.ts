/**
 * The password sign-in flow of spec §4, without any view: captcha check → AES sign-in → then the session, opened as
 * every sign-in opens it (`openSignedInSession` in shared-ui: cookies, initial-password check, authorisation, stored
 * login; the SMS sign-in at /sms/login uses the same). It answers what the form must do next; the form only renders that.
 *
 * Calls: POST login/verifyCaptcha {verifyKey, input}; POST login/signin {info} (200 = success, the session id in
 * the `authorization` header); then those of `openSignedInSession`.
 */
import {
  API,
  ErrorCode,
  Messages,
  answerMessage,
  api,
  loadSigninCipher,
  openSignedInSession,
  type SessionOutcome,
  type SigninCipherConfig,
  type SigninResult,
} from 'shared-ui';

export interface SignInInput {
  account: string;
  password: string;
  captcha: string;
  verifyKey: string;
}

export type SignInOutcome =
  | SessionOutcome
  /** Every failure consumes the captcha (a verified one is single-use): the form refreshes it and clears its input. */
  | { ok: false; message: string; field: 'captcha' };

export async function signIn(input: SignInInput, cipher: SigninCipherConfig): Promise<SignInOutcome> {
  // Its code comes when the person starts on the form; not fetched means the network is down.
  const encryptCredentials = await loadSigninCipher().then((m) => m.encryptCredentials, () => null);
  if (!encryptCredentials) return { ok: false, message: Messages.networkError };
  const verified = await api.post(API.verifyCaptcha, { verifyKey: input.verifyKey, input: input.captcha });
  if (verified.code !== ErrorCode.Success) {
    return { ok: false, field: 'captcha', message: answerMessage(verified, ErrorCode.CaptchaWrong) };
  }

  const signed = await api.post<SigninResult>(API.signin, {
    info: encryptCredentials({ name: input.account, pwd: input.password }, cipher),
  });
  if (signed.code !== ErrorCode.SigninSuccess) return { ok: false, message: answerMessage(signed) };
  return openSignedInSession(signed, input.account);
}

/**
 * The password sign-in flow of spec §4, without any view: captcha check → AES sign-in → then the session, opened as
 * every sign-in opens it (`openSignedInSession` in shared-ui: cookies, initial-password check, authorisation, stored
 * login; the SMS sign-in at /sms/login uses the same). It answers what the form must do next; the form only renders that.
 *
 * Calls: POST login/verifyCaptcha {verifyKey, input}; POST login/signin {info} (200 = success, the session id in
 * the `authorization` header; 1102 may carry `data.attemptsLeft`, the wrong passwords left before the account is
 * locked); then those of `openSignedInSession`.
 */
import {
  API,
  ErrorCode,
  Messages,
  answerMessage,
  api,
  attemptsLeftNote,
  errorMessage,
  loadSigninCipher,
  openSignedInSession,
  type SessionOutcome,
  type SigninCipherConfig,
  type SigninResult,
} from 'shared-ui';
import type { CredentialsWrongData } from 'shared-ui/contract';

export interface SignInInput {
  account: string;
  password: string;
  captcha: string;
  verifyKey: string;
}

export type SignInOutcome =
  | SessionOutcome
  /**
   * The captcha was refused: its message goes beside the captcha field, so it goes once that field is typed in again.
   * Every failure consumes the captcha (a verified one is single-use): the form refreshes it and clears its input.
   */
  | { ok: false; message: string; field: 'captcha' };

/**
 * A wrong account or password, with the attempts left before the lock when the backend says (issue 44, item 17). The
 * backend's count is the only one: the contract states no limit, and a backend that gives none is answered plainly.
 */
function credentialsWrongMessage(data: unknown): string {
  const message = errorMessage(ErrorCode.CredentialsWrong);
  const left: unknown = (data as Partial<CredentialsWrongData> | null | undefined)?.attemptsLeft;
  if (typeof left !== 'number' || !Number.isInteger(left) || left < 1) return message;
  return `${message}${attemptsLeftNote(left)}`;
}

export async function signIn(input: SignInInput, cipher: SigninCipherConfig): Promise<SignInOutcome> {
  // Its code comes when the person starts on the form; not fetched means the network is down.
  const encryptCredentials = await loadSigninCipher().then((m) => m.encryptCredentials, () => null);
  if (!encryptCredentials) return { ok: false, message: Messages.networkError };
  const verified = await api.post(API.verifyCaptcha, { verifyKey: input.verifyKey, input: input.captcha });
  if (verified.code === ErrorCode.RequestFailed) return { ok: false, message: verified.msg };
  if (verified.code !== ErrorCode.Success) return { ok: false, field: 'captcha', message: answerMessage(verified, ErrorCode.CaptchaWrong) };

  const signed = await api.post<SigninResult>(API.signin, {
    info: encryptCredentials({ name: input.account, pwd: input.password }, cipher),
  });
  if (signed.code === ErrorCode.CredentialsWrong) return { ok: false, message: credentialsWrongMessage(signed.data) };
  // The verified captcha ran out before the sign-in reached the server (its minutes passed): a captcha matter too.
  if (signed.code === ErrorCode.CaptchaNotVerified) return { ok: false, field: 'captcha', message: answerMessage(signed) };
  if (signed.code !== ErrorCode.SigninSuccess) return { ok: false, message: answerMessage(signed) };
  return openSignedInSession(signed, input.account);
}

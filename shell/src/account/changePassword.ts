/**
 * `POST login/password`: both passwords encrypted exactly as at sign-in (`encryptCredentials` with the account's
 * name), so neither crosses the wire in clear. Answers what the form must show: a message beside a field (wrong old
 * password, a refused new one), or one for the whole form; or that the account has no password (it signs in by SMS
 * code only), which the dialog says instead of the form.
 *
 * `GET login/password` (`ownSigninMethod`): whether the account has a password to change before the form is shown.
 */
import {
  API,
  ErrorCode,
  SMS_ONLY_PASSWORD_MESSAGE,
  api,
  loadSigninCipher,
  Messages,
  errorMessage,
  isAdminSigninMethod,
  type AdminSigninMethod,
  type PasswordChangeBody,
  type PasswordChangeField,
  type PasswordChangeResult,
  type PasswordStatus,
  type SigninCipherConfig,
} from 'shared-ui';
import { PASSWORD_FIELD_LABELS, type PasswordFormErrors } from './passwordFormErrors';

export type PasswordChangeOutcome =
  | { ok: true; result: PasswordChangeResult }
  /** The account signs in by SMS code only: there is no password to change (the backend said so on the old one). */
  | { ok: false; smsOnly: true }
  /** `message`: for the form as a whole; absent when the shell already said it (session invalid, network). */
  | { ok: false; errors: PasswordFormErrors; message?: string };

function isField(value: unknown): value is PasswordChangeField {
  return typeof value === 'string' && Object.hasOwn(PASSWORD_FIELD_LABELS, value);
}

function fieldErrors(data: unknown): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  const list = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(list)) return errors;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (isField(item.field) && typeof item.message === 'string') errors[item.field] ??= item.message;
  }
  return errors;
}

export async function changePassword(
  account: string,
  passwords: { oldPassword: string; newPassword: string },
  cipher: SigninCipherConfig,
): Promise<PasswordChangeOutcome> {
  const encryptCredentials = await loadSigninCipher().then((m) => m.encryptCredentials, () => null);
  if (!encryptCredentials) return { ok: false, errors: {}, message: Messages.networkError };
  const body: PasswordChangeBody = {
    info: encryptCredentials({ name: account, pwd: passwords.oldPassword }, cipher),
    newInfo: encryptCredentials({ name: account, pwd: passwords.newPassword }, cipher),
  };
  const res = await api.post<PasswordChangeResult>(API.password, body);
  if (res.code === ErrorCode.Success) return { ok: true, result: res.data };
  const errors = fieldErrors(res.data);
  // The contract's words for it: a backend that does not say how the account signs in still says this on the change.
  if (errors.oldPassword === SMS_ONLY_PASSWORD_MESSAGE) return { ok: false, smsOnly: true };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (res.reported) return { ok: false, errors };
  return { ok: false, errors, message: res.code === ErrorCode.RequestFailed ? res.msg : errorMessage(res.code, res.msg) };
}

/**
 * How the signed-in account signs in, as `GET login/password` says beside `mustChange` (issue 44, item 9): 'sms' for
 * an account without a password. Null when the answer does not say (a backend that does not tell, a failed read): the
 * form is shown, and the change itself is refused with the reason if there is no password.
 */
export async function ownSigninMethod(): Promise<AdminSigninMethod | null> {
  const res = await api.get<PasswordStatus>(API.password);
  const method = res.code === ErrorCode.Success ? res.data?.signinMethod : undefined;
  return isAdminSigninMethod(method) ? method : null;
}

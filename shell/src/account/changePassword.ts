/**
 * `POST login/password`: both passwords encrypted exactly as at sign-in (`encryptCredentials` with the account's
 * name), so neither crosses the wire in clear. Answers what the form must show: a message beside a field (wrong old
 * password, a refused new one), or one for the whole form.
 */
import {
  API,
  ErrorCode,
  api,
  loadSigninCipher,
  Messages,
  errorMessage,
  type PasswordChangeBody,
  type PasswordChangeField,
  type PasswordChangeResult,
  type SigninCipherConfig,
} from 'shared-ui';
import { PASSWORD_FIELD_LABELS, type PasswordFormErrors } from './passwordFormErrors';

export type PasswordChangeOutcome =
  | { ok: true; result: PasswordChangeResult }
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
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (res.reported) return { ok: false, errors };
  return { ok: false, errors, message: res.code === ErrorCode.RequestFailed ? res.msg : errorMessage(res.code, res.msg) };
}

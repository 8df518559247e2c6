import { Messages } from 'shared-ui';

export interface LoginFormValues {
  account: string;
  password: string;
  captcha: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

export const LOGIN_FIELD_LABELS: Record<keyof LoginFormValues, string> = {
  account: '账号',
  password: '密码',
  captcha: '验证码',
};

/** All three fields are required (spec §5); whitespace alone does not count. */
export function loginFormErrors(values: LoginFormValues): LoginFormErrors {
  const errors: LoginFormErrors = {};
  for (const field of Object.keys(LOGIN_FIELD_LABELS) as (keyof LoginFormValues)[]) {
    if (values[field].trim() === '') errors[field] = Messages.required(LOGIN_FIELD_LABELS[field]);
  }
  return errors;
}

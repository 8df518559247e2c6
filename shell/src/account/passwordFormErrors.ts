import { Messages, PASSWORD_CHANGE_MESSAGES, newPasswordProblems, type PasswordChangeField } from 'shared-ui';

export type PasswordFormValues = Record<PasswordChangeField, string>;
export type PasswordFormErrors = Partial<Record<PasswordChangeField, string>>;

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export const PASSWORD_FIELD_LABELS: Record<PasswordChangeField, string> = {
  oldPassword: '原密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
};

/**
 * Every field required; the new password by the contract's one rule (the admin's strength rule, not the old one),
 * which mock-server runs too; the confirmation equal to it. Passwords are taken as typed, spaces included.
 */
export function passwordFormErrors(values: PasswordFormValues): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  for (const field of Object.keys(PASSWORD_FIELD_LABELS) as PasswordChangeField[]) {
    if (values[field] === '') errors[field] = Messages.required(PASSWORD_FIELD_LABELS[field]);
  }
  if (!errors.newPassword) {
    for (const problem of newPasswordProblems(values.oldPassword, values.newPassword)) errors[problem.field] ??= problem.message;
  }
  if (!errors.confirmPassword && !errors.newPassword && values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = PASSWORD_CHANGE_MESSAGES.confirmMismatch;
  }
  return errors;
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState, type FormEvent } from 'react';
import { SMS_ONLY_PASSWORD_MESSAGE, type PasswordChangeField, type PasswordChangeResult, type SigninCipherConfig } from 'shared-ui';
import { signinCipher } from '../config';
import { LoginField } from '../login/LoginField';
import { changePassword } from './changePassword';
import { useTypedFields } from '../login/useTypedFields';
import { EMPTY_PASSWORD_FORM, PASSWORD_FIELD_LABELS, passwordFormErrors, type PasswordFormValues } from './passwordFormErrors';

export interface ChangePasswordFormProps {
  /** The signed-in account: its name rides inside both ciphertexts, as at sign-in. */
  account: string;
  cipher?: SigninCipherConfig;
  onChanged: (result: PasswordChangeResult) => void;
  /** A second button beside the submit one: 取消 in the dialog, 退出登录 on the first-sign-in screen. */
  secondary?: { label: string; onClick: () => void };
  /**
   * The backend refused the change because the account has no password (it signs in by SMS code only): the dialog
   * then says so instead of the form. Without it the refusal shows on the old-password field.
   */
  onSmsOnly?: () => void;
}

const AUTOCOMPLETE: Record<PasswordChangeField, string> = {
  oldPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

/** Old password, new password, confirmation. A refusal shows beside its field; nothing typed is cleared. */
export function ChangePasswordForm({ account, cipher = signinCipher(), onChanged, secondary, onSmsOnly }: ChangePasswordFormProps) {
  const { values, errors, setErrors, change } = useTypedFields<PasswordFormValues>(EMPTY_PASSWORD_FORM);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = passwordFormErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const outcome = await changePassword(account, values, cipher);
    setSubmitting(false);
    if (outcome.ok) {
      onChanged(outcome.result);
      return;
    }
    if ('smsOnly' in outcome) {
      if (onSmsOnly) onSmsOnly();
      else setErrors({ oldPassword: SMS_ONLY_PASSWORD_MESSAGE });
      return;
    }
    setErrors(outcome.errors);
    setFailure(outcome.message ?? null);
  };

  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} aria-label="修改密码">
      {(Object.keys(PASSWORD_FIELD_LABELS) as PasswordChangeField[]).map((field, index) => (
        <LoginField
          key={field}
          name={field}
          type="password"
          label={PASSWORD_FIELD_LABELS[field]}
          value={values[field]}
          onChange={change(field)}
          error={errors[field]}
          autoComplete={AUTOCOMPLETE[field]}
          autoFocus={index === 0}
        />
      ))}
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="password-error">
          {failure}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 2 }}>
        {secondary ? (
          <Button onClick={secondary.onClick} disabled={submitting}>
            {secondary.label}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {submitting ? '提交中…' : '确认修改'}
        </Button>
      </Box>
    </Box>
  );
}

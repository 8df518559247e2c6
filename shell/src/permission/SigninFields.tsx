/**
 * The account's credentials on the admin form: how it signs in (create only), its password and its phone. An
 * SMS-only account has no password (the person signs in at /sms/login with the phone); giving it one later makes it
 * a password account, the password to be replaced at its first sign-in like any password an admin sets.
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_SIGNIN_METHODS, ADMIN_SIGNIN_METHOD_LABELS, isAdminSigninMethod } from 'shared-ui/contract';
import type { AdminFormController } from './useAdminForm';

const PHONE_HINT = '香港或内地手机号，用于短信验证码登录（/sms/login）；一个手机号只能绑定一个账号';

function passwordLabel(form: AdminFormController): string {
  if (!form.editing) return '初始密码';
  return form.signinMethod === 'sms' ? '设置密码（留空则仍仅短信验证码登录）' : '新密码（不修改请留空）';
}

export function SigninFields({ form }: { form: AdminFormController }) {
  const { errors } = form;
  const smsOnlyCreate = !form.editing && form.signinMethod === 'sms';
  return (
    <>
      {form.editing ? (
        <Typography variant="body2" data-testid="admin-signin-method">
          登录方式：{ADMIN_SIGNIN_METHOD_LABELS[form.editing.signinMethod]}
        </Typography>
      ) : (
        <FormControl>
          <FormLabel id="admin-signin-method-label">登录方式</FormLabel>
          <RadioGroup
            row
            aria-labelledby="admin-signin-method-label"
            value={form.signinMethod}
            onChange={(e) => {
              if (isAdminSigninMethod(e.target.value)) form.setSigninMethod(e.target.value);
            }}
          >
            {ADMIN_SIGNIN_METHODS.map((method) => (
              <FormControlLabel key={method} value={method} control={<Radio size="small" />} label={ADMIN_SIGNIN_METHOD_LABELS[method]} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {smsOnlyCreate ? null : (
        <TextField
          label={passwordLabel(form)}
          required={!form.editing}
          type="password"
          size="small"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => form.setPassword(e.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ?? (form.editing && form.signinMethod === 'sms' ? '设置后需在首次登录时修改' : ' ')}
          slotProps={{ htmlInput: { 'data-testid': 'admin-password' } }}
        />
      )}
      <TextField
        label="手机号"
        required={form.signinMethod === 'sms' && (smsOnlyCreate || form.password === '')}
        size="small"
        autoComplete="off"
        placeholder="+852 9123 4567 或 138 0013 8000"
        value={form.phone}
        onChange={(e) => form.setPhone(e.target.value)}
        error={Boolean(errors.phone)}
        helperText={errors.phone ?? PHONE_HINT}
        slotProps={{ htmlInput: { 'data-testid': 'admin-phone', inputMode: 'tel' } }}
      />
    </>
  );
}

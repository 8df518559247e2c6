import Typography from '@mui/material/Typography';
import { ADMIN_PASSWORD_RULE, PASSWORD_CHANGE_MESSAGES, type SigninCipherConfig } from 'shared-ui';
import { ChangePasswordForm } from './ChangePasswordForm';

export interface FirstPasswordChangeProps {
  account: string;
  cipher?: SigninCipherConfig;
  onChanged: () => void;
  /** Leave without changing: the session ends (the server answers nothing else anyway). */
  onSignOut: () => void;
}

/**
 * Shown right after signing in with a password an admin set: the server answers nothing but `login/…` until the
 * person picks their own, so the app does not open before.
 */
export function FirstPasswordChange({ account, cipher, onChanged, onSignOut }: FirstPasswordChangeProps) {
  return (
    <section aria-labelledby="first-password-title">
      <Typography id="first-password-title" variant="h6" component="h2" gutterBottom>
        {PASSWORD_CHANGE_MESSAGES.mustChange}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        账号 {account} 使用的是管理员设置的初始密码，修改后才能进入系统。{ADMIN_PASSWORD_RULE}。
      </Typography>
      <ChangePasswordForm account={account} cipher={cipher} onChanged={onChanged} secondary={{ label: '退出登录', onClick: onSignOut }} />
    </section>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { SMS_ONLY_PASSWORD_MESSAGE, notify } from 'shared-ui';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ownSigninMethod } from './changePassword';

export interface ChangePasswordDialogProps {
  account: string;
  onClose: () => void;
}

/** What the dialog offers the account: nothing yet (asking how it signs in), the form, or why there is nothing to change. */
type Offer = 'reading' | 'form' | 'smsOnly';

/**
 * 修改密码 from the header: the same form as at first sign-in; this session stays signed in, the others end. An account
 * that signs in by SMS code only has no 原密码 to give (issue 44, item 9): it is told so, with no form. No call sets a
 * first password with an SMS code; a super admin sets one in 权限管理, as the message says.
 */
export default function ChangePasswordDialog({ account, onClose }: ChangePasswordDialogProps) {
  const [offer, setOffer] = useState<Offer>('reading');
  useEffect(() => {
    let current = true;
    void ownSigninMethod().then((method) => {
      if (current) setOffer(method === 'sms' ? 'smsOnly' : 'form');
    });
    return () => {
      current = false;
    };
  }, []);
  const changed = (sessionsEnded: number) => {
    notify.success(sessionsEnded > 0 ? '密码已修改，其他设备上的登录已退出' : '密码已修改');
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <DialogTitle id="change-password-title">修改密码</DialogTitle>
      {offer === 'smsOnly' ? (
        <>
          <DialogContent>
            <Alert severity="info" data-testid="password-sms-only">
              {SMS_ONLY_PASSWORD_MESSAGE}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              知道了
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogContent>
          {offer === 'reading' ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 96, color: 'text.secondary' }}>
              <CircularProgress size={18} aria-hidden />
              <span>正在读取账号的登录方式…</span>
            </Box>
          ) : (
            <ChangePasswordForm
              account={account}
              onChanged={(result) => changed(result.sessionsEnded)}
              onSmsOnly={() => setOffer('smsOnly')}
              secondary={{ label: '取消', onClick: onClose }}
            />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

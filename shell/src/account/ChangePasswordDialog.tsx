import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { notify } from 'shared-ui';
import { ChangePasswordForm } from './ChangePasswordForm';

export interface ChangePasswordDialogProps {
  account: string;
  onClose: () => void;
}

/** 修改密码 from the header: the same form as at first sign-in; this session stays signed in, the others end. */
export default function ChangePasswordDialog({ account, onClose }: ChangePasswordDialogProps) {
  const changed = (sessionsEnded: number) => {
    notify.success(sessionsEnded > 0 ? '密码已修改，其他设备上的登录已退出' : '密码已修改');
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <DialogTitle id="change-password-title">修改密码</DialogTitle>
      <DialogContent>
        <ChangePasswordForm account={account} onChanged={(result) => changed(result.sessionsEnded)} secondary={{ label: '取消', onClick: onClose }} />
      </DialogContent>
    </Dialog>
  );
}

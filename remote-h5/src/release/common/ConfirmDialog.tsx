import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** A call is running: the confirm button shows progress, nothing can be pressed twice. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Why the action cannot go ahead (shown instead of allowing the confirm). */
  blocked?: string | null;
  destructive?: boolean;
  children?: ReactNode;
}

/**
 * Asks before an action that cannot be undone (delete, revoke). Mounted only while open. Cancel has the focus, so
 * Enter right after opening never destroys anything; Esc closes.
 */
export function ConfirmDialog({ title, message, confirmLabel, busy, onConfirm, onClose, blocked, destructive = true, children }: ConfirmDialogProps) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="h5-confirm-title">
      <DialogTitle id="h5-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
        {children}
        {blocked ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {blocked}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          取消
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} loading={busy} disabled={Boolean(blocked)}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

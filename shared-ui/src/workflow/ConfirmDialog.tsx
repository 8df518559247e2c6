import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen; a node (a list of what is affected) is laid out as a block, since a list cannot sit in a <p>. */
  message: ReactNode;
  confirmLabel: string;
  /** A call is running: the confirm button shows progress, nothing can be pressed twice. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  destructive?: boolean;
  /** Why the action cannot go ahead: shown as a warning, and the confirm button stays disabled. */
  blocked?: string | null;
  /** Why the last try failed, shown in the dialog, which stays open so the person can read it and try again. */
  failure?: string | null;
  maxWidth?: 'xs' | 'sm';
  /** Cancel takes the focus on open, so an Enter pressed right away never confirms (for what cannot be undone). */
  focusCancel?: boolean;
}

/** Asks before a destructive action (delete, withdraw, take off shelf). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  destructive = true,
  blocked,
  failure,
  maxWidth = 'xs',
  focusCancel = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth={maxWidth} fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component={typeof message === 'string' ? 'p' : 'div'}>{message}</DialogContentText>
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {blocked ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {blocked}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus={focusCancel}>
          取消
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} loading={busy} disabled={Boolean(blocked)}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

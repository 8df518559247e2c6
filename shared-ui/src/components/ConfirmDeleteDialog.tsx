import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { ApiError } from 'shared-ui';
import { ErrorCode } from 'shared-ui/contract';

/**
 * The items a delete was refused for because something shows them (1019 with the uses in `data`): only those with at
 * least one slot. Any other refusal: none.
 */
export function refusedInUse<T extends { slots: readonly unknown[] }>(error: unknown): T[] {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.Duplicate || !Array.isArray(error.data)) return [];
  return (error.data as T[]).filter((use) => Array.isArray(use.slots) && use.slots.length > 0);
}

export interface ConfirmDeleteDialogProps {
  /** 删除文章, 删除基金. */
  title: string;
  /** What is asked before anything is sent: which items, and what deleting them means. */
  question: string;
  /** The server's refusal, shown instead of the question; the dialog then only closes. */
  refusal: ReactNode | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a delete, then says why the server refused it, if it did. 取消 has the focus, so a stray Enter deletes
 * nothing; while the delete is on its way the dialog does not close. Every delete of a library item (articles, funds,
 * managers) asks through it.
 */
export function ConfirmDeleteDialog({ title, question, refusal, pending, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {refusal === null ? (
          <DialogContentText>{question}</DialogContentText>
        ) : (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {refusal === null ? '取消' : '关闭'}
        </Button>
        {refusal === null ? (
          <Button variant="contained" color="error" onClick={onConfirm} loading={pending}>
            删除
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export interface LibraryFormDialogProps {
  title: string;
  /** 保存, 添加. */
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** useLibraryForm's: a failure that belongs to no field, the stale-save dialog and the notice after 重新加载. */
  form: { failure: string | null; dialog: ReactNode; notice: ReactNode };
  /** The fields (and any facts above them). */
  children: ReactNode;
}

/** A library's add or edit dialog around its fields: 取消 and the save, a failure under the fields, the stale-save parts. */
export function LibraryFormDialog({ title, submitLabel, pending, onSubmit, onClose, form, children }: LibraryFormDialogProps) {
  return (
    <>
      <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {form.notice}
            {children}
            {form.failure ? <Alert severity="error">{form.failure}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            取消
          </Button>
          <Button variant="contained" onClick={onSubmit} loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Dialog>
      {form.dialog}
    </>
  );
}

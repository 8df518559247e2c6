import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AuditRecord } from 'shared-ui/contract';
import { AuditChanges } from './AuditChanges';

export interface AuditRecordDialogProps {
  /** The record shown, or null when the dialog is closed. */
  record: AuditRecord | null;
  /** The dialog's title and the line under it, as the table that opened it words them. */
  title: (record: AuditRecord) => string;
  subtitle: (record: AuditRecord) => ReactNode;
  labelOf?: (field: string) => string;
  onClose: () => void;
  /** The title's id (the dialog is labelled by it). */
  titleId: string;
}

/** One audit record's before → after, as /audit and a module's 修改记录 open it. */
export function AuditRecordDialog({ record, title, subtitle, labelOf, onClose, titleId }: AuditRecordDialogProps) {
  return (
    <Dialog open={record !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{record ? title(record) : ''}</DialogTitle>
      <DialogContent>
        {record ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {subtitle(record)}
            </Typography>
            <AuditChanges record={record} labelOf={labelOf} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}

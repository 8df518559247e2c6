import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ApiError, ErrorCode, isReportedByShell, notify } from 'shared-ui';
import { H5_NAME_MAX_LENGTH, h5NameProblem } from 'shared-ui/contract';
import { failureText } from '../api/reportH5Error';

export interface NameDialogProps {
  title: string;
  label: string;
  initialName: string;
  confirmLabel: string;
  successMessage: string;
  /** Sends the name; resolves when the server took it. */
  submit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks for a folder's or a file's name (new folder, rename): checked in the browser with the contract's name rule,
 * then by the server. A name that exists in that folder (1401) shows '名称已存在' under the field; what was typed stays.
 * Enter submits, Esc cancels; the name is selected on open so typing replaces the default.
 */
export function NameDialog({ title, label, initialName, confirmLabel, successMessage, submit, onClose }: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = h5NameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    submit(name).then(
      () => {
        notify.success(successMessage);
        onClose();
      },
      (failure: unknown) => {
        setBusy(false);
        // Every refusal shows under the name (1401, a bad name, a folder with live files that cannot be renamed), so
        // the person sees it where they typed; what the shell reported already (session, network) is not repeated.
        if (isReportedByShell(failure)) return;
        setError(failure instanceof ApiError && failure.code === ErrorCode.NameExists ? failure.message : failureText(failure));
      },
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            label={label}
            name="file_name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? `不超过 ${String(H5_NAME_MAX_LENGTH)} 个字符，不能包含 / \\ : * ? " < > |`}
            autoFocus
            onFocus={(e) => e.target.select()}
            fullWidth
            margin="dense"
            disabled={busy}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

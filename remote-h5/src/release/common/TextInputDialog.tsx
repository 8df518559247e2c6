import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { notify } from 'shared-ui';

/** The browser's check of what was typed: the value to send (perhaps normalised), or the problem to show. */
export type TextCheck = { value: string } | { problem: string };

export interface TextInputDialogProps {
  title: string;
  /** What the value is for, above the field. */
  intro?: ReactNode;
  label: string;
  /** The field's form name. */
  name: string;
  initialValue: string;
  confirmLabel: string;
  /** The hint under the field while there is no error (it may count what was typed). */
  hint: (value: string) => string;
  check: (value: string) => TextCheck;
  /** Sends the value; resolves when the server took it. */
  submit: (value: string) => Promise<unknown>;
  successMessage: (value: string) => string;
  /** What of a refusal shows under the field, or null when it was told elsewhere (a toast, the shell): then the field keeps what it showed. */
  fieldError: (failure: unknown) => string | null;
  /** After the success toast: the caller closes the dialog (and, say, clears the selection). */
  onDone: () => void;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm';
  fieldProps?: Pick<TextFieldProps, 'multiline' | 'minRows' | 'margin' | 'onFocus' | 'slotProps'>;
}

/**
 * One text field asked for in a dialog (a name, a remark, a git version): checked in the browser, then sent; a refusal
 * shows under the field and what was typed stays. Enter submits, Esc cancels, nothing closes it while the call runs.
 */
export function TextInputDialog(props: TextInputDialogProps) {
  const { title, intro, label, name, initialValue, confirmLabel, hint, check, submit, successMessage, fieldError, onDone, onClose } = props;
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(value);
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setBusy(true);
    submit(checked.value).then(
      () => {
        notify.success(successMessage(checked.value));
        onDone();
      },
      (failure: unknown) => {
        setBusy(false);
        const shown = fieldError(failure);
        if (shown) setError(shown);
      },
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth={props.maxWidth ?? 'xs'} fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {intro ? <DialogContentText sx={{ mb: 1 }}>{intro}</DialogContentText> : null}
          <TextField
            label={label}
            name={name}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? hint(value)}
            autoFocus
            fullWidth
            disabled={busy}
            {...props.fieldProps}
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

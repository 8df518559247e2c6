import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { notify, validationErrorsOf } from 'shared-ui';
import { H5_REMARK_MAX_LENGTH, type H5Item } from 'shared-ui/contract';
import { h5Calls } from '../api/h5Calls';
import { reportH5Error } from '../api/reportH5Error';
import { useH5Action } from '../api/useH5Action';

/** 备注 of one item or many at once (`POST remark/update {ids, remark}`); one item starts from its remark. */
export function RemarkDialog({ items, onClose, onDone }: { items: H5Item[]; onClose: () => void; onDone: () => void }) {
  const [remark, setRemark] = useState(items.length === 1 ? (items[0]?.remark ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const action = useH5Action((text: string) => h5Calls.remark(items.map((i) => i.id), text));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if ([...remark].length > H5_REMARK_MAX_LENGTH) {
      setError(`备注不能超过 ${String(H5_REMARK_MAX_LENGTH)} 个字符`);
      return;
    }
    action.mutate(remark, {
      onSuccess: () => {
        notify.success('备注已更新');
        onDone();
      },
      onError: (failure) => {
        const [fieldError] = validationErrorsOf(failure);
        if (fieldError) setError(fieldError.message);
        else reportH5Error(failure);
      },
    });
  };

  return (
    <Dialog open onClose={action.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>备注</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {items.length === 1 ? `为「${items[0]?.file_name ?? ''}」填写备注。` : `为选中的 ${String(items.length)} 项填写相同的备注。`}
          </DialogContentText>
          <TextField
            label="备注"
            name="remark"
            value={remark}
            onChange={(e) => {
              setRemark(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? `${String([...remark].length)} / ${String(H5_REMARK_MAX_LENGTH)}，留空则清除备注`}
            autoFocus
            fullWidth
            multiline
            minRows={2}
            disabled={action.isPending}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={action.isPending}>
            取消
          </Button>
          <Button type="submit" variant="contained" loading={action.isPending}>
            保存备注
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { notify, validationErrorsOf } from 'shared-ui';
import { h5Bodies, type H5File } from 'shared-ui/contract';
import { h5Calls } from '../api/h5Calls';
import { reportH5Error } from '../api/reportH5Error';
import { useH5Action } from '../api/useH5Action';

/**
 * 关联 git 版本 of the selected files (`POST gitid {ids, git_id}`): the commit the files were built from, so a live
 * page can be traced to its source. Checked with the contract's body schema before sending.
 */
export function GitIdDialog({ files, onClose, onDone }: { files: H5File[]; onClose: () => void; onDone: () => void }) {
  const shared = new Set(files.map((f) => f.git_id));
  const [gitId, setGitId] = useState(shared.size === 1 ? (files[0]?.git_id ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const action = useH5Action((value: string) => h5Calls.gitId(files.map((f) => f.id), value));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = h5Bodies.gitId.safeParse({ ids: files.map((f) => f.id), git_id: gitId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'git 版本格式不正确');
      return;
    }
    action.mutate(parsed.data.git_id, {
      onSuccess: () => {
        notify.success(`已为 ${String(files.length)} 个文件关联 git 版本 ${parsed.data.git_id}`);
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
    <Dialog open onClose={action.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>关联 git 版本</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>为选中的 {files.length} 个文件填写构建它们的 git 提交号。</DialogContentText>
          <TextField
            label="git 版本"
            name="git_id"
            value={gitId}
            onChange={(e) => {
              setGitId(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? '7–40 位十六进制提交号，例如 3f9a2c1'}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            disabled={action.isPending}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={action.isPending}>
            取消
          </Button>
          <Button type="submit" variant="contained" loading={action.isPending}>
            关联
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

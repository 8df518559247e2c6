import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from 'shared-ui';
import type { H5CheckResult, H5File } from 'shared-ui/contract';
import { h5Calls } from '../api/h5Calls';
import { h5Keys } from '../api/h5Keys';
import { checkResultOf, failureText, shownFailure } from '../api/reportH5Error';
import { useH5Action } from '../api/useH5Action';
import { useH5Conflict } from '../api/useH5Conflict';
import { CheckRefusals } from '../common/CheckRefusals';

/**
 * 预发布 of the selected files: first the server's check (`POST check`), showing what it refuses and why; then the
 * files that pass are pre-published (`POST prepublish`). Should the server refuse at that moment (something changed
 * in between), its new check result replaces the shown one.
 */
export function PrepublishFilesDialog({ files, onClose, onDone }: { files: H5File[]; onClose: () => void; onDone: () => void }) {
  const ids = files.map((f) => f.id);
  const check = useQuery({ queryKey: h5Keys.check(ids), queryFn: () => h5Calls.check(ids), staleTime: 0, gcTime: 0 });
  const [recheck, setRecheck] = useState<H5CheckResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Based on the versions listed: a file changed since (1043) opens the engine's conflict dialog.
  const conflict = useH5Conflict(files, onClose);
  const action = useH5Action((fileIds: number[]) => h5Calls.prepublish(fileIds, conflict.bases.current));
  const result = recheck ?? check.data;
  const passing = result?.ok ?? [];

  const confirm = (): void =>
    action.mutate(passing, {
      onSuccess: (data) => {
        notify.success(`预发布成功：${String(data.created)} 个文件已进入预发布列表`);
        onDone();
      },
      onError: (error) => {
        if (conflict.claimStale(error, '预发布', {}, confirm)) return;
        const refused = checkResultOf(error);
        if (refused) setRecheck(refused);
        else setFailure(shownFailure(error));
      },
    });

  return (
    <>
    <Dialog open onClose={action.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>预发布</DialogTitle>
      <DialogContent>
        {check.isPending ? (
          <DialogContentText sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden /> 正在检查选中的 {files.length} 个文件…
          </DialogContentText>
        ) : null}
        {check.isError ? <Alert severity="error">检查失败：{failureText(check.error)}</Alert> : null}
        {result ? (
          <>
            <DialogContentText data-testid="check-summary">
              选中 {files.length} 个文件，{passing.length} 个通过检查{result.refused.length > 0 ? `，${String(result.refused.length)} 个不能预发布` : ''}。
              {passing.length > 0 ? '通过检查的文件将进入预发布列表，由发布人员发布。' : ''}
            </DialogContentText>
            <CheckRefusals refused={result.refused} title="以下文件不能预发布" />
          </>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            预发布失败：{failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.isPending}>
          取消
        </Button>
        {check.isError ? <Button onClick={() => void check.refetch()}>重新检查</Button> : null}
        <Button variant="contained" onClick={confirm} loading={action.isPending} disabled={passing.length === 0}>
          预发布 {passing.length} 个文件
        </Button>
      </DialogActions>
    </Dialog>
    {conflict.dialog}
    </>
  );
}

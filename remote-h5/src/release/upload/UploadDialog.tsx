import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { failureText } from '../api/reportH5Error';
import { UploadProgressList } from './UploadProgressList';
import { useUploadFlow } from './useUploadFlow';
import type { PickedFile } from './uploadPlan';

export interface UploadDialogProps {
  folderId: number;
  folderPath: string;
  picked: readonly PickedFile[];
  onClose: () => void;
}

const mono = { fontFamily: 'monospace' } as const;

/** The review before an upload (refused files, files that would be overwritten) and its progress. See useUploadFlow. */
export function UploadDialog({ folderId, folderPath, picked, onClose }: UploadDialogProps) {
  const flow = useUploadFlow(folderId, picked);
  const uploading = flow.phase === 'uploading';
  const allOverwritten = flow.existing.length > 0 && flow.existing.every((p) => flow.overwrite.has(p.path));

  return (
    <Dialog open onClose={uploading ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>上传到 {folderPath || '根目录'}</DialogTitle>
      <DialogContent>
        {flow.checking ? (
          <DialogContentText sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden /> 正在检查 {picked.length} 个文件…
          </DialogContentText>
        ) : null}
        {flow.checkError ? <Alert severity="error">检查失败：{failureText(flow.checkError)}</Alert> : null}
        {flow.refused.length > 0 ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="upload-refused">
            <AlertTitle>以下 {flow.refused.length} 个文件不会上传</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {flow.refused.map((r) => (
                <li key={r.path}>
                  <Box component="span" sx={mono}>
                    {r.path}
                  </Box>
                  ：{r.reason}
                </li>
              ))}
            </Box>
          </Alert>
        ) : null}
        {flow.phase === 'review' && !flow.checking && !flow.checkError ? (
          <>
            {flow.existing.length > 0 ? (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="upload-existing">
                <AlertTitle>以下 {flow.existing.length} 个文件已存在，是否覆盖？</AlertTitle>
                勾选的文件将被新文件替换；未勾选的保持原样，不会上传。
                <Box>
                  <FormControlLabel
                    control={<Checkbox checked={allOverwritten} onChange={(e) => flow.setOverwriteAll(e.target.checked)} />}
                    label="全部覆盖"
                  />
                </Box>
                {flow.existing.map((p) => (
                  <Box key={p.path}>
                    <FormControlLabel
                      control={<Checkbox checked={flow.overwrite.has(p.path)} onChange={(e) => flow.setOverwrite(p.path, e.target.checked)} />}
                      label={<span>覆盖 <Box component="span" sx={mono}>{p.path}</Box></span>}
                    />
                  </Box>
                ))}
              </Alert>
            ) : null}
            <DialogContentText data-testid="upload-summary">
              {flow.toSend.length > 0
                ? `将上传 ${String(flow.toSend.length)} 个文件（新文件 ${String(flow.fresh.length)} 个，覆盖 ${String(flow.toSend.length - flow.fresh.length)} 个）。`
                : '没有可上传的文件。'}
            </DialogContentText>
          </>
        ) : null}
        {flow.phase !== 'review' ? <UploadProgressList flow={flow} /> : null}
      </DialogContent>
      <DialogActions>
        {uploading ? (
          <Button onClick={flow.stop}>停止上传</Button>
        ) : (
          <Button onClick={onClose} autoFocus={flow.phase === 'done'}>
            {flow.phase === 'done' ? '关闭' : '取消'}
          </Button>
        )}
        {flow.checkError ? <Button onClick={flow.retryCheck}>重新检查</Button> : null}
        {flow.phase !== 'done' ? (
          <Button variant="contained" onClick={() => void flow.start()} loading={uploading} disabled={flow.checking || flow.toSend.length === 0}>
            开始上传
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

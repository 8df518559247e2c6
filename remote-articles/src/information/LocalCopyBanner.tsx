import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatCmsTime } from 'shared-ui/contract';

/** '发现未保存的内容（保存于 …），是否恢复？' with 恢复 and 丢弃: the words of the workflow's own banner. */
export function LocalCopyBanner({ savedAt, onRestore, onDiscard }: { savedAt: number; onRestore: () => void; onDiscard: () => void }) {
  return (
    <Alert
      severity="info"
      data-testid="autosave-banner"
      sx={{ mb: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onRestore}>
            恢复
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            丢弃
          </Button>
        </Stack>
      }
    >
      发现未保存的内容（保存于 {formatCmsTime(savedAt)}），是否恢复？
    </Alert>
  );
}

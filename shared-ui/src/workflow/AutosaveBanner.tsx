import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatCmsTime } from 'shared-ui/contract';
import type { AutosaveCopy } from './autosaveStore';

/** '发现未保存的内容（保存于 …），是否恢复？' with 恢复 and 丢弃. */
export function AutosaveBanner({ copy, onRestore, onDiscard }: { copy: AutosaveCopy; onRestore: () => void; onDiscard: () => void }) {
  return (
    <Alert
      severity="info"
      data-testid="autosave-banner"
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
      sx={{ mb: 2 }}
    >
      发现未保存的内容（保存于 {formatCmsTime(copy.savedAt)}），是否恢复？
    </Alert>
  );
}

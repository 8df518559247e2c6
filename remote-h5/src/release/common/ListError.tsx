import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isReportedByShell } from 'shared-ui';
import { failureText } from '../api/reportH5Error';

/** A list that could not load: why, and a retry. Nothing when the shell already said it (session, network). */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error || isReportedByShell(error)) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          重试
        </Button>
      }
    >
      加载失败：{failureText(error)}
    </Alert>
  );
}

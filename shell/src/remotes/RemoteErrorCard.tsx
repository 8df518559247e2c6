import CloudOff from '@mui/icons-material/CloudOff';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AreaCard } from './AreaCard';
import { REMOTE_TIMEOUT_MESSAGE } from './remoteTimeout';

export interface RemoteErrorCardProps {
  areaTitle: string;
  /** Technical detail, shown small for whoever reports the problem. */
  detail?: string;
  onRetry: () => void;
}

/** The runtime's messages run to several lines of arguments and links: the first line says enough. */
function shorten(detail: string): string {
  const first = detail.split('\n')[0] ?? detail;
  return first.length > 160 ? `${first.slice(0, 160)}…` : first;
}

/** What an area shows when its remote cannot load; the rest of the shell keeps working around it. */
export function RemoteErrorCard({ areaTitle, detail, onRetry }: RemoteErrorCardProps) {
  return (
    <AreaCard testId="remote-error" maxWidth={480}>
          <CloudOff color="disabled" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h6" component="h1" gutterBottom>
            模块加载失败
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {detail?.startsWith(REMOTE_TIMEOUT_MESSAGE)
              ? `「${areaTitle}」长时间没有响应，请检查网络后重试；其他功能不受影响。`
              : `「${areaTitle}」暂时无法打开，请稍后重试；其他功能不受影响。`}
          </Typography>
          {detail ? (
            // The runtime's own words (often English, with codes) are for whoever reports the problem: folded away.
            <Box component="details" sx={{ mb: 2, textAlign: 'left' }}>
              <Typography component="summary" variant="caption" color="text.secondary" sx={{ cursor: 'pointer' }}>
                技术信息（反馈问题时请附上）
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" title={detail} sx={{ mt: 0.5, wordBreak: 'break-all' }} data-testid="remote-error-detail">
                {shorten(detail)}
              </Typography>
            </Box>
          ) : null}
          <Button variant="contained" startIcon={<Refresh />} onClick={onRetry} data-testid="remote-retry">
            重试
          </Button>
    </AreaCard>
  );
}

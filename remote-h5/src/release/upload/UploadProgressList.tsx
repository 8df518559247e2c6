import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { UploadFlow, UploadStatus } from './useUploadFlow';

const ICONS: Record<UploadStatus, ReactNode> = {
  waiting: <HourglassEmpty fontSize="small" color="disabled" />,
  uploading: <CircularProgress size={16} aria-label="上传中" />,
  done: <CheckCircleOutlined fontSize="small" color="success" />,
  failed: <ErrorOutlined fontSize="small" color="error" />,
  skipped: <RemoveCircleOutlined fontSize="small" color="disabled" />,
  cancelled: <RemoveCircleOutlined fontSize="small" color="disabled" />,
};
const LABELS: Record<UploadStatus, string> = { waiting: '等待上传', uploading: '上传中', done: '完成', failed: '失败', skipped: '跳过', cancelled: '已停止' };

/** Per-file progress of an upload, and the overall bar (files finished of files to send). */
export function UploadProgressList({ flow }: { flow: UploadFlow }) {
  const entries = Object.entries(flow.progress);
  const total = flow.toSend.length;
  const finished = entries.filter(([, p]) => p.status === 'done' || p.status === 'failed' || p.status === 'cancelled').length;
  const value = total === 0 ? 100 : Math.round((finished / total) * 100);
  return (
    <Box data-testid="upload-progress">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <LinearProgress variant="determinate" value={value} sx={{ flex: 1 }} aria-label="上传进度" />
        <Typography variant="body2" sx={{ minWidth: 72, textAlign: 'right' }}>
          {finished} / {total}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 280, overflow: 'auto' }}>
        {entries.map(([path, p]) => (
          <Box component="li" key={path} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }} data-status={p.status}>
            {ICONS[p.status]}
            <Typography variant="body2" sx={{ fontFamily: 'monospace', flex: 1 }} noWrap title={path}>
              {path}
            </Typography>
            <Typography variant="body2" color={p.status === 'failed' ? 'error' : 'text.secondary'}>
              {p.message ?? LABELS[p.status]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

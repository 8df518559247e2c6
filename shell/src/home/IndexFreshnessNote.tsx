/**
 * How fresh an answer of the console's entry index is (the calendar's, home's): 数据更新于 … , and the modules whose
 * last read the backend refused, whose entries are from an earlier read. A change made in this console shows at
 * once; one made elsewhere once the index reads that module again. On a fresh server the first answers come before
 * every module is read: those still being read are named, and the page asks again until none are.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IndexFreshness } from 'shared-ui/contract';

/** At most this many of the modules still being read are named; the rest are counted. */
const READING_NAMED = 3;

export function IndexedAt({ indexed, when }: { indexed: IndexFreshness; when: (at: string) => string }) {
  const { reading } = indexed;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      {reading.length > 0 && (
        <Typography variant="caption" color="text.secondary" role="status" data-testid="index-reading" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <CircularProgress size={12} aria-hidden />
          正在从后台读取 {reading.slice(0, READING_NAMED).join('、')}
          {reading.length > READING_NAMED ? ` 等 ${String(reading.length)} 个模块` : ''}，读完后自动更新
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" data-testid="index-freshness">
        {indexed.indexedAt === null ? '数据尚未从后台读取' : `数据更新于 ${when(indexed.indexedAt)}`}
      </Typography>
    </Stack>
  );
}

export function IndexUnread({ indexed }: { indexed: IndexFreshness }) {
  if (indexed.unread.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ my: 1 }} data-testid="index-unread">
      以下模块最近一次未能从后台读取，显示的是之前读取的内容：{indexed.unread.map((m) => `${m.title}（${m.reason}）`).join('、')}
    </Alert>
  );
}

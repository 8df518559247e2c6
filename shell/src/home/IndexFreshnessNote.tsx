/**
 * How fresh an answer of the console's entry index is (the calendar's, home's): 数据更新于 … , and the modules whose
 * last read the backend refused, whose entries are from an earlier read. A change made in this console shows at
 * once; one made elsewhere once the index reads that module again.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { IndexFreshness } from 'shared-ui/contract';

export function IndexedAt({ indexed, when }: { indexed: IndexFreshness; when: (at: string) => string }) {
  return (
    <Typography variant="caption" color="text.secondary" data-testid="index-freshness">
      {indexed.indexedAt === null ? '数据尚未从后台读取' : `数据更新于 ${when(indexed.indexedAt)}`}
    </Typography>
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

import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useArticleUsage } from '../api/articleQueries';
import { shownFailureMessage } from 'shared-ui';
import { WhereUsedList } from 'shared-ui/components';

/**
 * 使用情况 (`GET article/check/status`, spec §4's question: pre-published or published slots): whether operation slots
 * point at the article, and which, each a link to its module screen at the entry (the shared where-used list).
 */
export function ArticleUsagePanel({ linkId }: { linkId: string }) {
  const usage = useArticleUsage(linkId);
  if (usage.isPending) return <Skeleton variant="rounded" height={40} />;
  if (usage.isError) {
    const message = shownFailureMessage(usage.error);
    return message ? <Alert severity="warning">使用情况查询失败：{message}</Alert> : null;
  }
  if (!usage.data.in_use || usage.data.slots.length === 0) {
    return <Alert severity="success">未被任何运营位使用，可以删除</Alert>;
  }
  return (
    <Alert severity="info">
      正在被以下运营位使用（删除前需先在运营位中移除或下架）：
      <WhereUsedList uses={usage.data.slots} itemName="文章" />
    </Alert>
  );
}

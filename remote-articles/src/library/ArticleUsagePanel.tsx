import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useArticleUsage } from '../api/articleQueries';
import { ArticleUsageList } from './ArticleUsageList';
import { shownFailureMessage } from 'shared-ui';

/** 使用情况 (`GET article/check/status`): whether operation slots point at the article, and which. */
export function ArticleUsagePanel({ linkId, title }: { linkId: string; title: string }) {
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
      <ArticleUsageList usages={[usage.data]} titleOf={() => title} />
    </Alert>
  );
}

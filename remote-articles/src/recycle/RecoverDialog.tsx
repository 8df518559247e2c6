import { ConfirmDialog } from 'shared-ui/workflow';
import { ApiError, notify, reportWorkflowError } from 'shared-ui';
import { ARTICLE_MESSAGES, ErrorCode } from 'shared-ui/contract';
import { useRecoverArticles } from '../api/articleMutations';
import { useArticleBatchAction } from '../api/useArticleBatchAction';

/** Asks before recovering (`POST article/recovery`, based on the versions shown); a toast and a refreshed list after. Mounted only while open. */
export function RecoverDialog({
  articles,
  onClose,
  onRecovered,
}: {
  articles: readonly { linkId: string; title: string; version?: number }[];
  onClose: () => void;
  onRecovered: () => void;
}) {
  const recover = useRecoverArticles();
  const batch = useArticleBatchAction(articles, { verb: '恢复', mutation: recover, doneMessage: ARTICLE_MESSAGES.recovered, onDone: onRecovered, onClose });
  const question = articles.length === 1 ? `确定恢复文章《${articles[0]?.title ?? ''}》吗？恢复后回到文章库。` : `确定恢复选中的 ${String(articles.length)} 篇文章吗？恢复后回到文章库。`;
  const confirm = (): void =>
    batch.send((error) => {
      // 1019 here: a live article has taken a title meanwhile (the catalogue's text speaks of duplicates in general).
      if (error instanceof ApiError && error.code === ErrorCode.Duplicate) {
        notify.error(articles.length === 1 ? ARTICLE_MESSAGES.recoverClash(articles[0]?.title ?? '') : '所选文章中有与现有文章标题重复的，均未恢复；请逐篇恢复或先修改现有文章标题');
      } else reportWorkflowError(error);
      onClose();
    });
  return (
    <>
      <ConfirmDialog open title="恢复文章" message={question} confirmLabel="恢复" busy={recover.isPending} onConfirm={confirm} onClose={onClose} destructive={false} />
      {batch.dialog}
    </>
  );
}

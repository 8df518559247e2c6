import { ConfirmDialog } from 'shared-ui/workflow';
import { ApiError, notify, reportWorkflowError } from 'shared-ui';
import { ARTICLE_MESSAGES, ErrorCode } from 'shared-ui/contract';
import { articleKeys } from '../api/articleKeys';
import { articleVersionsOf, useRecoverArticles } from '../api/articleMutations';
import { ARTICLE_ACTION_FIELDS, refusedLinkId, useArticleConflict } from '../api/useArticleConflict';

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
  // Based on the versions shown: an article changed since (1043) opens the engine's conflict dialog.
  const conflict = useArticleConflict(ARTICLE_ACTION_FIELDS, articleKeys.all, articleVersionsOf(articles), onClose);
  const question = articles.length === 1 ? `确定恢复文章《${articles[0]?.title ?? ''}》吗？恢复后回到文章库。` : `确定恢复选中的 ${String(articles.length)} 篇文章吗？恢复后回到文章库。`;
  const confirm = (): void =>
    recover.mutate(
      { linkIds: articles.map((a) => a.linkId), baseVersions: conflict.bases.current },
      {
        onSuccess: () => {
          notify.success(ARTICLE_MESSAGES.recovered);
          onRecovered();
        },
        onError: (error) => {
          const refused = articles.find((a) => a.linkId === refusedLinkId(error)) ?? articles[0];
          const resend = (version: number | null) => {
            if (refused) conflict.rebase(refused.linkId, version);
            confirm();
          };
          if (conflict.catchStale(error, { verb: '恢复', row: { ...refused }, resend })) return;
          // 1019 here: a live article has taken a title meanwhile (the catalogue's text speaks of duplicates in general).
          if (error instanceof ApiError && error.code === ErrorCode.Duplicate) {
            notify.error(articles.length === 1 ? ARTICLE_MESSAGES.recoverClash(articles[0]?.title ?? '') : '所选文章中有与现有文章标题重复的，均未恢复；请逐篇恢复或先修改现有文章标题');
          } else reportWorkflowError(error);
          onClose();
        },
      },
    );
  return (
    <>
    <ConfirmDialog
      open
      title="恢复文章"
      message={question}
      confirmLabel="恢复"
      busy={recover.isPending}
      onConfirm={confirm}
      onClose={onClose}
      destructive={false}
    />
    {conflict.dialog}
    </>
  );
}

import { useState } from 'react';
import { shownFailureMessage } from 'shared-ui';
import { ConfirmDeleteDialog, refusedInUse } from 'shared-ui/components';
import { ARTICLE_MESSAGES, type ArticleInUse } from 'shared-ui/contract';
import { useDeleteArticles } from '../api/articleMutations';
import { useArticleBatchAction } from '../api/useArticleBatchAction';
import { ArticleUsageList } from './ArticleUsageList';

export interface DeleteArticlesDialogProps {
  /** The articles to delete, with their titles (for the question and the in-use answer) and versions as shown. */
  articles: readonly { linkId: string; title: string; version?: number }[];
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting (the articles go to the recycle bin). When the server refuses with 1019 because operation
 * slots use some of them, none is deleted and the dialog says which slot uses which article.
 * Mounted only while open.
 */
export function DeleteArticlesDialog({ articles, onClose, onDeleted }: DeleteArticlesDialogProps) {
  const remove = useDeleteArticles();
  const batch = useArticleBatchAction(articles, { verb: '删除', mutation: remove, doneMessage: ARTICLE_MESSAGES.deleted, onDone: onDeleted, onClose });
  const [refusal, setRefusal] = useState<{ message: string; usages: ArticleInUse[] } | null>(null);
  const titleOf = (linkId: string) => articles.find((a) => a.linkId === linkId)?.title ?? linkId;
  const question =
    articles.length === 1 ? `确定删除文章《${articles[0]?.title ?? ''}》吗？删除后可在回收站恢复。` : `确定删除选中的 ${String(articles.length)} 篇文章吗？删除后可在回收站恢复。`;

  const confirm = (): void => {
    setRefusal(null);
    batch.send((error) => {
      const usages = refusedInUse<ArticleInUse>(error);
      // The catalogue's 1019 text speaks of duplicates; here 1019 means the articles are in use.
      const message = usages.length > 0 ? ARTICLE_MESSAGES.inUse : shownFailureMessage(error);
      if (message) setRefusal({ message, usages });
      else onClose();
    });
  };

  const shownRefusal =
    refusal ? (
      <>
        {refusal.message}
        {refusal.usages.length > 0 ? (
          <>
            ，以下运营位正在使用，请先在对应运营位中移除或下架：
            <ArticleUsageList usages={refusal.usages} titleOf={titleOf} />
          </>
        ) : null}
      </>
    ) : null;

  return (
    <>
      <ConfirmDeleteDialog title="删除文章" question={question} refusal={shownRefusal} pending={remove.isPending} onConfirm={confirm} onClose={onClose} />
      {batch.dialog}
    </>
  );
}

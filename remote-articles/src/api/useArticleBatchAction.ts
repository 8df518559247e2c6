import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { notify } from 'shared-ui';
import { articleKeys } from './articleKeys';
import { articleVersionsOf, type ArticleBatch } from './articleMutations';
import { ARTICLE_ACTION_FIELDS, refusedLinkId, useArticleConflict } from './useArticleConflict';

export interface BatchActionOptions {
  /** The action's word in the conflict dialog (仍然删除, 仍然恢复). */
  verb: string;
  /** The batch call (useDeleteArticles, useRecoverArticles). */
  mutation: UseMutationResult<unknown, Error, ArticleBatch>;
  /** The toast once it went through. */
  doneMessage: string;
  onDone: () => void;
  /** 重新加载 in the conflict dialog: nothing done, the asking dialog closes. */
  onClose: () => void;
}

export interface ArticleBatchAction {
  /** Sends the batch; a refusal other than 1043 goes to `onRefused`. */
  send: (onRefused: (error: Error) => void) => void;
  /** The 1043 conflict dialog, to render beside the asking one. */
  dialog: ReactNode;
}

/**
 * A batch action on listed articles (删除, 恢复) based on the versions shown. An article changed since (1043) opens the
 * engine's conflict dialog: 重新加载 refreshes the lists and closes, 仍然<verb> sends the batch again with the refused
 * article on the version the refusal named.
 */
export function useArticleBatchAction(articles: readonly { linkId: string; title: string; version?: number }[], options: BatchActionOptions): ArticleBatchAction {
  const { verb, mutation, doneMessage, onDone, onClose } = options;
  const conflict = useArticleConflict(ARTICLE_ACTION_FIELDS, articleKeys.all, articleVersionsOf(articles), onClose);
  const send = (onRefused: (error: Error) => void): void =>
    mutation.mutate(
      { linkIds: articles.map((a) => a.linkId), baseVersions: conflict.bases.current },
      {
        onSuccess: () => {
          notify.success(doneMessage);
          onDone();
        },
        onError: (error) => {
          const refused = articles.find((a) => a.linkId === refusedLinkId(error)) ?? articles[0];
          const resend = (version: number | null) => {
            if (refused) conflict.rebase(refused.linkId, version);
            send(onRefused);
          };
          if (!conflict.catchStale(error, { verb, row: { ...refused }, resend })) onRefused(error);
        },
      },
    );
  return { send, dialog: conflict.dialog };
}

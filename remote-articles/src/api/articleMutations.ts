import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from 'shared-ui';
import { ARTICLE_API, BASE_VERSION_FIELD, BASE_VERSIONS_FIELD, ErrorCode, type ArticleDeleteAnswer, type ArticleDetail, type ArticleInput, type ArticlePageviewAnswer, type ArticleRecoveryAnswer } from 'shared-ui/contract';
import { articleKeys } from './articleKeys';

/** Every article list, detail and usage may change after a write: refresh them all (the library is small). */
function useRefreshArticles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: articleKeys.all });
}

/** `POST article/` (new) or `POST article/save` (with a linkId): the stored article. */
export function useSaveArticle() {
  const refresh = useRefreshArticles();
  const queryClient = useQueryClient();
  return useMutation({
    // `baseVersion`: the version the re-edit started from (staleSave.ts); a newer one answers 1043 with who and when.
    mutationFn: ({ input, linkId, baseVersion }: { input: ArticleInput; linkId?: string; baseVersion?: number }) =>
      unwrap(
        linkId
          ? api.post<ArticleDetail>(ARTICLE_API.save, { ...input, linkId, ...(baseVersion === undefined ? {} : { [BASE_VERSION_FIELD]: baseVersion }) })
          : api.post<ArticleDetail>(ARTICLE_API.create, input),
        [0],
        [ErrorCode.StaleSave],
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(articleKeys.detail(saved.linkId), saved);
      await refresh();
    },
  });
}

/** Which articles a batch acts on and each one's version as listed (`base_versions`, staleSave.ts). */
export interface ArticleBatch {
  linkIds: string[];
  baseVersions: Record<string, number>;
}

/** `POST <path> {linkIds, base_versions}`, 1043 when one changed since; the lists refresh whether it went through or not. */
function useArticleBatchWrite<Answer>(path: string) {
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: ({ linkIds, baseVersions }: ArticleBatch) => unwrap(api.post<Answer>(path, { linkIds, [BASE_VERSIONS_FIELD]: baseVersions }), [0], [ErrorCode.StaleSave]),
    onSettled: refresh,
  });
}

/** `POST article/delete {linkIds, base_versions}`; 1019 (with `ArticleInUse[]`) when any is in an operation slot, 1043 when one changed since. */
export function useDeleteArticles() {
  return useArticleBatchWrite<ArticleDeleteAnswer>(ARTICLE_API.delete);
}

/** `POST article/recovery {linkIds, base_versions}`; 1043 when one changed since. */
export function useRecoverArticles() {
  return useArticleBatchWrite<ArticleRecoveryAnswer>(ARTICLE_API.recovery);
}

/** `POST article/update/pageview {linkId, pageview, base_version}`; 1043 when the article changed since it was shown. */
export function useUpdatePageview() {
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: ({ baseVersion, ...body }: { linkId: string; pageview: number; baseVersion?: number }) =>
      unwrap(api.post<ArticlePageviewAnswer>(ARTICLE_API.pageview, baseVersion === undefined ? body : { ...body, [BASE_VERSION_FIELD]: baseVersion }), [0], [ErrorCode.StaleSave]),
    onSuccess: refresh,
  });
}

/** Each listed article's version, keyed by linkId (an article listed without one is not checked). */
export function articleVersionsOf(articles: readonly { linkId: string; version?: number }[]): Record<string, number> {
  return Object.fromEntries(articles.flatMap((a) => (a.version === undefined ? [] : [[a.linkId, a.version]])));
}

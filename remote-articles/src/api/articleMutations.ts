import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from 'shared-ui';
import { ARTICLE_API, BASE_VERSION_FIELD, ErrorCode, type ArticleDeleteAnswer, type ArticleDetail, type ArticleInput, type ArticlePageviewAnswer, type ArticleRecoveryAnswer } from 'shared-ui/contract';
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

/** `POST article/delete {linkIds}`; 1019 (with `ArticleInUse[]`) when any is in an operation slot. */
export function useDeleteArticles() {
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: (linkIds: string[]) => unwrap(api.post<ArticleDeleteAnswer>(ARTICLE_API.delete, { linkIds })),
    onSettled: refresh,
  });
}

/** `POST article/recovery {linkIds}`. */
export function useRecoverArticles() {
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: (linkIds: string[]) => unwrap(api.post<ArticleRecoveryAnswer>(ARTICLE_API.recovery, { linkIds })),
    onSettled: refresh,
  });
}

/** `POST article/update/pageview {linkId, pageview}`. */
export function useUpdatePageview() {
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: (body: { linkId: string; pageview: number }) => unwrap(api.post<ArticlePageviewAnswer>(ARTICLE_API.pageview, body)),
    onSuccess: refresh,
  });
}

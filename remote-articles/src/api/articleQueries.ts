import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from 'shared-ui';
import { ARTICLE_API, type ArticleDetail, type ArticleInUse, type ArticleListQuery, type ArticleRow, type Paged, type RecycleListQuery, type RelatedManager } from 'shared-ui/contract';
import { articleKeys } from './articleKeys';
import { queryClient, useScreenQuery } from 'shared-ui/components';

/** Query parameters without the blanks: an empty filter is no filter, and the URL stays short. */
export function withoutBlanks<T extends object>(query: T): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** `GET article/list`: its cache key and call. */
function articleListQuery(query: ArticleListQuery) {
  return { queryKey: articleKeys.list(query), queryFn: () => unwrap(api.get<Paged<ArticleRow>>(ARTICLE_API.list, withoutBlanks(query))) };
}

/** `GET article/list`, server-paged; the previous page stays on screen while the next loads. */
export function useArticleList(query: ArticleListQuery) {
  return useScreenQuery({ ...articleListQuery(query), placeholderData: keepPreviousData });
}

/** A page of `article/list` asked for before its screen renders (the guard's early start: lazyScreen's `data`). */
export function preloadArticleList(query: ArticleListQuery): void {
  void queryClient.prefetchQuery(articleListQuery(query));
}

/** `GET article/recycle/list`. */
export function useRecycleList(query: RecycleListQuery) {
  return useScreenQuery({
    queryKey: articleKeys.recycle(query),
    queryFn: () => unwrap(api.get<Paged<ArticleRow>>(ARTICLE_API.recycleList, withoutBlanks(query))),
    placeholderData: keepPreviousData,
  });
}

/** `GET article/detail?linkId=`: every field and the edit record. */
export function useArticleDetail(linkId: string | undefined) {
  return useScreenQuery({
    queryKey: articleKeys.detail(linkId ?? ''),
    queryFn: () => unwrap(api.get<ArticleDetail>(ARTICLE_API.detail, { linkId })),
    enabled: Boolean(linkId),
  });
}

/** `GET article/check/status?id=`: which operation slots use the article. */
export function useArticleUsage(linkId: string | undefined) {
  return useQuery({
    queryKey: articleKeys.usage(linkId ?? ''),
    queryFn: () => unwrap(api.get<ArticleInUse>(ARTICLE_API.checkStatus, { id: linkId })),
    enabled: Boolean(linkId),
  });
}

/** `GET article/relatedmanagers/list?search=`. */
export function useRelatedManagers(search: string) {
  // Asked while the screen renders: the manager column of a list waits for these names.
  return useScreenQuery({
    queryKey: articleKeys.managers(search.trim()),
    queryFn: () => unwrap(api.get<RelatedManager[]>(ARTICLE_API.managers, withoutBlanks({ search }))),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

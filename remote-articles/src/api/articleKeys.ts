import type { ArticleListQuery, RecycleListQuery } from 'shared-ui/contract';

/** The library's query keys: one root, so any write can refresh every article list and detail at once. */
export const articleKeys = {
  all: ['articles'] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (query: ArticleListQuery) => [...articleKeys.lists(), query] as const,
  recycle: (query: RecycleListQuery) => [...articleKeys.all, 'recycle', query] as const,
  detail: (linkId: string) => [...articleKeys.all, 'detail', linkId] as const,
  usage: (linkId: string) => [...articleKeys.all, 'usage', linkId] as const,
  managers: (search: string) => [...articleKeys.all, 'managers', search] as const,
};

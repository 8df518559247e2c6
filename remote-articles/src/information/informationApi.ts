/**
 * The information feed's calls (contract `articles.ts`, base `article/information/`) as TanStack Query hooks: one
 * place that knows the paths, the query keys and what a write refreshes.
 */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ErrorCode, unwrap, type Paged } from 'shared-ui';
import { queryClient, useScreenQuery } from 'shared-ui/components';
import {
  INFORMATION_API,
  type InformationDetail,
  type InformationFeaturedAnswer,
  type InformationInput,
  type InformationListQuery,
  type InformationRow,
} from 'shared-ui/contract';

/** The feed's query as the screen holds it: every part known (the contract's query has them optional). */
export interface FeedQuery {
  type: number;
  search: string;
  /** 1-based, as the server counts. */
  currPage: number;
  pageSize: number;
  orderBy?: InformationListQuery['orderBy'];
  order?: 'asc' | 'desc';
}

export const informationKeys = {
  all: ['information'] as const,
  list: (query: FeedQuery) => ['information', 'list', query] as const,
  detail: (type: number, linkId: string) => ['information', 'detail', type, linkId] as const,
};

/** One page of a category's feed: its cache key and call. */
function informationListQuery(query: FeedQuery) {
  return {
    queryKey: informationKeys.list(query),
    queryFn: () => {
      // An empty search or sort is left out rather than sent as '' (the server would read '' as a value).
      const params: InformationListQuery = { type: query.type, currPage: query.currPage, pageSize: query.pageSize };
      if (query.search !== '') params.search = query.search;
      if (query.orderBy && query.order) Object.assign(params, { orderBy: query.orderBy, order: query.order });
      return unwrap(api.get<Paged<InformationRow>>(INFORMATION_API.list, { ...params }));
    },
  };
}

/** One page of a category's feed; the previous page stays while the next loads, so the grid keeps its count. */
export function useInformationList(query: FeedQuery) {
  return useScreenQuery({ ...informationListQuery(query), placeholderData: keepPreviousData });
}

/** The feed's page asked for before the screen renders (the guard's early start: lazyScreen's `data`). */
export function preloadInformationList(query: FeedQuery): void {
  void queryClient.prefetchQuery(informationListQuery(query));
}

export function useInformationDetail(type: number, linkId: string) {
  return useScreenQuery({
    queryKey: informationKeys.detail(type, linkId),
    queryFn: () => unwrap(api.get<InformationDetail>(INFORMATION_API.detail, { type, linkId })),
  });
}

/** What the re-edit page sends: the item's values plus which item of which source it is. */
export type InformationSaveBody = InformationInput & { linkId: string; source: string; base_version?: number };

/** `POST article/information/` (add) or `…/save` (re-edit, when `linkId` is given); refreshes the feed and the item. */
export function useSaveInformation() {
  const queryClient = useQueryClient();
  return useMutation<InformationDetail, unknown, InformationInput | InformationSaveBody>({
    // A re-edit carries base_version (staleSave.ts): the server's 1043 words name who changed it and when.
    mutationFn: (body) => unwrap(api.post<InformationDetail>('linkId' in body ? INFORMATION_API.save : INFORMATION_API.create, body), [0], [ErrorCode.StaleSave]),
    onSuccess: async (saved) => {
      queryClient.setQueryData(informationKeys.detail(saved.type, saved.linkId), saved);
      await queryClient.invalidateQueries({ queryKey: ['information', 'list'] });
    },
  });
}

/**
 * `POST article/information/featured`: marks (1) or unmarks (0) the given items as 精选, each based on its listed
 * version (`base_versions`); 1043 when one changed since.
 */
export function useSetFeatured() {
  const queryClient = useQueryClient();
  return useMutation<InformationFeaturedAnswer, unknown, { linkIds: string[]; featured: 0 | 1; base_versions: Record<string, number> }>({
    mutationFn: (body) => unwrap(api.post<InformationFeaturedAnswer>(INFORMATION_API.featured, body), [0], [ErrorCode.StaleSave]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: informationKeys.all }),
  });
}

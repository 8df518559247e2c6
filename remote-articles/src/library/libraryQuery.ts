import type { ArticleListQuery } from 'shared-ui/contract';
import { listParamsOf, type ListParams } from './useListParams';

export const LIBRARY_FILTERS = ['search', 'article_module', 'author', 'tag', 'start_time', 'end_time'] as const;
export type LibraryFilterName = (typeof LIBRARY_FILTERS)[number];
export type LibraryFilterValues = Record<LibraryFilterName, string>;

/** Columns the server can order articles by (the library and the manager-website list). */
export const LIBRARY_SORTABLE = ['title', 'show_time', 'update_time', 'pageview', 'position'] as const;

/** The `article/list` query of the library's filters and paging. */
export function libraryQuery({ filters, paging }: Pick<ListParams<LibraryFilterName>, 'filters' | 'paging'>): ArticleListQuery {
  return { ...filters, ...(paging as Pick<ArticleListQuery, 'currPage' | 'pageSize' | 'orderBy' | 'order'>) };
}

/** The library's query for an address's query string: what the guard's early start asks the server for. */
export function libraryQueryOf(search: URLSearchParams): ArticleListQuery {
  return libraryQuery(listParamsOf(search, LIBRARY_FILTERS, 'id', LIBRARY_SORTABLE));
}

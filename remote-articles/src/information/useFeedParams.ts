import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, FEATURED_CATEGORY } from 'shared-ui/contract';
import { useSearchParams } from 'shared-ui/router';
import type { FeedQuery } from './informationApi';
import { isCategory } from './informationValues';

const PAGE_SIZES = [10, 20, 50];
/** Columns the server can order the feed by (contract InformationListQuery.orderBy). */
export const FEED_SORTABLE = ['show_time', 'pageview', 'update_time', 'title'] as const;
const SORTABLE = FEED_SORTABLE;
type SortField = (typeof SORTABLE)[number];
const isSortField = (value: string | null): value is SortField => SORTABLE.some((s) => s === value);

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export interface FeedParams {
  query: FeedQuery;
  paginationModel: GridPaginationModel;
  sortModel: GridSortModel;
  setType: (type: number) => void;
  setSearch: (search: string) => void;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onSortModelChange: (model: GridSortModel) => void;
}

/** The feed's query an address's query string means (unknown or malformed values fall back to the defaults). */
export function feedQueryOf(params: URLSearchParams): FeedQuery {
  const typeParam = Number(params.get('type') ?? FEATURED_CATEGORY);
  const type = Number.isInteger(typeParam) && isCategory(typeParam) ? typeParam : FEATURED_CATEGORY;
  const sizeParam = positiveInt(params.get('size'), DEFAULT_PAGE_SIZE);
  const orderByParam = params.get('orderBy');
  return {
    type,
    search: params.get('search') ?? '',
    currPage: positiveInt(params.get('page'), 1),
    pageSize: PAGE_SIZES.includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE,
    ...(isSortField(orderByParam) ? { orderBy: orderByParam, order: params.get('order') === 'asc' ? 'asc' : 'desc' } : {}),
  };
}

/**
 * The feed's state lives in the URL (`?type=1&page=2&size=20&search=腾讯&orderBy=pageview&order=asc`), so a link, a
 * reload or the back button gives the same list. `page` is 1-based, as people and the server count; the grid's
 * 0-based page is converted here only. A new category, search or sort starts again at page 1; the search stays
 * when the category changes (looking for one stock across the feeds).
 */
export function useFeedParams(): FeedParams {
  const [params, setParams] = useSearchParams();
  // The same function the guard's early start asks the server with: one cache entry for both.
  const query = useMemo(() => feedQueryOf(params), [params]);
  const { currPage: page, pageSize, orderBy, order = 'desc' } = query;

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );

  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const sortModel = useMemo<GridSortModel>(() => (orderBy ? [{ field: orderBy, sort: order }] : []), [orderBy, order]);

  return {
    query,
    paginationModel,
    sortModel,
    setType: (next) => update({ type: String(next), page: null, orderBy: null, order: null }),
    setSearch: (next) => update({ search: next.trim(), page: null }),
    onPaginationModelChange: (model) =>
      update({ page: model.page === 0 ? null : String(model.page + 1), size: model.pageSize === DEFAULT_PAGE_SIZE ? null : String(model.pageSize) }),
    onSortModelChange: (model) => {
      const sort = model[0];
      update({ orderBy: sort?.sort ? sort.field : null, order: sort?.sort ?? null, page: null });
    },
  };
}

/** Columns the server can order the feed by (contract InformationListQuery.orderBy). */
export const isSortableColumn = (field: string) => isSortField(field);

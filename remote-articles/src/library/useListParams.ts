import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from 'shared-ui/contract';
import { useSearchParams } from 'shared-ui/router';

const PAGE_SIZES = [10, 20, 50];

export interface ListParams<F extends string> {
  /** The applied filters, as the URL holds them ('' = none). */
  filters: Record<F, string>;
  applyFilters: (next: Record<F, string>) => void;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  /** The server's paging: `currPage` 1-based, the order the grid shows (default: `defaultOrderBy` descending). */
  paging: { currPage: number; pageSize: number; orderBy: string; order: 'asc' | 'desc' };
}

/**
 * What a list's URL query means: the applied filters, the server's paging (see `ListParams`) and the column the
 * person sorted by (null: the default order).
 */
export function listParamsOf<F extends string>(
  params: URLSearchParams,
  filterNames: readonly F[],
  defaultOrderBy: string,
  sortable: readonly string[],
): Pick<ListParams<F>, 'filters' | 'paging'> & { sortedBy: string | null } {
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sizeParam = Number.parseInt(params.get('pageSize') ?? '', 10);
  const pageSize = PAGE_SIZES.includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;
  const orderByParam = params.get('orderBy');
  const orderBy = orderByParam && sortable.includes(orderByParam) ? orderByParam : null;
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  return { filters, paging: { currPage: page, pageSize, orderBy: orderBy ?? defaultOrderBy, order: orderBy ? order : 'desc' }, sortedBy: orderBy };
}

/**
 * A server-paged list's filters, page and sort kept in the URL (`?search=…&page=2&orderBy=title&order=asc`), so a
 * reload, a shared link and the back button from a detail page land on the same list. New filters or a new sort go
 * back to page 1; filters push a history entry (back undoes a search), paging and sorting replace it.
 *
 * @example const params = useListParams(['search', 'author'], 'id');
 */
export function useListParams<F extends string>(filterNames: readonly F[], defaultOrderBy: string, sortable: readonly string[]): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const namesKey = filterNames.join(',');
  const sortableKey = sortable.join(',');
  // The same reading the guard's early start asks the server with (listParamsOf): one cache entry for both.
  const { filters, paging, sortedBy: orderBy } = useMemo(
    () => listParamsOf(params, namesKey.split(',') as F[], defaultOrderBy, sortableKey.split(',')),
    [params, namesKey, defaultOrderBy, sortableKey],
  );
  const { currPage: page, pageSize, order } = paging;
  // Stable between renders: the grid takes a new sort model (even an equal one) as a new sort and goes back to the
  // first page, which undid every 下一页 (the URL's page=2 was replaced by page 1 at once).
  const sortModel = useMemo<GridSortModel>(() => (orderBy ? [{ field: orderBy, sort: order }] : []), [orderBy, order]);
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: page - 1, pageSize }), [page, pageSize]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const setOrDelete = (next: URLSearchParams, key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };

  return {
    filters,
    applyFilters: (next) =>
      update((p) => {
        for (const name of filterNames) setOrDelete(p, name, next[name].trim());
        p.delete('page');
      }, false),
    paginationModel,
    onPaginationModelChange: (model) =>
      update((p) => {
        setOrDelete(p, 'page', model.page === 0 ? null : String(model.page + 1));
        setOrDelete(p, 'pageSize', model.pageSize === DEFAULT_PAGE_SIZE ? null : String(model.pageSize));
      }, true),
    sortModel,
    onSortModelChange: (model) =>
      update((p) => {
        const sort = model[0];
        setOrDelete(p, 'orderBy', sort?.sort ? sort.field : null);
        setOrDelete(p, 'order', sort?.sort ? sort.sort : null);
        p.delete('page');
      }, true),
    paging,
  };
}

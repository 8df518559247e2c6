import { useState } from 'react';
import type { Paged } from 'shared-ui/contract';
import type { PagedGridPaging, PagedList } from 'shared-ui/components';
import { useOpenItem } from '../approval/useOpenItem';
import { usePagedNewsList, type NewsListPaging } from '../approval/usePagedNewsList';

/** A news list screen's state: its filters, the page on them, and the item whose detail is open. */
export interface NewsListScreen<F extends NewsListPaging, Row> {
  filters: F;
  /** Applies a change of filters (a header's, a bar's) and starts again at page 1. */
  refilter: (change: Partial<F>) => void;
  list: PagedList<Row>;
  paging: PagedGridPaging;
  /** Reads the page again (刷新, and after an action changed an item). */
  reload: () => void;
  /** The item whose detail is open (kept in the address: useOpenItem), or null. */
  openId: number | null;
  setOpenId: (id: number | null) => void;
}

/**
 * The state both stock-news lists keep (stock news, other stock news): filters from `firstPage`, the list on them
 * (usePagedNewsList, under `key`) and the open detail.
 */
export function useNewsListScreen<F extends NewsListPaging, Row>(key: string, firstPage: F, fetchPage: (filters: F) => Promise<Paged<Row>>): NewsListScreen<F, Row> {
  const [filters, setFilters] = useState<F>(firstPage);
  const { list, paging } = usePagedNewsList(key, filters, setFilters, fetchPage);
  const [openId, setOpenId] = useOpenItem();
  return {
    filters,
    refilter: (change) => setFilters((f) => ({ ...f, ...change, currPage: 1 })),
    list,
    paging,
    reload: () => void list.refetch(),
    openId,
    setOpenId,
  };
}

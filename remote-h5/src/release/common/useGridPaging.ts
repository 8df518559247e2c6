import { useMemo, useState } from 'react';
import { useListPaging } from 'shared-ui/components';
import type { H5ListQuery } from '../api/h5Calls';

export type GridPaging = ReturnType<typeof useGridPaging>;

/**
 * The release system's lists: shared-ui's useListPaging (paging and column sorting, the server's order unsorted) and
 * a search by path; a new search goes back to the first page.
 *
 * @example const paging = useGridPaging(); usePrepublishList(paging.query); <PagedGrid paging={paging} … />
 */
export function useGridPaging() {
  const listPaging = useListPaging();
  const [search, setSearchText] = useState('');
  const query = useMemo<H5ListQuery>(() => ({ ...listPaging.query, ...(search ? { search } : {}) }), [listPaging.query, search]);
  return {
    ...listPaging,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      listPaging.firstPage();
    },
    query,
  };
}

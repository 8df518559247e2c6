import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, unwrap } from 'shared-ui';
import { FUND_API, type CatalogueFund, type FundDetail, type FundListQuery, type FundRow, type Paged } from 'shared-ui/contract';
import { fundKeys } from './fundKeys';
import { useScreenQuery } from 'shared-ui/components';

/** How long typing must pause before the catalogue is asked (a request per keystroke would be wasteful). */
const SEARCH_DEBOUNCE_MS = 250;

/** Query parameters without the blanks: an empty filter is no filter. */
function withoutBlanks(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** `GET operation/wm/funds`, server-paged; the previous page stays on screen while the next loads. */
export function useFundList(query: FundListQuery) {
  return useScreenQuery({
    queryKey: fundKeys.list(query),
    queryFn: () => unwrap(api.get<Paged<FundRow>>(FUND_API.list, withoutBlanks(query))),
    placeholderData: keepPreviousData,
  });
}

/** `GET operation/wm/funds/detail?id=`: the fund and the slots that use it. */
export function useFundDetail(id: number | null) {
  return useScreenQuery({
    queryKey: fundKeys.detail(id ?? 0),
    queryFn: () => unwrap(api.get<FundDetail>(FUND_API.detail, { id })),
    enabled: id !== null,
  });
}

/**
 * `GET operation/wm/origin/funds?search=`: the catalogue searched server-side by what was typed (debounced), the
 * previous answer kept while the next loads.
 *
 * @example const found = useCatalogueSearch(text, open);
 */
export function useCatalogueSearch(text: string, enabled: boolean) {
  const [debounced, setDebounced] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: fundKeys.catalogue(debounced),
    queryFn: () => unwrap(api.get<CatalogueFund[]>(FUND_API.catalogue, withoutBlanks({ search: debounced }))),
    enabled,
    placeholderData: keepPreviousData,
  });
}

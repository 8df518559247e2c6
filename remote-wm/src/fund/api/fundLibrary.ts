import { FUND_API, type CatalogueFund, type FundDetail, type FundRow } from 'shared-ui/contract';
import { libraryQueries } from 'shared-ui/library';

/** The fund library's queries and writes (the library kit's, over FUND_API): one key root, so any write refreshes all. */
export const fundLibrary = libraryQueries<FundRow, FundDetail, number>('wm-funds', FUND_API);

/**
 * `GET operation/wm/origin/funds?search=`: the catalogue searched server-side by what was typed (debounced), the
 * previous answer kept while the next loads.
 *
 * @example const found = useCatalogueSearch(text, open);
 */
export function useCatalogueSearch(text: string, enabled: boolean) {
  return fundLibrary.useSearch<CatalogueFund[]>('catalogue', FUND_API.catalogue, text, enabled);
}

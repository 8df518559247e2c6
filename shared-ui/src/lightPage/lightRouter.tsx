/**
 * The router of a light page (issue 32), standing in for `shared-ui/router` in the light pages' build only
 * (`createLightPagesConfig` aliases it): a public page is one address, which its screens read but never change, so
 * react-router (its history, matching and navigation: ~10 KB gzip of a 150 KB budget) is not needed to give them the
 * address's query. It offers what those screens use; a screen using anything else fails the build
 * (`exportsPresence: 'error'`), and gets the real router back by leaving the light page.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** The address's query, e.g. `?token=…`. */
const SearchContext = createContext('');

/** The browser's address (read once: nothing on the page changes it). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return <SearchContext.Provider value={window.location.search}>{children}</SearchContext.Provider>;
}

/** A given address (tests; the build's pre-render uses the real router, which renders the same nothing). */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  return <SearchContext.Provider value={new URL(initialEntries[0] ?? '/', 'http://page').search}>{children}</SearchContext.Provider>;
}

/** The query's parameters; setting them opens the page at the new query (a light page does not navigate in place). */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const search = useContext(SearchContext);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, (next) => window.location.assign(`${window.location.pathname}?${next.toString()}`)];
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { loadOnce } from 'shared-ui';
import { createRoutesFromChildren, matchRoutes, type Params } from 'shared-ui/router';

/** Where a screen is about to show: its route's parameters and the address's query. */
export interface ScreenAddress {
  params: Readonly<Params>;
  search: URLSearchParams;
}

/**
 * What a screen asks the server for first, started for an address before the screen renders: the cache entries its
 * `useScreenQuery` calls will read (`queryClient.prefetchQuery` with the same key and function), so the screen shows
 * its data in its first render instead of a loading state and a second render.
 */
export type ScreenDataPreload = (at: ScreenAddress) => void;

/** Each lazy screen's code, by the element lazyScreen returned for it: what preloadRouteScreen starts for a path. */
const screenCode = new WeakMap<ReactElement, () => Promise<unknown>>();
/** The screen's first data, for the screens that declare it (lazyScreen's `data`, withScreenData). */
const screenData = new WeakMap<ReactElement, ScreenDataPreload>();

/**
 * A route's screen as its own chunk, behind a spinner: a remote's other screens never download what only this one
 * needs (a library's dialogs and grid columns, the rich-text editor). Call it once, at module load: a lazy component
 * made during a render would be a new component on every render, and remount its screen. `wrap` puts providers the
 * screen needs around it (date pickers' locale …); `data` is the screen's first data, which preloadRouteScreen starts
 * with its code.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props: P,
  wrap: (screen: ReactNode) => ReactNode = (screen) => screen,
  data?: ScreenDataPreload,
): ReactElement {
  // One download whether the route renders first or preloadRouteScreen asked for it first.
  const code = loadOnce(load);
  const Screen = lazy(async () => ({ default: await code() }));
  const element = (
    <Suspense
      fallback={
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <CircularProgress size={28} aria-label="加载中" />
        </Box>
      }
    >
      {wrap(<Screen {...props} />)}
    </Suspense>
  );
  screenCode.set(element, code);
  if (data) screenData.set(element, data);
  return element;
}

/**
 * A route's screen that comes with its remote's App (not a chunk of its own), with the first data it asks for: what
 * preloadRouteScreen starts for a path that shows it. Like lazyScreen, call it once, at module load.
 *
 * @example const overviewScreen = withScreenData(<OverviewPage />, preloadOverview); // <Route path="newsystem" element={overviewScreen} />
 */
export function withScreenData(element: ReactElement, data: ScreenDataPreload): ReactElement {
  screenData.set(element, data);
  return element;
}

/**
 * Starts downloading the code of the lazy screens `pathname` would show under `routes` (the `<Route>` elements a
 * remote renders), and the first data of the screens that declare it (lazyScreen's `data`, withScreenData), without
 * rendering anything. A path that shows neither does nothing; a failed download or call is left for the screen's own
 * mount to show (and try again).
 */
export function preloadRouteScreen(routes: ReactNode, pathname: string, search = ''): void {
  for (const { route, params } of matchRoutes(createRoutesFromChildren(routes), pathname) ?? []) {
    const element = route.element as ReactElement | undefined;
    if (!element) continue;
    screenCode.get(element)?.().catch(() => undefined);
    screenData.get(element)?.({ params, search: new URLSearchParams(search) });
  }
}

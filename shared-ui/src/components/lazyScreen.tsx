import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { loadOnce } from 'shared-ui';
import { createRoutesFromChildren, matchRoutes } from 'shared-ui/router';

/** Each lazy screen's code, by the element lazyScreen returned for it: what preloadRouteScreen starts for a path. */
const screenCode = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A route's screen as its own chunk, behind a spinner: a remote's other screens never download what only this one
 * needs (a library's dialogs and grid columns, the rich-text editor). Call it once, at module load: a lazy component
 * made during a render would be a new component on every render, and remount its screen. `wrap` puts providers the
 * screen needs around it (date pickers' locale …).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, props: P, wrap: (screen: ReactNode) => ReactNode = (screen) => screen): ReactElement {
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
  return element;
}

/**
 * Starts downloading the code of the lazy screens `pathname` would show under `routes` (the `<Route>` elements a
 * remote renders), without rendering anything. A path that shows no lazy screen does nothing; a failed download is
 * left for the screen's own mount to show (and try again).
 */
export function preloadRouteScreen(routes: ReactNode, pathname: string): void {
  for (const { route } of matchRoutes(createRoutesFromChildren(routes), pathname) ?? []) {
    const code = route.element ? screenCode.get(route.element as ReactElement) : undefined;
    code?.().catch(() => undefined);
  }
}

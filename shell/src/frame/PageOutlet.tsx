import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useLocation, useNavigation, useOutlet } from 'shared-ui/router';

/**
 * The page in the frame, rendered again only when the location changes. The router renders its route tree again on
 * every change of its navigation state — the guard's module check going out, coming back — and each time hands the
 * routes below a new route context, so the screen on show (a DataGrid, date pickers) rendered again for nothing
 * while the check ran, and the next screen started that much later (about 100 ms from the article library to the
 * information feed; issue 13). The outlet is the same element until the location changes.
 */
export function PageOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  // The outlet element is new on every router state change; what it shows changes with the location only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => outlet, [location]);
}

/**
 * The bar under the header while a navigation loads (the guard's module check, a lazy screen). Its own component so
 * that the navigation state, which changes twice on every click, renders this bar again and not the frame around the
 * page. Mounted only while loading: an indeterminate bar kept mounted and hidden still runs its animation, ~60 layouts
 * a second on an idle page (issue 32). It floats over the top of the page (absolute, in a box of no height), so
 * coming and going moves nothing below it.
 */
// Drawn with the Box every first screen has: MUI's LinearProgress was 2 KB more on /home's first visit, whose budget
// (250 KB) it shares with the contract check's observer for super admins.
const TRACK_SX = { position: 'absolute', top: 0, left: 0, right: 0, height: 4, zIndex: 1, overflow: 'hidden', bgcolor: 'primary.light' } as const;
const RUNNER_SX = {
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: '40%',
  bgcolor: 'primary.main',
  animation: 'cms-navigation-progress 1.2s ease-in-out infinite',
  '@keyframes cms-navigation-progress': { from: { left: '-40%' }, to: { left: '100%' } },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', left: 0, width: '100%' },
} as const;

export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return (
    <Box sx={{ position: 'relative', height: 0 }}>
      {loading ? (
        <Box role="progressbar" aria-label="页面加载中" data-testid="navigation-progress" sx={TRACK_SX}>
          <Box sx={RUNNER_SX} />
        </Box>
      ) : null}
    </Box>
  );
}

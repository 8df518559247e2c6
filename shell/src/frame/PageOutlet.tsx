import LinearProgress from '@mui/material/LinearProgress';
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
 * The bar under the header while the guard's module check runs. Its own component so that the navigation state,
 * which changes twice on every click, renders this bar again and not the frame around the page.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  return <LinearProgress aria-label="页面加载中" sx={{ visibility: navigation.state === 'loading' ? 'visible' : 'hidden' }} />;
}

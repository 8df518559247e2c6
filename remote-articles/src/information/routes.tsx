import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Route } from 'shared-ui/router';

/**
 * Each screen is its own chunk: the feed and the detail never download the rich-text editor, and the add pages
 * never download the grid until they are opened. Made once, at load: a lazy component made during a render would be
 * a new component on every render of App, and remount its screen.
 */
function page(load: () => Promise<ComponentType>): ReactElement {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense
      fallback={
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <CircularProgress size={28} aria-label="加载中" />
        </Box>
      }
    >
      <Screen />
    </Suspense>
  );
}

const screens = {
  addLinks: page(() => import('../add/AddContentLinkPage').then((m) => m.AddContentLinkPage)),
  headlines: page(() => import('../add/HeadlinesPage').then((m) => m.HeadlinesPage)),
  stockCalendar: page(() => import('../add/StockCalendarPage').then((m) => m.StockCalendarPage)),
  marketAnalysis: page(() => import('../add/MarketAnalysisPage').then((m) => m.MarketAnalysisPage)),
  feed: page(() => import('./InformationPage').then((m) => m.InformationPage)),
  detail: page(() => import('./InformationDetailPage').then((m) => m.InformationDetailPage)),
  reedit: page(() => import('./InformationReeditPage').then((m) => m.InformationReeditPage)),
};

/**
 * The information feed's routes and the add-content link page and its information pages, as `<Route>` elements
 * (paths relative to the remote's mount `/articles`). newadd and managerWebsite are the library's routes.
 */
export function informationRoutes(): ReactElement[] {
  return [
    <Route key="addArticles" path="addArticles" element={screens.addLinks} />,
    <Route key="add/headlines" path="add/headlines" element={screens.headlines} />,
    <Route key="add/stockCalendar" path="add/stockCalendar" element={screens.stockCalendar} />,
    <Route key="add/marketAnalysis" path="add/marketAnalysis" element={screens.marketAnalysis} />,
    <Route key="information" path="information" element={screens.feed} />,
    <Route key="information/detail" path="information/detail/:type/:linkId" element={screens.detail} />,
    <Route key="information/reedit" path="information/reedit/:type/:linkId/:source" element={screens.reedit} />,
  ];
}

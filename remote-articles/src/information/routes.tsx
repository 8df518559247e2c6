import type { ReactElement } from 'react';
import { withScreenData } from 'shared-ui/components';
import { Route } from 'shared-ui/router';
import { lazyScreen } from '../common/lazyScreen';
import { preloadInformationList } from './informationApi';
import { InformationPage } from './InformationPage';
import { feedQueryOf } from './useFeedParams';

// The feed, the area's other menu list, comes with the App like the library (it shares the library's grid and adds
// ~3 KB gzip). Every other screen is its own chunk: the detail never downloads the rich-text editor, and the add
// pages never download the grid until they are opened.
const screens = {
  addLinks: lazyScreen(() => import('../add/AddContentLinkPage').then((m) => m.AddContentLinkPage), {}),
  headlines: lazyScreen(() => import('../add/HeadlinesPage').then((m) => m.HeadlinesPage), {}),
  stockCalendar: lazyScreen(() => import('../add/StockCalendarPage').then((m) => m.StockCalendarPage), {}),
  marketAnalysis: lazyScreen(() => import('../add/MarketAnalysisPage').then((m) => m.MarketAnalysisPage), {}),
  feed: withScreenData(<InformationPage />, ({ search }) => preloadInformationList(feedQueryOf(search))),
  detail: lazyScreen(() => import('./InformationDetailPage').then((m) => m.InformationDetailPage), {}),
  reedit: lazyScreen(() => import('./InformationReeditPage').then((m) => m.InformationReeditPage), {}),
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

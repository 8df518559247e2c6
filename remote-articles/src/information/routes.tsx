import type { ReactElement } from 'react';
import { Route } from 'shared-ui/router';
import { lazyScreen } from '../common/lazyScreen';
import { preloadInformationList } from './informationApi';
import { feedQueryOf } from './useFeedParams';

// Every screen here is its own chunk: the detail never downloads the rich-text editor, and the add pages never download
// the grid until they are opened. The feed is one too (it came with the App like the library until its 精选 toggle took
// the workflow engine's conflict dialog, which the library's first visit must not load); its first data is still asked
// for while the guard checks the path.
const screens = {
  addLinks: lazyScreen(() => import('../add/AddContentLinkPage').then((m) => m.AddContentLinkPage), {}),
  headlines: lazyScreen(() => import('../add/HeadlinesPage').then((m) => m.HeadlinesPage), {}),
  stockCalendar: lazyScreen(() => import('../add/StockCalendarPage').then((m) => m.StockCalendarPage), {}),
  marketAnalysis: lazyScreen(() => import('../add/MarketAnalysisPage').then((m) => m.MarketAnalysisPage), {}),
  feed: lazyScreen(() => import('./InformationPage').then((m) => m.InformationPage), {}, ({ search }) => preloadInformationList(feedQueryOf(search))),
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

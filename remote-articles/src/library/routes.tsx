import type { ReactElement } from 'react';
import { withScreenData } from 'shared-ui/components';
import { Route } from 'shared-ui/router';
import { preloadArticleList } from '../api/articleQueries';
import { lazyScreen } from '../common/lazyScreen';
import type { ArticleSection } from './articlePaths';
import { LibraryPage } from './LibraryPage';
import { libraryQueryOf } from './libraryQuery';

// The library, the area's landing screen, comes with the App: as a chunk of its own it was asked for only once the
// App had run, one more round of requests on every first visit to /articles. Every other screen is its own chunk:
// the list and the recycle bin never download the rich-text editor.
const section = (s: ArticleSection) => ({ section: s });
const screens = {
  library: withScreenData(<LibraryPage />, ({ search }) => preloadArticleList(libraryQueryOf(search))),
  libraryDetail: lazyScreen(() => import('./ArticleDetailPage').then((m) => m.ArticleDetailPage), section('library')),
  libraryReedit: lazyScreen(() => import('../add/ArticleEditorPages').then((m) => m.ReeditArticlePage), section('library')),
  recycle: lazyScreen(() => import('../recycle/RecyclePage').then((m) => m.RecyclePage), {}),
  newArticle: lazyScreen(() => import('../add/ArticleEditorPages').then((m) => m.NewArticlePage), {}),
  managerWebsite: lazyScreen(() => import('../add/ManagerWebsitePage').then((m) => m.ManagerWebsitePage), {}),
  managerDetail: lazyScreen(() => import('./ArticleDetailPage').then((m) => m.ArticleDetailPage), section('add/managerWebsite')),
  managerReedit: lazyScreen(() => import('../add/ArticleEditorPages').then((m) => m.ReeditArticlePage), section('add/managerWebsite')),
};

/** The library's routes (library, detail, re-edit, recycle bin, newadd, managerWebsite), as `<Route>` elements. */
export function libraryRoutes(): ReactElement[] {
  return [
    <Route key="library" path="library" element={screens.library} />,
    <Route key="library/detail" path="library/detail/:linkId" element={screens.libraryDetail} />,
    <Route key="library/reedit" path="library/reedit/:linkId" element={screens.libraryReedit} />,
    <Route key="recycle" path="recycle" element={screens.recycle} />,
    <Route key="add/newadd" path="add/newadd" element={screens.newArticle} />,
    <Route key="add/managerWebsite" path="add/managerWebsite" element={screens.managerWebsite} />,
    <Route key="add/managerWebsite/detail" path="add/managerWebsite/detail/:linkId" element={screens.managerDetail} />,
    <Route key="add/managerWebsite/reedit" path="add/managerWebsite/reedit/:linkId" element={screens.managerReedit} />,
  ];
}

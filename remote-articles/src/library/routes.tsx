import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Route } from 'shared-ui/router';
import { CmsPickersProvider } from 'shared-ui/workflow';
import type { ArticleSection } from './articlePaths';

/**
 * Each screen is its own chunk: the list and the recycle bin never download the rich-text editor (tiptap is most of
 * this remote's weight). Made once, at load: a lazy component made during a render would remount its screen.
 * Screens with date pickers get the pickers' locale here.
 */
function page<P extends object>(load: () => Promise<ComponentType<P>>, props: P, pickers = false): ReactElement {
  const Screen = lazy(async () => ({ default: await load() }));
  const screen = <Screen {...props} />;
  return (
    <Suspense
      fallback={
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <CircularProgress size={28} aria-label="加载中" />
        </Box>
      }
    >
      {pickers ? <CmsPickersProvider>{screen}</CmsPickersProvider> : screen}
    </Suspense>
  );
}

const section = (s: ArticleSection) => ({ section: s });
const screens = {
  library: page(() => import('./LibraryPage').then((m) => m.LibraryPage), {}, true),
  libraryDetail: page(() => import('./ArticleDetailPage').then((m) => m.ArticleDetailPage), section('library')),
  libraryReedit: page(() => import('../add/ArticleEditorPages').then((m) => m.ReeditArticlePage), section('library'), true),
  recycle: page(() => import('../recycle/RecyclePage').then((m) => m.RecyclePage), {}),
  newArticle: page(() => import('../add/ArticleEditorPages').then((m) => m.NewArticlePage), {}, true),
  managerWebsite: page(() => import('../add/ManagerWebsitePage').then((m) => m.ManagerWebsitePage), {}, true),
  managerDetail: page(() => import('./ArticleDetailPage').then((m) => m.ArticleDetailPage), section('add/managerWebsite')),
  managerReedit: page(() => import('../add/ArticleEditorPages').then((m) => m.ReeditArticlePage), section('add/managerWebsite'), true),
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

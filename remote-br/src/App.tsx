import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage, preloadRouteScreen } from 'shared-ui/components';
import { moduleScreenElement } from 'shared-ui/workflow';
import { brModules } from './modules';
import { STOCK_NEWS_LINK } from './stockNews/stockNewsLink';
import { OTHER_NEWS_LINK } from './otherStockNews/otherNewsLink';

// The stock-news screen is its own chunk (its editor and dialogs are downloaded only there).
const StockNewsPage = lazy(async () => ({ default: (await import('./stockNews/StockNewsPage')).StockNewsPage }));
const OtherStockNewsPage = lazy(async () => ({ default: (await import('./otherStockNews/OtherStockNewsPage')).OtherStockNewsPage }));

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/operation/br'];

// The link page lists the modules under modules/; screens such as push sit beside modulesEdit and have menu entries of their own.
const linkedModules = brModules.filter((m) => m.route.startsWith('modules/'));
// Custom screens under modules/ get a card too (stock news is not a defineModule module).
const linkCards = [...linkedModules, STOCK_NEWS_LINK, OTHER_NEWS_LINK];

/** The module screens, made once with their early data (moduleScreenElement): App renders them, the early start matches them. */
const moduleRoutes = brModules.map((m) => <Route key={m.key} path={m.route} element={moduleScreenElement(m)} />);

/** 证券 App operations, mounted by the shell at `/operation/br`. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="modulesEdit" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="证券 App" basePath={basePath} modules={linkCards} />} />
      {moduleRoutes}
      <Route
        path="modules/stockNews"
        element={
          <Suspense fallback={null}>
            <StockNewsPage />
          </Suspense>
        }
      />
      <Route
        path="modules/otherStockNews"
        element={
          <Suspense fallback={null}>
            <OtherStockNewsPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The shell's early start (RemoteAppModule): a module screen's draft while the guard checks the path. */
export function preloadScreen(subPath: string, search?: string): void {
  preloadRouteScreen(moduleRoutes, subPath, search);
}

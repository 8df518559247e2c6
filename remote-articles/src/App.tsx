import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { NotFoundPage, preloadRouteScreen } from 'shared-ui/components';
import { informationRoutes } from './information/routes';
import { libraryRoutes } from './library/routes';

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/articles'];

const routes = [
  <Route key="index" index element={<Navigate to="library" replace />} />,
  <Route key="add" path="add" element={<Navigate to="../addArticles" replace />} />,
  ...libraryRoutes(),
  ...informationRoutes(),
  <Route key="*" path="*" element={<NotFoundPage />} />,
];

/** Content management, mounted by the shell at `/articles`. */
export default function App(_props: RemoteAppProps) {
  return <Routes>{routes}</Routes>;
}

/**
 * The shell's early start (RemoteAppModule): the screen of a path below /articles, and the first data of the lists,
 * while the guard checks it.
 */
export function preloadScreen(subPath: string, search?: string): void {
  preloadRouteScreen(routes, subPath, search);
}

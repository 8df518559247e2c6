import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { NotFoundPage } from 'shared-ui/components';
import { informationRoutes } from './information/routes';
import { libraryRoutes } from './library/routes';

/** The route paths this remote answers, as the shell mounts it. */
export const BASE_PATHS = ['/articles'];

/** Content management, mounted by the shell at `/articles`. */
export default function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="library" replace />} />
      <Route path="add" element={<Navigate to="../addArticles" replace />} />
      {libraryRoutes()}
      {informationRoutes()}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

import Box from '@mui/material/Box';
import { Suspense, lazy } from 'react';
import type { RemoteLoader } from '../remotes/loadRemoteComponent';
import { RemoteMount } from '../remotes/RemoteMount';
import type { RemoteRoute } from '../remotes/remoteRoutes';
import { usePublicPageTitle } from './usePublicPageTitle';

// Public pages are signed-in-style screens (queries, zh-CN component texts); the login page must not load these.
const ScreenProviders = lazy(() => import('shared-ui/components').then((m) => ({ default: m.ScreenProviders })));

/**
 * A no-login page (approval, holiday messages, SMS …): the remote's `./Public`, without the signed-in frame. Its tab
 * is titled for the customer or approver who opens it (the route's title, or the screen's own), never with the back
 * office's name.
 */
export function PublicRemotePage({ route, load }: { route: RemoteRoute; load: RemoteLoader }) {
  usePublicPageTitle(route.areaTitle);
  return (
    <Box component="main" sx={{ minHeight: '100vh', p: 3, bgcolor: 'background.default' }}>
      <Suspense fallback={null}>
        <ScreenProviders>
          <RemoteMount target={route} basePath={route.basePath} areaTitle={route.areaTitle} load={load} />
        </ScreenProviders>
      </Suspense>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'shared-ui/router';
import { flattenMenu, useSessionContext, visibleMenu } from 'shared-ui';
import { ScreenProviders } from 'shared-ui/components';
import { FullPageSpinner } from '../FullPageSpinner';
import { LOGIN_PATH } from '../guard/routePaths';
import { readRemoteManifestsAhead } from '../remotes/registerRemote';
import { remotesOfPaths } from '../remotes/remoteRoutes';
import { useSessionState } from '../session/useSessionState';
import { AppHeader } from './AppHeader';
import { NavigationProgress, PageOutlet } from './PageOutlet';
import { SideMenu } from './SideMenu';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent';

const DRAWER_WIDTH = 240;
/** Below this width the menu folds away behind a button, so a list keeps its columns at 1024–1199 px. */
export const MENU_FOLD_QUERY = '(max-width: 1199.95px)';

/**
 * The signed-in frame: header, menu, and the page (a remote or the shell's own) in the middle. Loaded lazily so the
 * login page does not pay for it.
 */
export default function FrameLayout() {
  const { phase, session } = useSessionState();
  const { logout } = useSessionContext();
  const [loggingOut, setLoggingOut] = useState(false);
  const folded = useMediaQuery(MENU_FOLD_QUERY, { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A folded menu closes once an entry took the person somewhere.
  useEffect(() => setMenuOpen(false), [pathname]);
  // Signed in: most clicks open a remote, whose first load starts from these lists (the areas of this person's menu).
  const menuRemotes = useMemo(() => (session ? remotesOfPaths(flattenMenu(visibleMenu(session)).map((e) => e.path)) : []), [session]);
  useEffect(() => readRemoteManifestsAhead(menuRemotes), [menuRemotes]);
  // The guard ran before this rendered; this covers the session ending while the frame is shown.
  if (phase !== 'loggedIn' || !session) return <Navigate to={LOGIN_PATH} replace />;

  const onLogout = () => {
    setLoggingOut(true);
    void logout().finally(() => setLoggingOut(false));
  };
  return (
    <ScreenProviders>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SkipToContent />
        <AppHeader session={session} onLogout={onLogout} loggingOut={loggingOut} onOpenMenu={folded ? () => setMenuOpen(true) : undefined} />
        <Drawer
          variant={folded ? 'temporary' : 'permanent'}
          open={folded ? menuOpen : true}
          onClose={() => setMenuOpen(false)}
          sx={{ width: folded ? 0 : DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          <Box sx={{ overflowY: 'auto' }}>
            <SideMenu viewer={session} />
          </Box>
        </Drawer>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'background.default', outline: 'none' }}>
          <Toolbar />
          {/* The guard's module check runs between click and page: say that something is happening. */}
          <NavigationProgress />
          <Box sx={{ p: 3 }}>
            <Suspense fallback={<FullPageSpinner inline />}>
              <PageOutlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
    </ScreenProviders>
  );
}

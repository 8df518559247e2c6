import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'shared-ui/router';
import { useSessionContext } from 'shared-ui';
import { ScreenTheme } from 'shared-ui/screen';
import { FullPageSpinner } from '../FullPageSpinner';
import { HOME_PATH, LOGIN_PATH } from '../guard/routePaths';
import { menuIntentReader } from '../remotes/areaIntent';
import { useSessionState } from '../session/useSessionState';
import { AppHeader } from './AppHeader';
import { NavigationProgress, PageOutlet } from './PageOutlet';
import { SideMenu } from './SideMenu';
import { warmScreenFromMenu } from './warmScreenFromMenu';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent';

const DRAWER_WIDTH = 240;
/**
 * The query client for every page but /home, which uses none: react-query and the screens' shared parts load with
 * the first page that needs them (a navigation waits for them in its transition, /home staying on show).
 */
const QueryProvider = lazy(() => import('shared-ui/query').then((m) => ({ default: m.QueryProvider })));
/** The folded menu's drawer (a modal: focus trap, backdrop, slide), loaded on narrow screens only. */
const Drawer = lazy(() => import('@mui/material/Drawer'));
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
  // What the person points at in the menu starts loading (areaIntent); a rest still timing stops with the frame.
  const [menuIntents] = useState(() => menuIntentReader(warmScreenFromMenu));
  useEffect(() => menuIntents.cancel, [menuIntents]);
  // The guard ran before this rendered; this covers the session ending while the frame is shown.
  if (phase !== 'loggedIn' || !session) return <Navigate to={LOGIN_PATH} replace />;

  // An area's manifest and the screens' parts load when the person points at its entry, not when the frame shows;
  // its screen when the pointer rests there.
  const menu = (
    <>
      <Toolbar />
      <Box sx={{ overflowY: 'auto' }}>
        <SideMenu viewer={session} onIntent={menuIntents.read} />
      </Box>
    </>
  );
  const onLogout = () => {
    setLoggingOut(true);
    void logout().finally(() => setLoggingOut(false));
  };
  return (
    <ScreenTheme>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SkipToContent />
        <AppHeader session={session} onLogout={onLogout} loggingOut={loggingOut} onOpenMenu={folded ? () => setMenuOpen(true) : undefined} />
        {folded ? (
          <Suspense fallback={null}>
            <Drawer variant="temporary" open={menuOpen} onClose={() => setMenuOpen(false)} sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}>
              {menu}
            </Drawer>
          </Suspense>
        ) : (
          <MenuPanel>{menu}</MenuPanel>
        )}
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'background.default', outline: 'none' }}>
          <Toolbar />
          {/* The guard's module check runs between click and page: say that something is happening. */}
          <NavigationProgress />
          <Box sx={{ p: 3 }}>
            <Suspense fallback={<FullPageSpinner inline />}>
              {pathname === HOME_PATH ? (
                <PageOutlet />
              ) : (
                <QueryProvider>
                  <PageOutlet />
                </QueryProvider>
              )}
            </Suspense>
          </Box>
        </Box>
      </Box>
    </ScreenTheme>
  );
}

/**
 * The menu beside the page on a wide screen: what MUI's permanent Drawer draws (a fixed panel under the header, a
 * divider on its right), without the modal machinery only the folded menu uses (issue 32: the first screen's script).
 */
function MenuPanel({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
      <Box
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          height: '100%',
          width: DRAWER_WIDTH,
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          zIndex: 'drawer',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

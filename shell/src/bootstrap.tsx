/**
 * Starts the shell: configuration, the API client, the session (restored from cookies and storage), the API event
 * handling, then the router inside the shared providers. Loaded behind `import()` in index.ts so Module Federation
 * can settle the shared singletons (React, MUI, shared-ui …) before anything imports them.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'shared-ui/router';
import { AppProviders, NotificationHost, configureApi, setProductTitle } from 'shared-ui';
import { config } from './config';
import { LOGIN_PATH } from './guard/routePaths';
import { preventFileDrop } from './preventFileDrop';
import { PRODUCT_NAME } from './productName';
import { createAppRouter } from './router/createAppRouter';
import { InactivityCheck } from './session/InactivityCheck';
import { listenToApiEvents } from './session/listenToApiEvents';
import { forgetSession, logout } from './session/logout';
import { restoreSession } from './session/restoreSession';
import { createSessionInvalidHandler } from './session/sessionInvalidHandler';
import { SessionInvalidNotice } from './session/SessionInvalidNotice';
import { SessionProvider } from './session/SessionProvider';
import { sessionStore } from './session/sessionStore';

configureApi({ prefix: config.apiPrefix });
preventFileDrop(window);
setProductTitle(PRODUCT_NAME);

// Before the router: its first loaders wait for the restore to settle.
void restoreSession(sessionStore);
const router = createAppRouter(sessionStore);

const toLogin = () => void router.navigate(LOGIN_PATH, { replace: true });
const sessionInvalid = createSessionInvalidHandler({
  store: sessionStore,
  delayMs: config.sessionInvalidDelayMs,
  forget: forgetSession,
  navigateToLogin: toLogin,
  currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
});
listenToApiEvents(sessionInvalid);

async function logoutAndLeave(): Promise<void> {
  await logout(sessionStore);
  toLogin();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 元素');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <SessionProvider store={sessionStore} logout={logoutAndLeave}>
        <RouterProvider router={router} />
        <InactivityCheck store={sessionStore} timeoutMs={config.inactivityTimeoutMs} sessionInvalid={sessionInvalid} />
        <NotificationHost />
        <SessionInvalidNotice store={sessionStore} />
      </SessionProvider>
    </AppProviders>
  </StrictMode>,
);

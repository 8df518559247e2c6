/**
 * Starts the console: configuration, the API client, the session (restored from cookies and storage), the API event
 * handling, then the data router — guard, frame, the remotes' routes — inside the shared providers. Loaded behind
 * `import()` in index.ts so Module Federation can settle the shared singletons (React, MUI, shared-ui …) before
 * anything imports them.
 *
 * /login itself is a page of its own (`loginEntry.tsx`, login.html). The console's own /login route serves a session
 * that ends while it runs, a session cookie the server no longer honours, and `pnpm dev`: there sign-in is in place.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, NotificationHost, forgetSession } from 'shared-ui';
import { config } from './config';
import { LOGIN_PATH } from './guard/routePaths';
import { startConsole } from './router/console';
import { InactivityCheck } from './session/InactivityCheck';
import { watchGroupCookie } from './session/groupCookieCheck';
import { listenToApiEvents } from './session/listenToApiEvents';
import { logout } from './session/logout';
import { createSessionInvalidHandler } from './session/sessionInvalidHandler';
import { SessionInvalidNotice } from './session/SessionInvalidNotice';
import { SessionProvider } from './session/SessionProvider';
import { sessionStore } from './session/sessionStore';
import { startPage } from './startPage';

// The transport of calls with a session (axios) is not fetched here: /home makes none (login/check goes through the
// browser's fetch). The first call with a session loads it; pointing at an area's entry starts it (warmAreaOf).
// Before the console: its first loaders wait for the restore to settle.
startPage();
const running = startConsole(sessionStore);

const toLogin = () => running.navigate(LOGIN_PATH);
const sessionInvalid = createSessionInvalidHandler({
  store: sessionStore,
  delayMs: config.sessionInvalidDelayMs,
  forget: forgetSession,
  navigateToLogin: toLogin,
  currentPath: running.currentPath,
});
listenToApiEvents(sessionInvalid);
watchGroupCookie(sessionStore);

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
        {running.element}
        <InactivityCheck store={sessionStore} timeoutMs={config.inactivityTimeoutMs} sessionInvalid={sessionInvalid} />
        <NotificationHost />
        <SessionInvalidNotice store={sessionStore} />
      </SessionProvider>
    </AppProviders>
  </StrictMode>,
);

/**
 * Starts the shell: configuration, the API client, the session (restored from cookies and storage), the API event
 * handling, then the first screen inside the shared providers. Loaded behind `import()` in index.ts so Module
 * Federation can settle the shared singletons (React, MUI, shared-ui …) before anything imports them.
 *
 * /login opened directly (nobody signed in) is rendered on its own: the console — router, guard, frame — is a lazy
 * chunk that the form asks for once the person starts on it, and sign-in starts. Every other address starts the
 * console at once (its guard sends a signed-out visitor to its own /login route).
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, NotificationHost, configureApi, loadOnce, prepareSessionCalls, setProductTitle } from 'shared-ui';
import { config } from './config';
import { FullPageSpinner } from './FullPageSpinner';
import { LOGIN_PATH } from './guard/routePaths';
import { LoginPage } from './login/LoginPage';
import { preventFileDrop } from './preventFileDrop';
import { PRODUCT_NAME } from './productName';
import type { Console } from './router/console';
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

// Before the console: its first loaders wait for the restore to settle.
void restoreSession(sessionStore);

const loadConsoleCode = loadOnce(() => import(/* webpackChunkName: "console" */ './router/console'));
/** What signed-in screens need, fetched in parallel: the console's code and the transport of calls with a session. */
function loadConsole(): Promise<typeof import('./router/console')> {
  prepareSessionCalls();
  return loadConsoleCode();
}
let running: Console | null = null;

// Until the console runs (the directly opened login page), the address bar is the only location there is.
const currentPath = () => running?.currentPath() ?? `${window.location.pathname}${window.location.search}`;
const toLogin = () => (running ? running.navigate(LOGIN_PATH) : window.location.replace(LOGIN_PATH));
const sessionInvalid = createSessionInvalidHandler({
  store: sessionStore,
  delayMs: config.sessionInvalidDelayMs,
  forget: forgetSession,
  navigateToLogin: toLogin,
  currentPath,
});
listenToApiEvents(sessionInvalid);

async function logoutAndLeave(): Promise<void> {
  await logout(sessionStore);
  toLogin();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 元素');
const root = createRoot(container);

function show(screen: ReactNode): void {
  root.render(
    <StrictMode>
      <AppProviders>
        <SessionProvider store={sessionStore} logout={logoutAndLeave}>
          {screen}
          <InactivityCheck store={sessionStore} timeoutMs={config.inactivityTimeoutMs} sessionInvalid={sessionInvalid} />
          <NotificationHost />
          <SessionInvalidNotice store={sessionStore} />
        </SessionProvider>
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * Starts the console, first moving the address to `path` when given (where sign-in lands). If its code cannot be
 * fetched, the page is loaded afresh at that address: the session is in the cookies, so the person lands signed in.
 */
async function openConsole(path?: string): Promise<void> {
  let startConsole: (typeof import('./router/console'))['startConsole'];
  try {
    ({ startConsole } = await loadConsole());
  } catch {
    window.location.assign(path ?? currentPath());
    return;
  }
  if (path) window.history.replaceState(null, '', path);
  running = startConsole(sessionStore);
  show(running.element);
}

async function start(): Promise<void> {
  if (window.location.pathname !== LOGIN_PATH) return openConsole();
  show(<FullPageSpinner />);
  // A reload of /login with a live session goes where the console's /login route would send it.
  await sessionStore.settled();
  if (sessionStore.getState().phase === 'loggedIn') return openConsole();
  show(<LoginPage onSignedIn={(path) => void openConsole(path)} onIntent={() => void loadConsole()} />);
}

void start();

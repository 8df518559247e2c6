/**
 * The /login page on its own (`login.html`, which the server sends for /login): the form and the session it starts.
 * It shows no remote, so it is not a Module Federation host — no federation runtime, no share scope — and its React,
 * MUI and shared-ui are tree-shaken to what the form uses (issue 13). Signing in loads the console page (the session
 * is in the cookies and storage, as after any reload), whose scripts are prefetched once the person starts typing.
 *
 * The shell's server sends a visitor with no session cookie here from any signed-in address (`?redirect=` names it).
 * The console keeps its own /login route (`RoutedLoginPage`) for a session that ends while it runs: there sign-in
 * navigates in place.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from 'shared-ui';
import { FullPageSpinner } from './FullPageSpinner';
import { HOME_PATH, LOGIN_TARGET_PARAM } from './guard/routePaths';
import { LoginPage } from './login/LoginPage';
import { prefetchConsole } from './login/prefetchConsole';
import { sessionStore } from './session/sessionStore';
import { startPage } from './startPage';

startPage();

const container = document.getElementById('root');
if (!container) throw new Error('login.html 缺少 #root 元素');
const root = createRoot(container);

function show(screen: ReactNode): void {
  root.render(
    <StrictMode>
      <AppProviders>{screen}</AppProviders>
    </StrictMode>,
  );
}

async function start(): Promise<void> {
  // With no session cookie the restore has ended already: the form is the first render (no spinner before it).
  if (sessionStore.getState().phase !== 'loggedOut') {
    show(<FullPageSpinner />);
    await sessionStore.settled();
  }
  // Opened again while signed in: where the console's /login route would send the person.
  if (sessionStore.getState().phase === 'loggedIn') return window.location.replace(HOME_PATH);
  // The address the server sent the visitor here from (after the restore, which forgets any target): opened after
  // sign-in if the account may see it. Only a path of this site.
  const target = new URLSearchParams(window.location.search).get(LOGIN_TARGET_PARAM);
  if (target?.startsWith('/') && !target.startsWith('//')) sessionStore.rememberTarget(target);
  show(
    <LoginPage
      onSignedIn={(path) => window.location.assign(path)}
      // Prefetching is an optimisation: a failure is tried again at the next key, never shown.
      onIntent={() => void prefetchConsole().catch(() => undefined)}
    />,
  );
}

void start();

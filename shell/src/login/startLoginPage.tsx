/** The light login page's start, run by `loginEntry.tsx`: the session, then the form (hydrated when pre-rendered). */
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { FullPageSpinner } from '../FullPageSpinner';
import { HOME_PATH, LOGIN_TARGET_PARAM } from '../guard/routePaths';
import { LoginPage } from './LoginPage';
import { loginPageTree } from './loginPageTree';
import { prefetchConsole } from './prefetchConsole';
import { sessionStore } from '../session/sessionStore';
import { startPage } from '../startPage';

/** Starts the light login page in `container`, login.html's #root (see `loginEntry.tsx`). */
export async function startLoginPage(container: HTMLElement): Promise<void> {
  startPage();
  let root: Root | null = null;
  const show = (screen: ReactNode) => {
    // A first render here replaces the form the build pre-rendered into the page.
    root ??= createRoot(container);
    root.render(loginPageTree(screen));
  };
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
  const form = (
    <LoginPage
      onSignedIn={(path) => window.location.assign(path)}
      // Prefetching is an optimisation: a failure is tried again at the next key, never shown.
      onIntent={() => void prefetchConsole().catch(() => undefined)}
    />
  );
  // The build pre-rendered this form into login.html (scripts/prerenderLogin.tsx), and the person may be typing in
  // it already: take over that markup rather than draw it again, in a transition, which React renders in slices
  // between which the browser handles the typing (a key in a field not yet taken over hydrates it first).
  if (!root && container.hasChildNodes()) startTransition(() => void hydrateRoot(container, loginPageTree(form)));
  else show(form);
}

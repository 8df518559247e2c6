/**
 * The console: the data router with its guard, the frame and the remotes' routes. A lazy chunk of its own, so /login
 * opened directly shows its form without the router (~30 KB gzip) — the form asks for this chunk as soon as the person
 * starts typing, and sign-in starts it.
 */
import type { ReactElement } from 'react';
import { RouterProvider } from 'shared-ui/router';
import type { SessionStore } from '../session/sessionStore';
import { createAppRouter } from './createAppRouter';

export interface Console {
  element: ReactElement;
  navigate: (path: string) => void;
  /** Where the person is: path and query. */
  currentPath: () => string;
}

export function startConsole(store: SessionStore): Console {
  const router = createAppRouter(store);
  return {
    element: <RouterProvider router={router} />,
    navigate: (path) => void router.navigate(path, { replace: true }),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

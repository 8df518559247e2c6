/** The console: the data router with its guard, the frame and the remotes' routes. */
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

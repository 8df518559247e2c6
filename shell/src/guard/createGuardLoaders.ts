/**
 * The guard as route loaders. A data router runs loaders before it renders, so a refused page is never shown: the
 * loader throws a redirect instead, back to where the user was (the navigation is cancelled) or to /home.
 */
import { redirect, replace, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'shared-ui/router';
import { ErrorCode, errorMessage, notify } from 'shared-ui';
import type { SessionStore } from '../session/sessionStore';
import { decideNavigation, pathAfterRefusal, type GuardState } from './decideNavigation';
import type { ModuleAccessChecker } from './moduleAccessChecker';

export interface GuardDeps {
  store: SessionStore;
  modules: ModuleAccessChecker;
  /** The page the user is on before this navigation (pathname + search), or null on the first load. */
  currentPath: () => string | null;
  /**
   * Told a path (and its query) the local rules allow while its server check is still out, so the screen's code and
   * first data can load meanwhile. Nothing shows until the check has passed, and the server answers each data call
   * by the account's permitted paths on its own.
   */
  warm?: (path: string, search: string) => void;
}

function guardState(store: SessionStore): GuardState {
  const { phase, session } = store.getState();
  return { loggedIn: phase === 'loggedIn', permission: session?.permission ?? [], isSuperAdmin: session?.isSuperAdmin ?? false };
}

/** Loaders for `/`, `/login` and the signed-in frame's layout route. */
export function createGuardLoaders({ store, modules, currentPath, warm }: GuardDeps) {
  // Cached module answers belong to one session.
  store.subscribe(() => {
    if (store.getState().phase !== 'loggedIn') modules.clear();
  });
  async function guard({ request }: LoaderFunctionArgs): Promise<null> {
    await store.settled();
    const url = new URL(request.url);
    const decision = decideNavigation(guardState(store), url.pathname);
    const refuse = (message: string | null): never => {
      if (message) notify.error(message);
      throw replace(pathAfterRefusal(currentPath(), url.pathname));
    };
    switch (decision.kind) {
      case 'allow':
        return null;
      case 'redirect':
        if (decision.remember) store.rememberTarget(`${url.pathname}${url.search}`);
        throw redirect(decision.to);
      case 'deny':
        return refuse(errorMessage(ErrorCode.NoModulePermission));
      case 'checkServer': {
        warm?.(url.pathname, url.search);
        const access = await modules.check(decision.path);
        return access.allowed ? null : refuse(access.message);
      }
    }
  }
  return { guard };
}

/**
 * The frame's layout route keeps its match while the user moves between its children, and a data router would not
 * re-run its loader then: every change of path must pass the guard again (spec §2: every navigation is checked).
 */
export const revalidateOnEveryPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

/**
 * Where a signed-out visitor's page address leads (spec §2): the login page and the public pages open; every other
 * address goes to /login, which remembers the address to open after sign-in (the empty path aside). The guard and the
 * shell's server both ask this — the server so that a visitor with no session gets the light login page at once.
 * React-free on purpose: the server imports it.
 */
import { isPublicPath } from '../remotes/remoteRoutes';
import { LOGIN_PATH } from './routePaths';

export type SignedOutDecision = { kind: 'allow' } | { kind: 'redirect'; to: typeof LOGIN_PATH; remember?: true };

/** `path`: normalised (no trailing slash; '/' for the empty path). */
export function signedOutNavigation(path: string): SignedOutDecision {
  if (path === LOGIN_PATH || isPublicPath(path)) return { kind: 'allow' };
  return path === '/' ? { kind: 'redirect', to: LOGIN_PATH } : { kind: 'redirect', to: LOGIN_PATH, remember: true };
}

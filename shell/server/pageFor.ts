/**
 * Which page the shell's server answers for a page address. A public page (spec §2) is the same page to everyone,
 * signed in or not: its remote's light page where one is built (`lightPages.ts`), else the console's public route.
 * With no session cookie the visitor is signed out for sure,
 * so the guard's own signed-out rule (`signedOutNavigation`) is applied before any script runs: the light login page
 * at /login, a redirect to it from the signed-in screens. With a session cookie the console decides (a session that
 * has ended on the server shows the console's own /login route).
 */
import { SESSION_COOKIES, normalisePath } from 'shared-ui/contract';
import { LOGIN_PATH, LOGIN_TARGET_PARAM } from '../src/guard/routePaths';
import { signedOutNavigation } from '../src/guard/signedOutNavigation';
import { isPublicPath } from '../src/remotes/remoteRoutes';

/** `public`: the page of `path` (normalised), a public address. */
export type PageAnswer = { page: 'login' | 'console' } | { page: 'public'; path: string } | { redirect: string };

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIES.session}=[^;\\s]`);

/** `url`: the request's path and query; `cookie`: its Cookie header. */
export function pageFor(url: string, cookie: string | undefined): PageAnswer {
  const { pathname, search } = new URL(url, 'http://page');
  const path = normalisePath(pathname) || '/';
  if (isPublicPath(path)) return { page: 'public', path };
  if (SESSION_COOKIE.test(cookie ?? '')) return { page: 'console' };
  const decision = signedOutNavigation(path);
  if (decision.kind === 'redirect') {
    return { redirect: decision.remember ? `${decision.to}?${LOGIN_TARGET_PARAM}=${encodeURIComponent(`${pathname}${search}`)}` : decision.to };
  }
  return { page: path === LOGIN_PATH ? 'login' : 'console' };
}

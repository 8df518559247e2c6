/**
 * The navigation guard of spec §2 as a pure function: what to do with a navigation to `path`, given who is signed
 * in. The route loaders act on the answer; the server's module check (`checkServer`) is the loader's to make.
 */
import {
  SECTION_REDIRECTS,
  flattenMenu,
  isPathPermitted,
  normalisePath,
  visibleMenu,
  type MenuEntry,
  type MenuViewer,
} from 'shared-ui';
import { isPublicPath } from '../remotes/remoteRoutes';
import { HOME_PATH, LOGIN_PATH } from './routePaths';
import { signedOutNavigation } from './signedOutNavigation';

export interface GuardState extends MenuViewer {
  loggedIn: boolean;
}

export type NavigationDecision =
  | { kind: 'allow' }
  /** `remember`: a logged-out visitor's target, to open after sign-in. */
  | { kind: 'redirect'; to: string; remember?: boolean }
  /** Refused by the local rule: cancel the navigation. */
  | { kind: 'deny' }
  /** Allowed by the local rule: the server's module check decides. */
  | { kind: 'checkServer'; path: string };

/** The section redirects that lead into the frame (`/approval` is public and handled by its own route). */
function sectionRedirect(path: string): string | undefined {
  const to = SECTION_REDIRECTS[path];
  return to && !isPublicPath(path) ? to : undefined;
}

/** The first menu entry without children below `section`, as this viewer sees the menu. */
function firstVisibleLeaf(entries: readonly MenuEntry[], section: string): string | undefined {
  for (const entry of entries) {
    const inside = entry.path === section || entry.path.startsWith(`${section}/`) || section.startsWith(`${entry.path}/`);
    if (!inside) continue;
    if (entry.children && entry.children.length > 0) {
      const leaf = firstVisibleLeaf(entry.children, section);
      if (leaf) return leaf;
    } else if (entry.path.startsWith(`${section}/`)) {
      return entry.path;
    }
  }
  return undefined;
}

/** Every screen path the menu knows; a path at or below one of them is a screen of the back office. */
const KNOWN_PATHS = flattenMenu().map((entry) => normalisePath(entry.path)).filter((path) => path !== '' && path !== '/');

/** A path that is no screen at all: it says 页面不存在 to everyone, rather than 无权限 to a restricted account. */
export function isUnknownPath(path: string): boolean {
  return !KNOWN_PATHS.some((known) => path === known || path.startsWith(`${known}/`));
}

export function decideNavigation(state: GuardState, rawPath: string): NavigationDecision {
  const path = normalisePath(rawPath) || '/';
  if (!state.loggedIn) return signedOutNavigation(path);
  if (path === '/' || path === LOGIN_PATH) return { kind: 'redirect', to: HOME_PATH };
  if (isPublicPath(path)) return { kind: 'allow' };
  if (path === HOME_PATH) return { kind: 'allow' };
  // The router's catch-all shows 页面不存在 in the frame.
  if (isUnknownPath(path) && !SECTION_REDIRECTS[path]) return { kind: 'allow' };

  const redirectTo = sectionRedirect(path);
  if (redirectTo) {
    // A restricted user may not have the section's default page (/operation → /operation/wm): open the first
    // page of that section they can see instead of refusing a section the menu shows them.
    if (isPathPermitted(state.permission, redirectTo)) return { kind: 'redirect', to: redirectTo };
    const leaf = firstVisibleLeaf(visibleMenu(state), path);
    return leaf ? { kind: 'redirect', to: leaf } : { kind: 'deny' };
  }
  if (!isPathPermitted(state.permission, path)) return { kind: 'deny' };
  return { kind: 'checkServer', path };
}

/** Where a refused navigation ends: the in-frame page the user was on, else (a typed URL, a first load) /home. */
export function pathAfterRefusal(previous: string | null, refused: string): string {
  if (!previous) return HOME_PATH;
  const prevPath = normalisePath(previous);
  const inFrame = prevPath !== '' && prevPath !== '/' && prevPath !== LOGIN_PATH && !isPublicPath(prevPath);
  return inFrame && prevPath !== normalisePath(refused) ? previous : HOME_PATH;
}

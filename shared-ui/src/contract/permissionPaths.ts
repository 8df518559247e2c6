/**
 * Module-level permission (spec §6): a user's permitted route paths, and what they imply.
 * The stored list is the raw list the server answered; a lone "0" means full access.
 */
export const FULL_ACCESS = '0';

/** Paths that the expansion always adds to a restricted list (spec §6). */
export const ALWAYS_IMPLIED_PATHS = ['/operation', '/h5', '/h5/relesesystem'] as const;

/**
 * The implied screen among them: its views (`/h5/relesesystem/edit`, `…/prerelease` …) come with it. Every role gets
 * it (spec §6 expands *every* permitted list); what a role may do there is the role rule's to say (roles.ts), so a
 * reader reads the release system and the screen offers no button that writes.
 */
export const IMPLIED_SCREEN = '/h5/relesesystem';

/** The publishing calendar: a screen granted like any other (issue 44, item 24); it shows only the modules the list reaches. */
export const SCHEDULE_PATH = '/schedule';

/** 发布批次 (releases.ts): a screen granted like any other; its calls are the console service's. */
export const RELEASE_PATH = '/releases';

/** Never shown in the menu, whatever the permissions (spec §2). */
export const ALWAYS_HIDDEN_MENU_PATHS = [
  '/articles/add',
  '/operation/wm/modules',
  '/operation/br/modules',
  '/operation/esop/modules',
  '/operation/common/modules',
  '/h5/config',
] as const;

export function isFullAccess(list: readonly string[]): boolean {
  return list[0] === FULL_ACCESS;
}

/**
 * The link page a module screen is reached through: `<area>/modulesEdit` for `<area>/modules/<name>`, `/h5/modulesEdit`
 * for an H5 config module `/h5/config/<product>`; null for any other path. A module's grant opens it as a route (its
 * area's root redirects there, spec §2), not as a menu entry: the menu shows only listed paths and their sections.
 */
export function moduleLinkPageOf(path: string): string | null {
  const moduleArea = /^(.*)\/modules\/[^/]+/.exec(path) ?? /^(\/h5)\/config\/[^/]+/.exec(path);
  return moduleArea?.[1] ? `${moduleArea[1]}/modulesEdit` : null;
}

/** A module's own screen (`<area>/modules/<name>`): a screen, not a section. */
const MODULE_SCREEN = /^\/.+\/modules\/[^/]+$/;

/**
 * The sections above a path. A module screen above it is not one of them: a screen of its own below a module (the
 * fund-manager library below the candidate module) is granted without the module's slot (issue 35).
 */
function ancestorsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  const out: string[] = [];
  for (let i = 1; i < parts.length; i += 1) out.push(`/${parts.slice(0, i).join('/')}`);
  return out.filter((ancestor) => !MODULE_SCREEN.test(ancestor));
}

/**
 * Expands a restricted list as spec §6 says: every path brings its ancestors (its parent sections), plus the operation
 * root, `/h5` and `/h5/relesesystem` — nothing else (the module's link page is reached through its area's root:
 * isPathPermitted).
 *
 * @example expandPermittedPaths(['/operation/wm/modules/splashScreen'])
 *   // → ['/operation/wm/modules/splashScreen', '/operation', '/operation/wm', '/operation/wm/modules', '/h5', '/h5/relesesystem']
 */
export function expandPermittedPaths(list: readonly string[]): string[] {
  if (isFullAccess(list)) return [FULL_ACCESS];
  if (list.length === 0) return [];
  const out = new Set<string>();
  for (const raw of list) {
    const path = normalisePath(raw);
    if (!path) continue;
    out.add(path);
    for (const ancestor of ancestorsOf(path)) out.add(ancestor);
  }
  if (out.size > 0) for (const implied of ALWAYS_IMPLIED_PATHS) out.add(implied);
  return [...out];
}

/**
 * A route path in one canonical form: a leading slash, no trailing slash, no query or hash, no empty segments, and
 * `.`/`..` resolved (also when percent-encoded). Without the last step `/granted/../other` would pass as "below a
 * granted path" while the router opens `/other`.
 *
 * @example normalisePath('operation/wm/modules/splashScreen/%2E%2E/announcement/') // '/operation/wm/modules/announcement'
 */
export function normalisePath(path: string): string {
  const trimmed = path.trim().split(/[?#]/)[0] ?? '';
  if (!trimmed) return '';
  const segments: string[] = [];
  for (const raw of trimmed.split('/')) {
    const segment = raw.replace(/%2e/gi, '.');
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(raw);
  }
  return `/${segments.join('/')}`;
}

/**
 * May a user with this stored list open `path`? Full access opens everything; otherwise the path must be in the
 * expanded list (a section), be the link page of a granted module (where its area's root leads), or lie below a path
 * the user was given (a granted screen's detail pages).
 */
export function isPathPermitted(stored: readonly string[], path: string): boolean {
  if (isFullAccess(stored)) return true;
  const target = normalisePath(path);
  if (!target) return false;
  const expanded = expandPermittedPaths(stored);
  if (expanded.includes(target)) return true;
  if (stored.some((granted) => moduleLinkPageOf(normalisePath(granted)) === target)) return true;
  if (target.startsWith(`${IMPLIED_SCREEN}/`) && expanded.includes(IMPLIED_SCREEN)) return true;
  return stored.some((granted) => {
    const g = normalisePath(granted);
    return g !== '' && target.startsWith(`${g}/`);
  });
}

/** The comma-separated form kept in local storage (spec §3). */
export function serialisePermission(list: readonly string[]): string {
  return list.join(',');
}

export function parsePermission(stored: string | null | undefined): string[] {
  if (!stored) return [];
  return stored
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

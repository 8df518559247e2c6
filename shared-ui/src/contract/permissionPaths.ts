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

/**
 * Screens every signed-in account opens, whatever its list (issue 33: the publishing calendar, whose answer the server
 * narrows to the modules the list reaches). Not grantable: nobody is without them.
 */
export const SCHEDULE_PATH = '/schedule';
export const EVERY_ACCOUNT_PATHS = [SCHEDULE_PATH] as const;

/** Is `path` (normalised) one of EVERY_ACCOUNT_PATHS or below one? */
export function isEveryAccountPath(path: string): boolean {
  return EVERY_ACCOUNT_PATHS.some((open) => path === open || path.startsWith(`${open}/`));
}

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
 * for an H5 config module `/h5/config/<product>`; null for any other path. Path expansion grants it with the module,
 * and the menu highlights it while the module is shown.
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
 * Expands a restricted list: every path brings its ancestors (its parent sections), plus the operation root,
 * `/h5` and `/h5/relesesystem`. A module under `<area>/modules/…` (or an H5 config module under `/h5/config/…`) also
 * brings `<area>/modulesEdit`, the link page through which the module is reached (the spec hides `<area>/modules` and
 * `/h5/config` from the menu).
 *
 * @example expandPermittedPaths(['/operation/wm/modules/splashScreen'])
 *   // → ['/operation/wm/modules/splashScreen', '/operation', '/operation/wm', '/operation/wm/modules',
 *   //    '/operation/wm/modulesEdit', '/h5', '/h5/relesesystem']
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
    const linkPage = moduleLinkPageOf(path);
    if (linkPage) out.add(linkPage);
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
 * expanded list (a section or link page), or lie below a path the user was given (a granted screen's detail pages).
 */
export function isPathPermitted(stored: readonly string[], path: string): boolean {
  if (isFullAccess(stored)) return true;
  const target = normalisePath(path);
  if (!target) return false;
  // An empty list opens nothing (it gets no session at all).
  if (isEveryAccountPath(target)) return stored.length > 0;
  const expanded = expandPermittedPaths(stored);
  if (expanded.includes(target)) return true;
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

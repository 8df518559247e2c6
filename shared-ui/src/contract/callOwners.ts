/**
 * Which menu path owns each call: the server's permission gate answers 1029 when the account's permitted paths reach
 * none of a call's owners, by the same rule the navigation guard and the menu use (`isPathPermitted`, here wrapped
 * as `mayOpenPath`).
 *
 * The mapping is data. A module declares nothing new: its API base and scope parameters pick it (`pickModule`), and
 * its route path owns its calls. A custom screen declares its call prefixes once, beside its calls
 * (`ARTICLE_CALL_OWNERS`, `H5_CALL_OWNERS`, …), and `CALL_OWNER_RULES` lists them all. A call nobody owns is refused:
 * a test walks every route mock-server registers and proves each one is owned, so a later area cannot forget.
 *
 * @example
 *   const map = createCallMap(modules);
 *   const access = callAccess(map, 'operation/notices/wm/temp/save', body);
 *   mayCall({ isSuperAdmin: false, permission: ['/operation/wm/modules/splashScreen'] }, access, map); // false → 1029
 */
import { ARTICLE_CALL_OWNERS } from './articleApi';
import { FUND_CALL_OWNERS } from './funds';
import { MANAGER_CALL_OWNERS } from './managers';
import { H5_CALL_OWNERS } from './h5Release';
import { STOCK_NEWS_CALL_OWNERS } from './stockNewsApproval';
import { OTHER_NEWS_CALL_OWNERS } from './otherStockNews';
import { SMS_CALL_OWNERS } from './smsCode';
import { liveEntriesLibraryOf, type LibraryKey } from './libraries';
import { groupByApiBase, groupOfCall, pickModule, scopeShapeErrors, type ApiBaseGroup } from './module/moduleBases';
import type { ModuleDefinition } from './module/defineModule';
import { fieldLibraries } from './module/references';
import { commonPatternCall, dialectEndpoint } from './module/workflow';
import { RECOMMEND_GENERAL_MODULES } from './module/dialects';
import { PERMISSION_ADMIN_PATH } from './permissionAdmin';
import { AUDIT_PATH } from './auditPath';
import { FULL_ACCESS, isPathPermitted, normalisePath } from './permissionPaths';
import { API } from './session';

export interface CallOwnerRule {
  /** A call path relative to the API prefix. It covers that path and every path below it, unless `exact`. */
  readonly prefix: string;
  readonly exact?: boolean;
  /** Menu paths that own the call: reaching any one of them opens it. */
  readonly owners?: readonly string[];
  /** Open to every signed-in account (its own session, the permission checks, images already uploaded). */
  readonly anySession?: boolean;
  /** The owner is the module whose key this body or query parameter names (an upload for a module's image field). */
  readonly moduleKeyParam?: string;
  /** GET of this library: also open to an account that may use a module picking items from it. */
  readonly library?: LibraryKey;
}

/** The back office's own calls that are not module bases; the longest matching prefix decides. */
export const CALL_OWNER_RULES: readonly CallOwnerRule[] = [
  { prefix: 'login', anySession: true },
  { prefix: 'account/permission/management', owners: [PERMISSION_ADMIN_PATH] },
  { prefix: API.adminCheck, anySession: true },
  { prefix: API.moduleCheck, anySession: true },
  { prefix: 'upload/image', moduleKeyParam: 'module' },
  { prefix: 'upload/file', exact: true, moduleKeyParam: 'module' },
  // Uploaded files are addressed by the hash of their bytes and shown wherever their entry is shown.
  { prefix: 'upload/files', anySession: true },
  ...ARTICLE_CALL_OWNERS,
  ...H5_CALL_OWNERS,
  ...STOCK_NEWS_CALL_OWNERS,
  ...OTHER_NEWS_CALL_OWNERS,
  ...FUND_CALL_OWNERS,
  // Longer than the candidate module's base operation/wm/managers/: the library's calls, not the module's.
  ...MANAGER_CALL_OWNERS,
  // The recommend-article modules' directory: theirs to read, not only the recommend list's (its base holds it).
  { prefix: `${RECOMMEND_GENERAL_MODULES.base}${RECOMMEND_GENERAL_MODULES.endpoint.path}`, exact: true, owners: RECOMMEND_GENERAL_MODULES.owners },
  // The support look-up of sent SMS codes (the public page /sms/query, with a session).
  ...SMS_CALL_OWNERS,
  // The publishing calendar: every account's screen; the answer is narrowed to the account's modules.
  // The home page: every account's first screen; the answer is narrowed to the account's places.
  // The pickers' call family (library/{key}/items) is the console service's: it reads the spec calls above, each
  // flagged with its library (articles', information's, funds', managers', stocks' lists; levelFirst's live list below).
  // Where an item is used: the library's own screens, whose details show it.
  // The command palette's entry search: every session; the answer holds only the modules the account may open.
  // The audit trail's calls are the console service's (shell/server/console/audit/auditRoutes.ts), which asks their owners.
  // 发布批次's calls (releases.ts) are the console service's too, owned by the release screen (RELEASE_CALL_OWNERS).
];

export interface CallMap {
  readonly modules: readonly ModuleDefinition[];
  readonly groups: readonly ApiBaseGroup[];
  readonly rules: readonly CallOwnerRule[];
}

export function createCallMap(modules: readonly ModuleDefinition[], rules: readonly CallOwnerRule[] = CALL_OWNER_RULES): CallMap {
  return { modules, groups: groupByApiBase(modules), rules };
}

export type CallAccess =
  | { kind: 'anySession' }
  | { kind: 'owned'; owners: readonly string[]; library?: LibraryKey }
  /** Parameters that name the owner have the wrong type: HTTP 400, 1106, before anything compares them. */
  | { kind: 'badInput'; errors: { field: string; message: string }[] }
  | { kind: 'unmapped' };

const bare = (path: string) => path.replace(/^\/+/, '').replace(/\/+$/, '');

function ruleMatches(rule: CallOwnerRule, path: string): boolean {
  const prefix = bare(rule.prefix);
  return rule.exact ? path === prefix : path === prefix || path.startsWith(`${prefix}/`);
}

function ruleAccess(rule: CallOwnerRule, modules: readonly ModuleDefinition[], params: unknown): CallAccess {
  if (rule.anySession) return { kind: 'anySession' };
  if (rule.moduleKeyParam) {
    const key = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[rule.moduleKeyParam] : undefined;
    const named = typeof key === 'string' ? modules.find((m) => m.key === key) : undefined;
    // An unknown module: any module's path lets the call through to the handler, which refuses it with its reason.
    return { kind: 'owned', owners: named ? [named.path] : modules.map((m) => m.path) };
  }
  return { kind: 'owned', owners: rule.owners ?? [], ...(rule.library ? { library: rule.library } : {}) };
}

/**
 * Who may make this call. `path` is relative to the API prefix (the route's pattern, e.g. `…/prepublish/:id`);
 * `params` are the query of a GET and the body otherwise (where the scope parameters ride).
 */
export function callAccess(map: CallMap, path: string, params: unknown): CallAccess {
  const call = bare(path);
  // The most specific rule: the longest prefix, and an exact rule before a prefix rule of the same path.
  const rule = map.rules
    .filter((r) => ruleMatches(r, call))
    .sort((a, b) => bare(b.prefix).length - bare(a.prefix).length || Number(b.exact ?? false) - Number(a.exact ?? false))[0];
  const group = groupOfCall(map.groups, call);
  // A module base and a custom rule can both match only when one lies inside the other: the more specific wins.
  if (group && (!rule || group.apiBase.length > bare(rule.prefix).length)) {
    const errors = scopeShapeErrors(group, params);
    if (errors.length > 0) return { kind: 'badInput', errors };
    const def = pickModule(group, params);
    // No module picked (scope missing): any module of the base lets it through to the handler's 1106.
    if (!def) return { kind: 'owned', owners: group.modules.map((m) => m.path) };
    // A module whose live entries are a library (levelFirst's categories): its live list is read by the modules
    // picking from it too — that list only, never its drafts, pre-published entries or history.
    const library = liveEntriesLibraryOf(def.key);
    const liveList = bare(`${group.apiBase}${dialectEndpoint(group.dialect, 'publishedList').path}`);
    return { kind: 'owned', owners: [def.path], ...(library && call === liveList ? { library: library.key } : {}) };
  }
  return rule ? ruleAccess(rule, map.modules, params) : { kind: 'unmapped' };
}

/**
 * The call the role rule judges: a dialect's endpoint as the common-pattern call it stands for (`add` is a
 * pre-publish, `offshell` an off-shelf), anything else as it is. mock-server's role check asks this before
 * `isCallAllowed`; the browser's `canPerform` already judges the common-pattern call.
 */
export function roleCheckedCall(map: CallMap, method: string, path: string): { method: string; path: string } {
  const group = groupOfCall(map.groups, bare(path));
  return group ? commonPatternCall(group, method, bare(path)) : { method, path };
}

/** Who is asking: the stored list (`null` or a lone "0" = full access) and the super-admin flag. */
export interface PathHolder {
  isSuperAdmin: boolean;
  permission: readonly string[] | null;
}

export function isPermissionAdminPath(path: string): boolean {
  const target = normalisePath(path);
  return target === PERMISSION_ADMIN_PATH || target.startsWith(`${PERMISSION_ADMIN_PATH}/`);
}

/** Screens only a super admin opens, whatever the account's list says: permission management and the audit trail. */
export function isSuperAdminOnlyPath(path: string): boolean {
  const target = normalisePath(path);
  return isPermissionAdminPath(target) || target === AUDIT_PATH || target.startsWith(`${AUDIT_PATH}/`);
}

/**
 * May this account open `path`? Permission management and the audit trail by the super-admin flag alone, whatever the list says;
 * everything else by the stored list and the expansion rule. The module check, the path check and the gate ask this.
 */
export function mayOpenPath(holder: PathHolder, path: string): boolean {
  if (isSuperAdminOnlyPath(path)) return holder.isSuperAdmin;
  return isPathPermitted(holder.permission ?? [FULL_ACCESS], path);
}

/** The libraries a module picks items from: those its reference fields and collections name (and their items' own fields). */
export function librariesPickedBy(def: ModuleDefinition): readonly LibraryKey[] {
  // Jump targets count too: a push that opens a fund picks it from the fund library.
  return fieldLibraries(def.fields);
}

/** The gate's answer for one call: may `holder` make it? (`badInput` is the caller's to answer with 400 first.) */
export function mayCall(holder: PathHolder, access: CallAccess, map: CallMap, method: string): boolean {
  switch (access.kind) {
    case 'anySession':
      return true;
    case 'unmapped':
    case 'badInput':
      return false;
    case 'owned': {
      if (access.owners.some((owner) => mayOpenPath(holder, owner))) return true;
      const library = access.library;
      if (!library || method.toUpperCase() !== 'GET') return false;
      return map.modules.some((def) => librariesPickedBy(def).includes(library) && mayOpenPath(holder, def.path));
    }
  }
}

/**
 * Which module paths a super admin may grant, and who may open a path. `/permission` is never granted: a person
 * reaches it by being a super admin, so a stored list cannot open it and taking the flag away always closes it.
 */
import {
  FULL_ACCESS,
  MENU_TREE,
  PERMISSION_ADMIN_PATH,
  flattenMenu,
  isPathPermitted,
  normalisePath,
  type ModuleDefinition,
} from 'shared-ui/contract';

export function isPermissionAdminPath(path: string): boolean {
  const target = normalisePath(path);
  return target === PERMISSION_ADMIN_PATH || target.startsWith(`${PERMISSION_ADMIN_PATH}/`);
}

/** Every menu path plus every served module's route, `/permission` excepted. */
export function grantablePaths(modules: readonly ModuleDefinition[]): ReadonlySet<string> {
  const all = [...flattenMenu(MENU_TREE).map((entry) => entry.path), ...modules.map((m) => m.path)];
  return new Set(all.map(normalisePath).filter((path) => path !== '' && !isPermissionAdminPath(path)));
}

export interface PathHolder {
  isSuperAdmin: boolean;
  /** The stored list; `null` = full access. */
  permission: readonly string[] | null;
}

/** module/check and check share this rule: permission management by the flag, everything else by the stored list. */
export function mayOpen(holder: PathHolder, path: string): boolean {
  if (isPermissionAdminPath(path)) return holder.isSuperAdmin;
  return isPathPermitted(holder.permission ?? [FULL_ACCESS], path);
}

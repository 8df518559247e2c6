/**
 * Which module paths a super admin may grant. `/permission` is never granted: a person reaches it by being a super
 * admin, so a stored list cannot open it and taking the flag away always closes it (the contract's `mayOpenPath`).
 */
import { MENU_TREE, flattenMenu, isSuperAdminOnlyPath, normalisePath, type ModuleDefinition } from 'shared-ui/contract';

/** Every menu path plus every served module's route, `/permission` and `/audit` (the super-admin flag's) excepted. */
export function grantablePaths(modules: readonly ModuleDefinition[]): ReadonlySet<string> {
  const all = [...flattenMenu(MENU_TREE).map((entry) => entry.path), ...modules.map((m) => m.path)];
  return new Set(all.map(normalisePath).filter((path) => path !== '' && !isSuperAdminOnlyPath(path)));
}

/**
 * Loads every remote's module list at once; one that fails is reported by its area's title and the others still
 * count, so a broken remote only takes its own modules out of the tree.
 */
import type { RemoteModuleListLoader } from '../remotes/loadRemoteModuleList';
import { areaModulesFrom } from './areaModulesFrom';
import type { AreaModuleItem } from './buildPermissionTree';
import { PERMISSION_REMOTES, type PermissionRemote } from './permissionRemotes';

export interface AreaModules {
  modules: AreaModuleItem[];
  /** Titles of the areas whose list failed. */
  failedAreas: string[];
}

export async function loadAreaModules(
  load: RemoteModuleListLoader,
  remotes: readonly PermissionRemote[] = PERMISSION_REMOTES,
): Promise<AreaModules> {
  const settled = await Promise.allSettled(remotes.map(async (r) => areaModulesFrom(r.basePath, await load(r.remote))));
  const out: AreaModules = { modules: [], failedAreas: [] };
  settled.forEach((result, index) => {
    if (result.status === 'fulfilled') out.modules.push(...result.value);
    else out.failedAreas.push(remotes[index]?.areaTitle ?? '');
  });
  return out;
}

/**
 * Loads a remote's module list (`remote_wm/modules`, its `src/modules/index.ts`) through the Module Federation
 * runtime, after the same `/remotes.json` registration as its screens (and from the same build: remoteBuilds.ts). Answers the raw default export: the caller
 * checks its shape, since it comes from another deployment.
 */
import { loadFromRemote } from './remoteBuilds';
import type { RemoteName } from './remoteRoutes';

export type RemoteModuleListLoader = (remote: RemoteName) => Promise<unknown>;

export const loadRemoteModuleList: RemoteModuleListLoader = async (remote) => {
  const mod = await loadFromRemote<{ default?: unknown }>(remote, `${remote}/modules`, { retry: false });
  if (mod.default === undefined) throw new Error(`子应用 ${remote} 没有提供 ./modules`);
  return mod.default;
};

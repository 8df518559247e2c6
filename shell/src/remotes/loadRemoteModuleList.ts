/**
 * Loads a remote's module list (`remote_wm/modules`, its `src/modules/index.ts`) through the Module Federation
 * runtime, after the same `/remotes.json` registration as its screens. Answers the raw default export: the caller
 * checks its shape, since it comes from another deployment.
 */
import { loadRemote } from '@module-federation/runtime';
import { registerRemote } from './registerRemote';
import type { RemoteName } from './remoteRoutes';

export type RemoteModuleListLoader = (remote: RemoteName) => Promise<unknown>;

export const loadRemoteModuleList: RemoteModuleListLoader = async (remote) => {
  await registerRemote(remote, { retry: false });
  const mod = await loadRemote<{ default?: unknown }>(`${remote}/modules`);
  if (!mod || mod.default === undefined) throw new Error(`子应用 ${remote} 没有提供 ./modules`);
  return mod.default;
};

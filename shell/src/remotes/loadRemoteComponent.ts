/**
 * Loads a remote's exposed component through the Module Federation runtime: the remote is registered from
 * `/remotes.json` (registerRemote), then `loadRemote('remote_wm/App')`.
 */
import { loadRemote } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-ui';
import { registerRemote } from './registerRemote';
import type { RemoteTarget } from './remoteRoutes';

export type RemoteComponent = ComponentType<RemoteAppProps>;

/** How RemoteMount gets a component; tests pass their own. */
export type RemoteLoader = (target: RemoteTarget, options: { retry: boolean }) => Promise<RemoteComponent>;

export const loadRemoteComponent: RemoteLoader = async ({ remote, expose }, { retry }) => {
  await registerRemote(remote, { retry });
  const mod = await loadRemote<{ default?: RemoteComponent }>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (!mod?.default) throw new Error(`子应用 ${remote} 没有提供 ${expose}`);
  return mod.default;
};

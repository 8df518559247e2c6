/**
 * Loads a remote's exposed component through the Module Federation runtime: `/remotes.json` is read once, on the
 * first visit to a remote's area (never on /login), each remote is registered from its manifest URL, then
 * `loadRemote('remote_wm/App')`. A retry re-reads what failed: the manifest list if that failed, and the remote
 * itself with `force`, which drops the runtime's cached (failed) entry instead of answering from it.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-ui';
import { fetchRemotesJson, type RemoteManifests } from './fetchRemotesJson';
import { forgetRemoteLoadFailure } from './remoteLoadErrors';
import type { RemoteTarget } from './remoteRoutes';

export type RemoteComponent = ComponentType<RemoteAppProps>;

/** How RemoteMount gets a component; tests pass their own. */
export type RemoteLoader = (target: RemoteTarget, options: { retry: boolean }) => Promise<RemoteComponent>;

let manifests: Promise<RemoteManifests> | null = null;
const registered = new Set<string>();

function readManifests(): Promise<RemoteManifests> {
  manifests ??= fetchRemotesJson().catch((error: unknown) => {
    manifests = null; // so the next attempt fetches again
    throw error;
  });
  return manifests;
}

export const loadRemoteComponent: RemoteLoader = async ({ remote, expose }, { retry }) => {
  const entries = await readManifests();
  const entry = entries[remote];
  if (!entry) throw new Error(`子应用清单 remotes.json 中没有 ${remote}`);
  if (retry || !registered.has(remote)) {
    // The runtime resolves a manifest's "auto" publicPath against the manifest URL, which must be absolute.
    registerRemotes([{ name: remote, entry: new URL(entry, window.location.href).href }], { force: registered.has(remote) });
    registered.add(remote);
    forgetRemoteLoadFailure(remote);
  }
  const mod = await loadRemote<{ default?: RemoteComponent }>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (!mod?.default) throw new Error(`子应用 ${remote} 没有提供 ${expose}`);
  return mod.default;
};

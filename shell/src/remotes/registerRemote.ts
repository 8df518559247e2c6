/**
 * Registers a remote with the Module Federation runtime from `/remotes.json`, once: shared by everything that loads
 * from a remote (its screens, its module list), so `/remotes.json` is read once and a remote registered once.
 * `/remotes.json` is read when the signed-in frame shows (`readRemoteManifestsAhead`; never on /login), so the first
 * visit to an area starts at the remote's manifest. A retry re-reads what failed: the manifest list if that failed,
 * and the remote itself with `force`, which drops the runtime's cached (failed) entry.
 */
import { registerRemotes } from '@module-federation/runtime';
import { fetchRemotesJson, type RemoteManifests } from './fetchRemotesJson';
import { forgetRemoteLoadFailure } from './remoteLoadErrors';
import type { RemoteName } from './remoteRoutes';

let manifests: Promise<RemoteManifests> | null = null;
const registered = new Set<string>();

function readManifests(): Promise<RemoteManifests> {
  manifests ??= fetchRemotesJson().catch((error: unknown) => {
    manifests = null; // so the next attempt fetches again
    throw error;
  });
  return manifests;
}

/**
 * Reads `/remotes.json` ahead of the first remote, without waiting. A failure is forgotten here: the first screen
 * that needs a remote reads the list again and shows what went wrong.
 */
export function readRemoteManifestsAhead(): void {
  readManifests().catch(() => undefined);
}

export async function registerRemote(remote: RemoteName, { retry }: { retry: boolean }): Promise<void> {
  const entries = await readManifests();
  const entry = entries[remote];
  if (!entry) throw new Error(`子应用清单 remotes.json 中没有 ${remote}`);
  if (retry || !registered.has(remote)) {
    // The runtime resolves a manifest's "auto" publicPath against the manifest URL, which must be absolute.
    registerRemotes([{ name: remote, entry: new URL(entry, window.location.href).href }], { force: registered.has(remote) });
    registered.add(remote);
    forgetRemoteLoadFailure(remote);
  }
}

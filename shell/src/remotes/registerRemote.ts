/**
 * Registers a remote with the Module Federation runtime from `/remotes.json`, once: shared by everything that loads
 * from a remote (its screens, its module list), so `/remotes.json` is read once and a remote registered once.
 * `/remotes.json` and an area's manifest are read when the person points at, focuses or presses that area's menu
 * entry (`readRemoteManifestsAhead` through `warmAreaOf`; never when the frame shows, nor on /login: issue 32), so
 * the first visit to an area usually starts at the remote's entry. A retry re-reads what failed: the manifest list if that failed, and the remote itself with `force`,
 * which drops the runtime's cached (failed) entry.
 */
import { registerRemotes } from '@module-federation/runtime';
import { fetchRemotesJson, type RemoteBuilds, type RemoteManifests } from './fetchRemotesJson';
import { readManifestAhead } from './manifestsAhead';
import { forgetRemoteLoadFailure, lastRemoteLoadFailure } from './remoteLoadErrors';
import type { RemoteName } from './remoteRoutes';

let manifests: Promise<RemoteManifests> | null = null;
/** Which build of each remote the runtime has registered. */
const registered = new Map<string, RemoteBuild>();
const manifestsReadAhead = new Set<RemoteName>();

/**
 * A remote's manifest URL from /remotes.json, made absolute: the runtime resolves a manifest's "auto" publicPath
 * against it, and asks for the manifest by this URL.
 */
const manifestUrl = (entry: string) => new URL(entry, window.location.href).href;

function readManifests(): Promise<RemoteManifests> {
  manifests ??= fetchRemotesJson().catch((error: unknown) => {
    manifests = null; // so the next attempt fetches again
    throw error;
  });
  return manifests;
}

/**
 * Reads `/remotes.json` ahead of the first remote, and the manifests of `remotes` (the areas the person's menu
 * leads to; each once), without waiting. A failure is forgotten here: the first screen that needs a remote reads
 * again and shows what went wrong.
 */
export function readRemoteManifestsAhead(remotes: readonly RemoteName[] = []): void {
  readManifests()
    .then((entries) => {
      for (const remote of remotes) {
        const builds = entries[remote];
        if (!builds || manifestsReadAhead.has(remote) || registered.has(remote)) continue;
        manifestsReadAhead.add(remote);
        void readManifestAhead(manifestUrl(builds.current));
      }
    })
    .catch(() => undefined);
}

/** Which of a remote's builds (fetchRemotesJson.ts): the one to serve, or the last good one. */
export type RemoteBuild = 'current' | 'previous';

/** A remote's builds as /remotes.json names them: the current one and, when named, the last good one. */
export async function buildsOfRemote(remote: RemoteName): Promise<RemoteBuilds | undefined> {
  return (await readManifests())[remote];
}

/**
 * A retry after the shell gave up waiting (its 10-second limit) while the runtime went on loading, and got there: the
 * remote's container is on the page and the runtime reported no failure. Registering it again would tear down the
 * loaded container's share scope under its modules, and a remote built to take its packages from the shell
 * (SHELL_PROVIDES) would then find none ("Can not get 'shared-ui/workflow'"); the retry uses what arrived instead.
 */
const arrivedLate = (remote: RemoteName, build: RemoteBuild) =>
  registered.get(remote) === build && lastRemoteLoadFailure(remote) === undefined && Reflect.has(window, remote);

/** Registers `build` of the remote (the current one unless told), again when it is another build or on a retry. */
export async function registerRemote(remote: RemoteName, { retry, build = 'current' }: { retry: boolean; build?: RemoteBuild }): Promise<void> {
  const builds = (await readManifests())[remote];
  if (!builds) throw new Error(`子应用清单 remotes.json 中没有 ${remote}`);
  const entry = build === 'previous' ? builds.previous : builds.current;
  if (!entry) throw new Error(`子应用清单 remotes.json 没有 ${remote} 的上一个版本`);
  if ((retry && !arrivedLate(remote, build)) || registered.get(remote) !== build) {
    registerRemotes([{ name: remote, entry: manifestUrl(entry) }], { force: registered.has(remote) });
    registered.set(remote, build);
    forgetRemoteLoadFailure(remote);
  }
}

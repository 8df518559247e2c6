/**
 * Loads a remote's exposed component through the Module Federation runtime: the remote is registered from
 * `/remotes.json` (registerRemote), then `loadRemote('remote_wm/App')` — from its last good build when the current one
 * cannot load (remoteBuilds.ts).
 */
import type { ComponentType } from 'react';
import type { RemoteAppModule, RemoteAppProps } from 'shared-ui';
import { loadFromRemote } from './remoteBuilds';
import { FRAME_REMOTE_ROUTES, type RemoteRoute, type RemoteTarget } from './remoteRoutes';

export type RemoteComponent = ComponentType<RemoteAppProps>;

/** How RemoteMount gets a component; tests pass their own. */
export type RemoteLoader = (target: RemoteTarget, options: { retry: boolean }) => Promise<RemoteComponent>;

/** A remote's App as loaded: its component, and what it can download ahead of a path (RemoteAppModule). */
interface LoadedApp {
  component: RemoteComponent;
  preloadScreen?: RemoteAppModule['preloadScreen'];
}

async function loadFresh({ remote, expose }: RemoteTarget, { retry }: { retry: boolean }): Promise<LoadedApp> {
  const mod = await loadFromRemote<RemoteAppModule>(remote, `${remote}/${expose.replace(/^\.\//, '')}`, { retry });
  if (!mod.default) throw new Error(`子应用 ${remote} 没有提供 ${expose}`);
  return { component: mod.default, preloadScreen: mod.preloadScreen };
}

/** Loads in flight or done, by remote module: an early start (warmRemoteFor) and the mount share one load. */
const loads = new Map<string, Promise<LoadedApp>>();

function loadApp(target: RemoteTarget, options: { retry: boolean }): Promise<LoadedApp> {
  const key = `${target.remote}/${target.expose}`;
  const known = options.retry ? undefined : loads.get(key);
  if (known) return known;
  const load = loadFresh(target, options);
  loads.set(key, load);
  // A failed load is not kept: the next attempt (the error card's 重试) loads again.
  load.catch(() => {
    if (loads.get(key) === load) loads.delete(key);
  });
  return load;
}

export const loadRemoteComponent: RemoteLoader = async (target, options) => (await loadApp(target, options)).component;

/**
 * Starts loading the remote screen of a signed-in path (if one answers it) without waiting: the guard calls it while
 * the server's module check is out, so the code and the check travel together — the remote's App, then the code of
 * the screen the path shows (a remote's lazy screens) and the first data of a screen that declares it (`search`: the
 * address's query). A failure here is the mount's to show.
 */
export function warmRemoteFor(path: string, search = '', routes: readonly RemoteRoute[] = FRAME_REMOTE_ROUTES): void {
  const route = routes.find((r) => path === r.basePath || path.startsWith(`${r.basePath}/`));
  if (!route) return;
  const subPath = path.slice(route.basePath.length) || '/';
  loadApp(route, { retry: false })
    .then((app) => app.preloadScreen?.(subPath, search))
    .catch(() => undefined);
}

/**
 * The last good build (issue 45): /remotes.json may name, beside a remote's current build, the previous one. When the
 * current build cannot run here — built against a newer shared-ui (sharedUiHandshake.ts), its files missing, its
 * network down, or its code failing as it starts — the shell loads the previous build instead, so the area keeps
 * working; the reason is kept for the notice super admins see above the area (RemoteFallbackNotice). Once a remote has
 * fallen back, everything loaded from it comes from the previous build until a retry or the next page load.
 */
import { loadRemote } from '@module-federation/runtime';
import { describeError, lastRemoteLoadFailure } from './remoteLoadErrors';
import type { RemoteName } from './remoteRoutes';
import { buildsOfRemote, registerRemote } from './registerRemote';
import { remoteIncompatibility } from './sharedUiHandshake';

export interface RemoteFallback {
  /** The previous build's manifest URL, as /remotes.json names it. */
  previous: string;
  /** Why the current build is not serving, in Chinese. */
  reason: string;
}

const fallbacks = new Map<string, RemoteFallback>();

/** Why `remote`'s current build did not load: the version it needs, or the runtime's (or the error's) own words. */
function whyNot(remote: RemoteName, error: unknown): string {
  const mismatch = remoteIncompatibility(remote);
  if (mismatch) return `新版本需要框架（shared-ui）${mismatch.needs} 或更高的同系列版本，当前框架为 ${mismatch.shell}`;
  return `新版本加载失败：${lastRemoteLoadFailure(remote)?.message ?? describeError(error)}`;
}

/** How long to wait for one of the failed build's scripts to land before going on without it. */
const SCRIPT_SETTLE_MS = 5000;

/** Resolves when `script` has loaded or failed (or after SCRIPT_SETTLE_MS: it may have done so before we looked). */
const settledScript = (script: HTMLScriptElement) =>
  new Promise<void>((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, SCRIPT_SETTLE_MS);
  });

/**
 * Forgets the chunks the current build put on the page before it failed: the runtime preloads an expose's chunks
 * beside the entry, as scripts. Both builds of a remote push their chunks into one array, `webpackChunk<name>`
 * (webpack's default: `webpackChunk` + the build's uniqueName, which the federation plugin makes the container's
 * name), and the previous build's runtime would take the current build's chunks in it for its own — the same chunk
 * ids, other modules ("Cannot read properties of undefined (reading 'call')"). The preloads may still be on the
 * network when the entry fails, so the failed build's scripts (served beside its manifest: its publicPath is 'auto')
 * are waited for first; the runtime takes each script out of the page once it has run.
 */
async function forgetLoadedChunks(remote: RemoteName, failedManifest: string): Promise<void> {
  const folder = new URL('.', new URL(failedManifest, window.location.href)).href;
  const inFlight = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => script.src.startsWith(folder));
  await Promise.all(inFlight.map(settledScript));
  Reflect.deleteProperty(window, `webpackChunk${remote}`);
}

async function loadModule<T>(request: string): Promise<T> {
  const mod = await loadRemote<T>(request);
  if (mod === null || mod === undefined) throw new Error(`子应用没有提供 ${request}`);
  return mod;
}

/**
 * Loads `request` (`remote_wm/App`) from the remote's current build, or — when that fails and /remotes.json names a
 * previous build — from the previous one. When both fail, the current build's failure is thrown (the card says why).
 */
export async function loadFromRemote<T>(remote: RemoteName, request: string, { retry }: { retry: boolean }): Promise<T> {
  if (fallbacks.has(remote) && !retry) {
    await registerRemote(remote, { retry: false, build: 'previous' });
    return loadModule<T>(request);
  }
  try {
    await registerRemote(remote, { retry, build: 'current' });
    const mod = await loadModule<T>(request);
    fallbacks.delete(remote);
    return mod;
  } catch (error) {
    const builds = await buildsOfRemote(remote).catch(() => undefined);
    const previous = builds?.previous;
    if (!builds || !previous) throw error;
    // Said before the previous build's manifest is checked, which forgets the current build's mismatch.
    const reason = whyNot(remote, error);
    try {
      await forgetLoadedChunks(remote, builds.current);
      await registerRemote(remote, { retry: true, build: 'previous' });
      const mod = await loadModule<T>(request);
      fallbacks.set(remote, { previous, reason });
      return mod;
    } catch {
      fallbacks.delete(remote);
      throw error;
    }
  }
}

/** Why `remote` is served by its previous build, when it is. */
export function remoteFallback(remote: string): RemoteFallback | undefined {
  return fallbacks.get(remote);
}

/**
 * Reads `/remotes.json`, which the server writes per deployment so a remote ships without a shell rebuild. The only
 * `fetch` of the front end: it is a static file of the shell, not a `/v2/cms` call, so it does not go through the API
 * client. Each remote names its manifest URL, or its current build and the last good one to fall back to:
 *
 *   "remote_wm": "/remotes/remote-wm/mf-manifest.json"
 *   "remote_wm": { "current": "/remotes/remote-wm/2026-12-01/mf-manifest.json", "previous": "/remotes/remote-wm/2026-11-24/mf-manifest.json" }
 */

/** A remote's builds: the one to serve, and the last good one the shell loads when that one cannot (remoteBuilds.ts). */
export interface RemoteBuilds {
  current: string;
  previous?: string;
}

export type RemoteManifests = Record<string, RemoteBuilds>;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** One remotes.json entry read: a manifest URL, or `{current, previous?}`; null when it is neither. */
export function buildsOf(entry: unknown): RemoteBuilds | null {
  if (nonEmpty(entry)) return { current: entry };
  if (typeof entry !== 'object' || entry === null) return null;
  const { current, previous } = entry as { current?: unknown; previous?: unknown };
  if (!nonEmpty(current)) return null;
  return nonEmpty(previous) ? { current, previous } : { current };
}

export async function fetchRemotesJson(url = '/remotes.json'): Promise<RemoteManifests> {
  const res = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`无法读取子应用清单 ${url}（HTTP ${String(res.status)}）`);
  const body: unknown = await res.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error(`子应用清单 ${url} 格式错误`);
  const out: RemoteManifests = {};
  for (const [name, entry] of Object.entries(body)) {
    const builds = buildsOf(entry);
    if (builds) out[name] = builds;
  }
  return out;
}

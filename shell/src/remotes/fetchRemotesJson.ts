/**
 * Reads `/remotes.json` (remote name → manifest URL), which the server writes per deployment so a remote ships
 * without a shell rebuild. The only `fetch` of the front end: it is a static file of the shell, not a `/v2/cms` call,
 * so it does not go through the API client.
 */
export type RemoteManifests = Record<string, string>;

export async function fetchRemotesJson(url = '/remotes.json'): Promise<RemoteManifests> {
  const res = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`无法读取子应用清单 ${url}（HTTP ${String(res.status)}）`);
  const body: unknown = await res.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error(`子应用清单 ${url} 格式错误`);
  const out: RemoteManifests = {};
  for (const [name, entry] of Object.entries(body)) if (typeof entry === 'string' && entry) out[name] = entry;
  return out;
}

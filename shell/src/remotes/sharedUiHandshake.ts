/**
 * The version handshake between the shell and a remote (issue 45). Each remote's build records, in its Module
 * Federation manifest (`mf-manifest.json`, its `shared` list), the shared-ui version it was built against; shared-ui's
 * surface is versioned by its API report (shared-ui/api: an added export is a minor version, a removed or changed one
 * a major). A remote built against R runs on a shell whose shared-ui S has R's major and is not older than R — an older
 * remote on a newer shell keeps working — and not otherwise: it may call what this shell does not have, and would
 * fail somewhere inside its first screen with an error nobody can act on. The shell reads the manifest before it runs
 * any of the remote's code (manifestAheadPlugin) and, on a mismatch, says so in the area instead of the generic card.
 */

/** The shared-ui version this shell was built with (createConfig defines it for every build). */
export const SHELL_SHARED_UI_VERSION: string = process.env.SHARED_UI_VERSION ?? '';

export interface RemoteIncompatibility {
  /** The remote's container name: `remote_wm`. */
  remote: string;
  /** The shared-ui version the remote was built against (what it needs at least). */
  needs: string;
  /** The shell's own. */
  shell: string;
}

type Version = [number, number, number];

function parse(version: string): Version | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Does a shell with shared-ui `shell` run a remote built against `needs`? npm's caret rule (`^needs`): the same
 * major (below 1.0, the same minor) and not older. A version that cannot be read is not judged (true): the handshake
 * must never lock out an area over a build that predates it.
 */
export function runsOn(needs: string, shell: string): boolean {
  const r = parse(needs);
  const s = parse(shell);
  if (!r || !s) return true;
  const sameLine = r[0] > 0 ? s[0] === r[0] : s[0] === 0 && s[1] === r[1];
  return sameLine && compare(s, r) >= 0;
}

interface ManifestShared {
  name?: unknown;
  version?: unknown;
}

/** The remote's name and the shared-ui version its manifest records, or null when the text is no such manifest. */
export function sharedUiOfManifest(text: string): { remote: string; needs: string } | null {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof manifest !== 'object' || manifest === null) return null;
  const { name, shared } = manifest as { name?: unknown; shared?: unknown };
  if (typeof name !== 'string' || !Array.isArray(shared)) return null;
  // Every entry point is shared on its own (`shared-ui`, `shared-ui/contract`, …), each with the package's version.
  const versions = (shared as ManifestShared[])
    .filter((one) => typeof one.name === 'string' && (one.name === 'shared-ui' || one.name.startsWith('shared-ui/')) && typeof one.version === 'string')
    .map((one) => one.version as string);
  const needs = versions.sort((a, b) => compare(parse(b) ?? [0, 0, 0], parse(a) ?? [0, 0, 0]))[0];
  return needs === undefined ? null : { remote: name, needs };
}

const mismatches = new Map<string, RemoteIncompatibility>();

/** Thrown where the remote's code would have run: the runtime reports it, the area shows the mismatch. */
export class RemoteIncompatibleError extends Error {
  constructor(readonly mismatch: RemoteIncompatibility) {
    super(`子应用 ${mismatch.remote} 需要 shared-ui ^${mismatch.needs}，框架为 ${mismatch.shell}`);
    this.name = 'RemoteIncompatibleError';
  }
}

/**
 * Checks a manifest the runtime is about to use against this shell; throws RemoteIncompatibleError (and keeps the
 * mismatch for the area's card) when the remote cannot run here. Anything but a remote's manifest passes.
 */
export function checkManifest(text: string, shell: string = SHELL_SHARED_UI_VERSION): void {
  const recorded = sharedUiOfManifest(text);
  if (!recorded) return;
  if (runsOn(recorded.needs, shell)) {
    mismatches.delete(recorded.remote);
    return;
  }
  const mismatch = { remote: recorded.remote, needs: recorded.needs, shell };
  mismatches.set(recorded.remote, mismatch);
  throw new RemoteIncompatibleError(mismatch);
}

/** The mismatch that stopped `remote` from loading, if that is what stopped it. */
export function remoteIncompatibility(remote: string): RemoteIncompatibility | undefined {
  return mismatches.get(remote);
}

/**
 * The last load failure per remote, as the federation runtime reported it (see remoteLoadErrorPlugin). The error
 * card reads it because the error a component finally receives is often less precise than the runtime's own.
 */
export interface RemoteLoadFailure {
  /** The request, e.g. `remote_wm/App`. */
  id: string;
  /** Where in the runtime it failed: beforeRequest, afterResolve, onLoad, … */
  lifecycle: string;
  message: string;
  at: number;
}

const failures = new Map<string, RemoteLoadFailure>();

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '未知错误';
}

/** `remote`: the remote's name (`remote_wm`); `id`: the request, or the manifest URL when that is what failed. */
export function recordRemoteLoadFailure(remote: string, id: string, lifecycle: string, error: unknown): RemoteLoadFailure {
  const failure = { id, lifecycle, message: describeError(error), at: Date.now() };
  failures.set(remote, failure);
  return failure;
}

export function lastRemoteLoadFailure(remote: string): RemoteLoadFailure | undefined {
  return failures.get(remote);
}

export function forgetRemoteLoadFailure(remote: string): void {
  failures.delete(remote);
}

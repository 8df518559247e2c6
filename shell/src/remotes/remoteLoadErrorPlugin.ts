/**
 * Module Federation runtime plugin (listed in shell/webpack.config.ts `runtimePlugins`). Why it exists: a remote
 * that cannot load (its server down, a bad manifest, a broken deploy) must not blank the shell. The runtime calls
 * `errorLoadRemote` before it gives up; we record and log the failure for the error card, and return nothing, so
 * the error reaches RemoteMount's error boundary, which shows "模块加载失败" with a retry inside the frame while
 * the menu and the other areas keep working. Returning a module here would instead hide the failure behind a
 * fallback that cannot be retried.
 */
import { recordRemoteLoadFailure } from './remoteLoadErrors';

/** What the runtime passes to `errorLoadRemote` (the part we read). */
interface ErrorLoadRemoteArgs {
  /** `remote_wm/App`, or the manifest URL when the manifest failed. */
  id: string;
  error: unknown;
  lifecycle: string;
  from?: string;
  remote?: { name: string };
}

export interface RemoteLoadErrorPlugin {
  name: string;
  errorLoadRemote(args: ErrorLoadRemoteArgs): undefined;
}

export default function remoteLoadErrorPlugin(): RemoteLoadErrorPlugin {
  return {
    name: 'shell-remote-load-error',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const failure = recordRemoteLoadFailure(remote?.name ?? id.split('/')[0] ?? id, id, lifecycle, error);
      console.error(`[shell] 子应用 ${id} 加载失败（${lifecycle}）：${failure.message}`);
      return undefined;
    },
  };
}

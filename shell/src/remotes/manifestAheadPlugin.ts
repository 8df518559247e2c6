/**
 * Module Federation runtime plugin (listed in shell/webpack.config.ts `runtimePlugins`): answers the runtime's
 * manifest request with the read the frame made ahead (manifestsAhead.ts). A read ahead that failed falls back to
 * the runtime's own fetch, whose failure the runtime reports (remoteLoadErrorPlugin).
 */
import { takeManifestAhead } from './manifestsAhead';

export interface ManifestAheadPlugin {
  name: string;
  fetch(url: string, init: RequestInit): Promise<Response> | undefined;
}

export default function manifestAheadPlugin(): ManifestAheadPlugin {
  return {
    name: 'shell-manifest-ahead',
    fetch(url, init) {
      return takeManifestAhead(url)?.catch(() => fetch(url, init));
    },
  };
}

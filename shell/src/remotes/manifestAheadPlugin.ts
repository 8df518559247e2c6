/**
 * Module Federation runtime plugin (listed in shell/webpack.config.ts `runtimePlugins`) that stands in the runtime's
 * manifest requests:
 * - answers with the read the frame made ahead (manifestsAhead.ts); a read ahead that failed, or none, falls back to
 *   the runtime's own fetch, whose failure the runtime reports (remoteLoadErrorPlugin);
 * - checks the manifest against this shell's shared-ui before the runtime uses it, so a remote built against a newer
 *   shared-ui never runs here (sharedUiHandshake.ts): the request fails with RemoteIncompatibleError, and the area
 *   says which version it needs.
 */
import { takeManifestAhead } from './manifestsAhead';
import { SHELL_SHARED_UI_VERSION, checkManifest } from './sharedUiHandshake';

export interface ManifestAheadPlugin {
  name: string;
  fetch(url: string, init: RequestInit): Promise<Response>;
}

/** `shellVersion`: this shell's shared-ui (the runtime calls the plugin without arguments; tests name one). */
export default function manifestAheadPlugin(shellVersion: string = SHELL_SHARED_UI_VERSION): ManifestAheadPlugin {
  return {
    name: 'shell-manifest-ahead',
    async fetch(url, init) {
      const response = await (takeManifestAhead(url)?.catch(() => fetch(url, init)) ?? fetch(url, init));
      if (!response.ok) return response;
      const text = await response.text();
      checkManifest(text, shellVersion);
      return new Response(text, { status: response.status, headers: response.headers });
    },
  };
}

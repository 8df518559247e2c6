/**
 * A person points at, focuses or presses a menu entry of an area: what its first screen will need starts to load —
 * the remote list and that area's manifest (registerRemote, manifestsAhead), and the screens' shared parts
 * (`shared-ui/components`: the grids, MUI X's DataGrid) and the transport of calls with a session (the guard's module
 * check is the first such call). Before issue 32 the frame read every area's manifest when it
 * showed and the first screen carried the screens' parts: /home loaded ~540 KB of script for the few it shows. The
 * guard's warm (`warmRemoteFor`) still starts the area's code at the click, for an address typed or a link followed.
 */
import { prepareSessionCalls } from 'shared-ui';
import { readRemoteManifestsAhead } from './registerRemote';
import { remotesOfPaths } from './remoteRoutes';

let screenPartsAsked = false;

/** Starts loading what the area of `path` (a menu entry's path) needs, without waiting; a section path is no area. */
export function warmAreaOf(path: string): void {
  const remotes = remotesOfPaths([path]);
  if (remotes.length === 0) return;
  readRemoteManifestsAhead(remotes);
  if (screenPartsAsked) return;
  screenPartsAsked = true;
  prepareSessionCalls();
  // A failure is forgotten: the screen's own load asks again and shows what went wrong.
  import('shared-ui/components').catch(() => {
    screenPartsAsked = false;
  });
}

/**
 * A person points at, focuses or presses a menu entry of an area: what its first screen will need starts to load —
 * the remote list and that area's manifest (registerRemote, manifestsAhead), and the screens' shared parts
 * (`shared-ui/components`: the grids, MUI X's DataGrid; the calendar's `shared-ui/query` alone) and the transport of calls with a session (the guard's module
 * check is the first such call). Before issue 32 the frame read every area's manifest when it
 * showed and the first screen carried the screens' parts: /home loaded ~540 KB of script for the few it shows. The
 * guard's warm (`warmRemoteFor`) still starts the area's code at the click, for an address typed or a link followed.
 *
 * A pointer or the keyboard's focus that rests on one entry (MENU_DWELL_MS), or a press, says more: that screen is next. Its remote's
 * App, the screen's code and its first data start then (`warmRemoteFor`, as the guard does at the click), so the
 * ~100–300 ms between resting on an entry and pressing it are spent loading rather than waiting. A pointer passing
 * over entries on its way elsewhere, or Tab passing through them, starts nothing more than the area's manifest.
 */
import { AUDIT_PATH, RELEASE_PATH, SCHEDULE_PATH, prepareSessionCalls } from 'shared-ui';
import { warmRemoteFor } from './loadRemoteComponent';
import { readRemoteManifestsAhead } from './registerRemote';
import { remotesOfPaths } from './remoteRoutes';

/**
 * The shell's own work screens and the shared parts they draw with: the audit trail and the releases their grids and
 * forms (`shared-ui/components`); the calendar only the query client (`shared-ui/query`): the components would bring the
 * module contract's zod onto its first screen, which draws none of it (issue 44, item 11).
 */
const SHELL_WORK_SCREENS: ReadonlyMap<string, ScreenParts> = new Map([
  [SCHEDULE_PATH, 'query'],
  [AUDIT_PATH, 'components'],
  [RELEASE_PATH, 'components'],
]);

type ScreenParts = 'query' | 'components';

/** How long a pointer or focus rests on an entry before it counts as the person's choice (a pass on the way is shorter). */
export const MENU_DWELL_MS = 120;

/** How a person showed an entry: pointed at it, moved the pointer off the menu, focused it or pressed it. */
export type MenuIntent = { path: string; how: 'point' | 'focus' | 'press' } | { how: 'leave' };

const partsAsked = new Set<ScreenParts>();

/** Starts loading what the area of `path` (a menu entry's path) needs, without waiting; a section path is no area. */
export function warmAreaOf(path: string): void {
  const remotes = remotesOfPaths([path]);
  const parts = remotes.length > 0 ? 'components' : SHELL_WORK_SCREENS.get(path);
  if (parts === undefined) return;
  readRemoteManifestsAhead(remotes);
  if (partsAsked.has(parts)) return;
  partsAsked.add(parts);
  prepareSessionCalls();
  // A failure is forgotten: the screen's own load asks again and shows what went wrong.
  (parts === 'query' ? import('shared-ui/query') : import('shared-ui/components')).catch(() => {
    partsAsked.delete(parts);
  });
}

/**
 * The menu's intents, read: every one warms its area; a screen entry (`isScreen`: a link, not a section) pointed at
 * or focused for MENU_DWELL_MS, or pressed, also warms its screen. Returns the handler and a `cancel` for unmounting.
 */
export function menuIntentReader(warmScreen: (path: string) => void = warmRemoteFor, dwellMs = MENU_DWELL_MS) {
  let resting: { path: string; timer: ReturnType<typeof setTimeout> } | null = null;
  const cancel = () => {
    if (resting) clearTimeout(resting.timer);
    resting = null;
  };
  const read = (intent: MenuIntent, isScreen: boolean) => {
    if (intent.how === 'leave') return cancel();
    warmAreaOf(intent.path);
    if (intent.how !== 'press' && resting?.path === intent.path) return;
    cancel();
    if (!isScreen) return;
    if (intent.how === 'press') return warmScreen(intent.path);
    const { path } = intent;
    resting = {
      path,
      timer: setTimeout(() => {
        resting = null;
        warmScreen(path);
      }, dwellMs),
    };
  };
  return { read, cancel };
}

/**
 * What a rest on a menu entry starts (areaIntent's menuIntentReader): 发布日历's code and first answers, or a remote's
 * screen — the same the guard starts at the press, so the ~100–300 ms between the rest and the press are spent loading.
 */
import { SCHEDULE_PATH } from 'shared-ui';
import { warmRemoteFor } from '../remotes/loadRemoteComponent';
import { warmSchedule } from '../schedule/warmSchedule';
import { sessionStore } from '../session/sessionStore';

export function warmScreenFromMenu(path: string): void {
  if (path === SCHEDULE_PATH) warmSchedule('', sessionStore.getState().session?.permission ?? []);
  else warmRemoteFor(path);
}

/**
 * Where an entry lives: a module screen's address at the tab that lists it, the entry named. Free of zod (the light
 * root entry exports it): the publishing calendar links its entries before the module contract has loaded.
 */
import type { WorkflowStatus } from './module';

/** The module screen's tab that lists an entry in this state (scheduled entries are listed with the live ones). */
const VIEW_OF_STATUS: Record<WorkflowStatus, 'prepublish' | 'published' | 'history'> = {
  prepublished: 'prepublish',
  scheduled: 'published',
  published: 'published',
  history: 'history',
};

/** The parameter that names the entry a module screen opens at (`?view=published&entry=12`). */
export const ENTRY_PARAM = 'entry';

/**
 * Where an entry lives: its module screen, on the tab that lists it, with the entry named (the screen shows it).
 * A module's saved draft (`status` draft, no id) opens on the edit tab.
 *
 * @example entryLocation('/operation/wm/modules/splashScreen', 12, 'published') // '/operation/wm/modules/splashScreen?view=published&entry=12'
 */
export function entryLocation(path: string, id: number | null, status: WorkflowStatus | 'draft'): string {
  if (id === null || status === 'draft') return path;
  return `${path}?view=${VIEW_OF_STATUS[status]}&${ENTRY_PARAM}=${String(id)}`;
}

/**
 * What a publish takes over from — the "live" side of the diff every publish, re-pre-publish and overwrite dialog
 * shows (`GET publish/live`, LIVE_COUNTERPARTS_ENDPOINT). One rule for the screen and mock-server:
 * - a `supersedes` module: the published and scheduled entries of the same subject (an app config key on a platform),
 *   which go to history when the new one goes live;
 * - any other module, whatever its schedule variant: the newest published entry (latest go-live time), i.e. what the
 *   app shows now in that slot. Scheduled ones are not live yet and expired ones have left for history, so a window
 *   module compares with the window running now.
 * Nothing there: the dialog says 首次发布 instead of diffing against empty.
 */
import { canonicalJson } from './sameValues';
import { subjectKey } from './supersede';
import type { ModuleDefinition } from './defineModule';
import type { ModuleValues } from './fields';

/** The query parameter that carries a `supersedes` subject (its fields' values as canonical JSON, subjectKey's form). */
export const LIVE_SUBJECT_PARAM = 'subject';

/** The query of `GET publish/live` for an entry with these values (empty for a module without `supersedes`). */
export function liveCounterpartsQuery(def: Pick<ModuleDefinition, 'supersedes'>, values: ModuleValues): Record<string, string> {
  const subject = subjectKey(def, values);
  return subject === null ? {} : { [LIVE_SUBJECT_PARAM]: subject };
}

/** Reads the subject sent by liveCounterpartsQuery back into subjectKey's form (null when absent or not JSON). */
export function readLiveSubject(query: unknown): string | null {
  const raw = typeof query === 'object' && query !== null ? (query as Record<string, unknown>)[LIVE_SUBJECT_PARAM] : undefined;
  if (typeof raw !== 'string') return null;
  try {
    return canonicalJson(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

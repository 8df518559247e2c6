/**
 * What a publish takes over from — the "live" side of the diff every publish, re-pre-publish and overwrite dialog
 * shows (the console service's `GET workflow/live`, read through the module's published list). The rule:
 * - a `supersedes` module: the published and scheduled entries of the same subject (an app config key on a platform),
 *   which go to history when the new one goes live;
 * - any other module, whatever its schedule variant: the newest published entry (latest go-live time), i.e. what the
 *   app shows now in that slot. Scheduled ones are not live yet and expired ones have left for history, so a window
 *   module compares with the window running now.
 * Nothing there: the dialog says 首次发布 instead of diffing against empty.
 */
import { CONSOLE_MODULE_PARAM } from '../consoleService';
import { canonicalJson } from './sameValues';
import { subjectKey } from './supersede';
import type { ModuleDefinition } from './defineModule';
import type { ModuleValues } from './fields';
import type { WorkflowRow } from './workflow';

/** The query parameter that carries a `supersedes` subject (its fields' values as canonical JSON, subjectKey's form). */
export const LIVE_SUBJECT_PARAM = 'subject';

/** The query of the console's `GET workflow/live` for an entry of `def` with these values (the subject only for `supersedes`). */
export function liveCounterpartsQuery(def: Pick<ModuleDefinition, 'key' | 'supersedes'>, values: ModuleValues): Record<string, string> {
  const subject = subjectKey(def, values);
  return { [CONSOLE_MODULE_PARAM]: def.key, ...(subject === null ? {} : { [LIVE_SUBJECT_PARAM]: subject }) };
}

/**
 * The live counterparts among a module's live rows (its published list: published and scheduled): for `supersedes`,
 * those of `subject`; otherwise the newest published one — latest go-live (`push_time`, as the list formats it, which
 * sorts as text), then highest id.
 */
export function pickLiveCounterparts(def: Pick<ModuleDefinition, 'supersedes'>, liveRows: readonly WorkflowRow[], subject: string | null): WorkflowRow[] {
  if (def.supersedes) return liveRows.filter((row) => (row.status === 'published' || row.status === 'scheduled') && subjectKey(def, row as ModuleValues) === subject);
  const published = liveRows.filter((row) => row.status === 'published');
  const newest = published.reduce<WorkflowRow | undefined>((best, row) => {
    if (!best) return row;
    const [a, b] = [row.push_time ?? '', best.push_time ?? ''];
    return a > b || (a === b && row.id > best.id) ? row : best;
  }, undefined);
  return newest ? [newest] : [];
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

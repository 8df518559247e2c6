/**
 * A release's form apart from its view: the values as the person edits them, the body `POST releases/save` takes, and
 * the contract's verdict on it before anything is sent (the same rule and words the server uses).
 */
import {
  entryLocation,
  parseCmsTime,
  releaseSaveSchema,
  releaseTimeProblem,
  type EntryHit,
  type Release,
  type ReleaseEntryState,
  type ReleaseSave,
} from 'shared-ui/contract';

/** One entry in the form: its reference, and what the list shows of it. */
export interface ReleaseFormEntry {
  module: string;
  id: number;
  moduleTitle: string;
  title: string;
  /** Where it stands as the release was loaded; null: added here and not saved yet. */
  state: ReleaseEntryState | null;
  link: string;
}

export interface ReleaseFormValues {
  name: string;
  push_time: string;
  note: string;
  entries: ReleaseFormEntry[];
}

/** Field name as the save's refusals name it (`name`, `push_time`, `note`, `entries`, `entries.3`) → its message. */
export type ReleaseFieldErrors = Record<string, string>;

/** The key of an entry across modules: ids are only unique within a module. */
export const entryKeyOf = (entry: { module: string; id: number }) => `${entry.module}#${String(entry.id)}`;

export function formValuesOf(release: Release | null): ReleaseFormValues {
  if (!release) return { name: '', push_time: '', note: '', entries: [] };
  return {
    name: release.name,
    push_time: release.push_time,
    note: release.note,
    entries: release.entries.map((entry) => ({
      module: entry.module,
      id: entry.recordId,
      moduleTitle: entry.moduleTitle,
      title: entry.title,
      state: entry.state,
      link: entry.link,
    })),
  };
}

/** A search hit as a form entry: a pre-published one, found on its module's pre-publish tab. */
export function formEntryOf(hit: EntryHit): ReleaseFormEntry {
  return { module: hit.module_key, id: hit.id, moduleTitle: hit.module_title, title: hit.title, state: null, link: entryLocation(hit.path, hit.id, hit.status) };
}

/** The save's body: a new release names no id and no version; one prepared again names the version it was loaded at. */
export function saveBodyOf(values: ReleaseFormValues, release: Release | null): ReleaseSave {
  const fields = {
    name: values.name,
    push_time: values.push_time,
    note: values.note,
    entries: values.entries.map(({ module, id }) => ({ module, id })),
  };
  return release ? { id: release.id, ...fields, base_version: release.version } : fields;
}

/** What the server would refuse in this body, per field, in its words; null when nothing. */
export function saveProblems(body: ReleaseSave, nowMs: number): ReleaseFieldErrors | null {
  const errors: ReleaseFieldErrors = {};
  const result = releaseSaveSchema.safeParse(body);
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  // The server's other field rule (spec §5: a preset time lies ahead), asked here so the person hears it at once.
  const at = parseCmsTime(body.push_time);
  const late = at === null ? null : releaseTimeProblem(at, nowMs);
  if (late) errors.push_time ??= late;
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Whether the form holds something the release (or an empty new one) does not. */
export function isDirty(values: ReleaseFormValues, release: Release | null): boolean {
  const saved = formValuesOf(release);
  const refs = (entries: readonly ReleaseFormEntry[]) => entries.map(entryKeyOf).join(',');
  return values.name !== saved.name || values.push_time !== saved.push_time || values.note !== saved.note || refs(values.entries) !== refs(saved.entries);
}

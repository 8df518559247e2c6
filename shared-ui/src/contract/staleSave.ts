/**
 * Stale saves (optimistic concurrency): every save says which version of the thing it was based on, and a server that
 * holds a newer one refuses with 1043 instead of overwriting a colleague's work. The person then compares, reloads or
 * overwrites (by resending with the version the refusal named). A body without the field is not checked, so a caller
 * that knows nothing of versions behaves as before.
 */

/** The request field naming the version a save was based on: a number, or null for "there was nothing saved". */
export const BASE_VERSION_FIELD = 'base_version';

/**
 * A call that changes several records at once (a batch delete, off shelf) names each one's version here:
 * `{ "<id>": version }`. A record it does not name falls back to `base_version`, then to "not checked".
 */
export const BASE_VERSIONS_FIELD = 'base_versions';

/** What a 1043 answer's `data` says: who saved what is there now, when, its version and its values (null: gone). */
export interface StaleSaveDetail {
  operator: string | null;
  time: string | null;
  version: number | null;
  current: Record<string, unknown> | null;
}

/**
 * The words of a 1043 answer: who changed it and when, or that it is gone. `overwrite`: the word of the button that
 * acts anyway, as the dialog showing it says it (覆盖 for a save; 仍然发布 for a publish), so the sentence names the
 * buttons the person sees.
 */
export function staleSaveMessage(detail: Pick<StaleSaveDetail, 'operator' | 'time' | 'current'>, overwrite = '覆盖'): string {
  if (detail.current === null) return '该内容已被他人提交或删除，您基于的版本已不存在';
  const who = detail.operator ?? '他人';
  return `该内容已被 ${who} ${detail.time ? `于 ${detail.time} ` : ''}修改，请比较后选择重新加载或${overwrite}`;
}

/**
 * The version a write stamps: its time in ms, but always above the previous one, so two saves within one
 * millisecond (or under a frozen test clock) still tell apart.
 */
export function nextVersion(previous: number | null | undefined, now: number): number {
  return previous === null || previous === undefined ? now : Math.max(now, previous + 1);
}

/**
 * The base version a body names (for record `id`, when it changes several): undefined when it names none (not
 * checked), null for "nothing was saved".
 */
export function readBaseVersion(body: Readonly<Record<string, unknown>>, id?: number | string): number | null | undefined {
  const perRecord = body[BASE_VERSIONS_FIELD];
  if (id !== undefined && typeof perRecord === 'object' && perRecord !== null && !Array.isArray(perRecord) && Object.hasOwn(perRecord, String(id))) {
    return versionOf((perRecord as Record<string, unknown>)[String(id)]);
  }
  if (!Object.hasOwn(body, BASE_VERSION_FIELD)) return undefined;
  return versionOf(body[BASE_VERSION_FIELD]);
}

/** Builds the `base_versions` of a batch from the rows it acts on (each row's `version` as the screen read it). */
export function baseVersionsOf(rows: readonly { id: number | string; version?: number | null }[]): Record<string, number | null> {
  return Object.fromEntries(rows.filter((row) => row.version !== undefined).map((row) => [String(row.id), row.version ?? null]));
}

function versionOf(value: unknown): number | null | undefined {
  if (value === null) return null;
  const parsed = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : undefined;
}

/** Whether what is stored (`current` version, null when nothing is) is still what the save was based on. */
export function isStale(base: number | null | undefined, current: number | null): boolean {
  return base !== undefined && base !== current;
}

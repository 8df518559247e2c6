/**
 * Stale saves (optimistic concurrency): every save says which version of the thing it was based on, and a server that
 * holds a newer one refuses with 1043 instead of overwriting a colleague's work. The person then compares, reloads or
 * overwrites (by resending with the version the refusal named). A body without the field is not checked, so a caller
 * that knows nothing of versions behaves as before.
 */

/** The request field naming the version a save was based on: a number, or null for "there was nothing saved". */
export const BASE_VERSION_FIELD = 'base_version';

/** What a 1043 answer's `data` says: who saved what is there now, when, its version and its values (null: gone). */
export interface StaleSaveDetail {
  operator: string | null;
  time: string | null;
  version: number | null;
  current: Record<string, unknown> | null;
}

/** The words of a 1043 answer: who changed it and when, or that it is gone. */
export function staleSaveMessage(detail: Pick<StaleSaveDetail, 'operator' | 'time' | 'current'>): string {
  if (detail.current === null) return '该内容已被他人提交或删除，您基于的版本已不存在';
  const who = detail.operator ?? '他人';
  return detail.time ? `该内容已被 ${who} 于 ${detail.time} 修改，请比较后选择重新加载或覆盖` : `该内容已被 ${who} 修改，请比较后选择重新加载或覆盖`;
}

/**
 * The version a write stamps: its time in ms, but always above the previous one, so two saves within one
 * millisecond (or under a frozen test clock) still tell apart.
 */
export function nextVersion(previous: number | null | undefined, now: number): number {
  return previous === null || previous === undefined ? now : Math.max(now, previous + 1);
}

/** The base version a body names: undefined when it names none (not checked), null for "nothing was saved". */
export function readBaseVersion(body: Readonly<Record<string, unknown>>): number | null | undefined {
  if (!Object.hasOwn(body, BASE_VERSION_FIELD)) return undefined;
  const value = body[BASE_VERSION_FIELD];
  if (value === null) return null;
  const parsed = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : undefined;
}

/** Whether what is stored (`current` version, null when nothing is) is still what the save was based on. */
export function isStale(base: number | null | undefined, current: number | null): boolean {
  return base !== undefined && base !== current;
}

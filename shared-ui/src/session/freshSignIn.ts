/**
 * A sign-in that has just finished, handed from the light login page to the console page it loads (issue 32). The
 * sign-in asked the server everything the console's start asks again — `login/check` among it — a moment before; the
 * console trusts that answer once, within a few seconds, instead of a second round trip before its first screen.
 * Kept in sessionStorage (this tab only), for the same account id as the cookie, used once. A reload, a new tab or a
 * later visit asks the server as before.
 */
const KEY = 'cms.freshSignIn';
/** Long enough for the console page to load after the form on a slow machine; short enough to mean "this sign-in". */
export const FRESH_SIGN_IN_MS = 15_000;

export function markFreshSignIn(uid: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ uid, at: now }));
  } catch {
    // No storage (a private mode's quota): the console asks the server, as it always could.
  }
}

/** Whether the sign-in of `uid` has just finished here; the mark is gone afterwards either way. */
export function takeFreshSignIn(uid: string | undefined, now = Date.now()): boolean {
  let mark: unknown;
  try {
    mark = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    sessionStorage.removeItem(KEY);
  } catch {
    return false;
  }
  if (typeof mark !== 'object' || mark === null || !uid) return false;
  const { uid: markedUid, at } = mark as { uid?: unknown; at?: unknown };
  return markedUid === uid && typeof at === 'number' && at <= now && now - at < FRESH_SIGN_IN_MS;
}

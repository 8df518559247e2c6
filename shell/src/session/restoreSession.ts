/**
 * App start: a reload keeps the cookies and local storage, so the session is rebuilt from them, but only once the
 * server confirms it with `login/check` (a stale cookie must not show the frame) — or, once, when the sign-in that
 * loaded this page confirmed it a moment ago (`takeFreshSignIn`: one round trip less before the first screen).
 */
import { API, api, clearSessionCookies, clearStoredLogin, hasSessionCookies, isRole, readSessionCookies, readStoredLogin, takeFreshSignIn, type SessionStatus } from 'shared-ui';
import type { SessionStore } from './sessionStore';

export async function restoreSession(store: SessionStore): Promise<void> {
  const stored = readStoredLogin();
  const cookies = readSessionCookies();
  if (!hasSessionCookies() || !stored || !isRole(cookies.group)) {
    // Half a login (cookies without storage or the reverse) cannot be used: start clean.
    clearStoredLogin();
    store.endSession();
    return;
  }
  if (takeFreshSignIn(cookies.uid)) {
    store.beginSession({ uid: cookies.uid ?? '', account: stored.account, role: cookies.group, permission: stored.permission, isSuperAdmin: stored.isSuperAdmin });
    return;
  }
  store.beginRestore();
  const res = await api.get<SessionStatus>(API.check);
  if (res.code !== 0 || !res.data?.active) {
    clearSessionCookies();
    clearStoredLogin();
    store.endSession();
    return;
  }
  store.beginSession({
    uid: cookies.uid ?? '',
    account: stored.account,
    role: cookies.group,
    permission: stored.permission,
    isSuperAdmin: res.data.isSuperAdmin ?? stored.isSuperAdmin,
  });
}

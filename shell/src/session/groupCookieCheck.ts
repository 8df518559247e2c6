/**
 * Spec §6: "a missing group id dispatches the session-invalid handling" — not only at start-up. While someone is
 * signed in, the `groupID` cookie gone (cleared by hand, by another tab, by the browser) means the session is not one
 * to go on with: the API client asks this before every call that needs a session (and sends nothing), and the
 * inactivity check asks it before `login/detectactive`. The server never takes the role from this cookie (it keeps
 * the role of its own session), so this is about noticing, not about trust.
 */
import { readSessionCookies, setSessionGoneCheck } from 'shared-ui';
import type { SessionStore } from './sessionStore';

export function groupIdMissing(store: SessionStore): boolean {
  return store.getState().phase === 'loggedIn' && !readSessionCookies().group;
}

/** Installs the check in the API client; returns the function that removes it. */
export function watchGroupCookie(store: SessionStore): () => void {
  setSessionGoneCheck(() => groupIdMissing(store));
  return () => setSessionGoneCheck(null);
}

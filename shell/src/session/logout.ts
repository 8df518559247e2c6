import { API, api } from 'shared-ui';
import { clearSessionCookies } from './sessionCookies';
import type { SessionStore } from './sessionStore';
import { clearStoredLogin } from './storedLogin';

/** Clears what a session left in the browser, without asking the server (it may be the server that refused us). */
export function forgetSession(): void {
  clearSessionCookies();
  clearStoredLogin();
}

/** The logout button: tells the server, then forgets locally whatever it answered. Navigation is the caller's. */
export async function logout(store: SessionStore): Promise<void> {
  await api.get(API.signout);
  forgetSession();
  store.endSession();
}

import { API, api, forgetSession } from 'shared-ui';
import type { SessionStore } from './sessionStore';

/** The logout button: tells the server, then forgets locally whatever it answered. Navigation is the caller's. */
export async function logout(store: SessionStore): Promise<void> {
  await api.get(API.signout);
  forgetSession();
  store.endSession();
}

/**
 * Session-invalid handling of spec §4: an HTTP 401 or 500 (or a dead session found after inactivity) shows the
 * message, forgets the cookies and stored login at once (so nothing else is sent as this user), and only after the
 * delay logs out and returns to /login. Many calls failing together run it once.
 */
import type { SessionStore } from './sessionStore';

export interface SessionInvalidHandlerOptions {
  store: SessionStore;
  delayMs: number;
  /** Clears cookies and stored login. */
  forget: () => void;
  /** Goes to /login (the router's navigate, in the app). */
  navigateToLogin: () => void;
}

export interface SessionInvalidHandler {
  /** Starts the handling unless it is already running; ignored when nobody is signed in. */
  trigger(): void;
  /** Cancels a pending logout (when the app is torn down). */
  dispose(): void;
}

export function createSessionInvalidHandler(options: SessionInvalidHandlerOptions): SessionInvalidHandler {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    trigger() {
      if (timer !== null) return;
      // Logged out (the login page, a public page): there is no session to invalidate, and "登录已失效" would
      // only confuse; the failing call shows its own error.
      if (options.store.getState().phase !== 'loggedIn') return;
      options.store.setInvalidNotice(true);
      options.forget();
      timer = setTimeout(() => {
        timer = null;
        options.store.endSession();
        options.navigateToLogin();
      }, options.delayMs);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

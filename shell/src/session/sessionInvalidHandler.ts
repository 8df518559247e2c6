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
  /** Where the person is (path and query): sign-in brings them back there, so the draft restore shows at once. */
  currentPath: () => string;
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
        // Read before leaving: the page they were on is where sign-in returns them (the login page's landingPath
        // still checks the new account may open it).
        const returnTo = options.currentPath();
        options.store.endSession();
        options.store.rememberTarget(returnTo);
        options.navigateToLogin();
      }, options.delayMs);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

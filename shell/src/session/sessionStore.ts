/**
 * The shell's session as a small headless store. Route loaders (the guard) and API event listeners read and change
 * it outside React; components read it through `useSessionState`. No I/O here: cookies, storage and calls live in
 * `restoreSession`, `signIn`, `logout` and the session-invalid handler.
 */
import type { SessionInfo } from 'shared-ui';

/** `unknown` before the app start restore begins; `restoring` while `login/check` is being asked. */
export type SessionPhase = 'unknown' | 'restoring' | 'loggedOut' | 'loggedIn';

export interface SessionState {
  phase: SessionPhase;
  session: SessionInfo | null;
  /** The session-invalid message is showing (from the invalid answer until the logout). */
  invalidNotice: boolean;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Resolves once the phase is known (logged in or out): loaders wait on it at app start. */
  settled(): Promise<SessionState>;
  beginRestore(): void;
  beginSession(session: SessionInfo): void;
  endSession(): void;
  setInvalidNotice(show: boolean): void;
  /** The in-frame page a logged-out visitor asked for; sign-in goes there afterwards. */
  rememberTarget(path: string | null): void;
  takeTarget(): string | null;
}

const isSettled = (s: SessionState) => s.phase === 'loggedIn' || s.phase === 'loggedOut';

export function createSessionStore(initial: Partial<SessionState> = {}): SessionStore {
  let state: SessionState = { phase: 'unknown', session: null, invalidNotice: false, ...initial };
  let target: string | null = null;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  return {
    getState: () => state,
    subscribe,
    settled: () =>
      isSettled(state)
        ? Promise.resolve(state)
        : new Promise<SessionState>((resolve) => {
            const stop = subscribe(() => {
              if (!isSettled(state)) return;
              stop();
              resolve(state);
            });
          }),
    beginRestore: () => set({ phase: 'restoring' }),
    beginSession: (session) => set({ phase: 'loggedIn', session, invalidNotice: false }),
    endSession: () => {
      target = null;
      set({ phase: 'loggedOut', session: null, invalidNotice: false });
    },
    setInvalidNotice: (show) => set({ invalidNotice: show }),
    rememberTarget: (path) => {
      target = path;
    },
    takeTarget: () => {
      const out = target;
      target = null;
      return out;
    },
  };
}

/** The one store of the running app. */
export const sessionStore: SessionStore = createSessionStore();

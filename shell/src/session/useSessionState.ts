import { useSyncExternalStore } from 'react';
import { sessionStore as defaultStore, type SessionState, type SessionStore } from './sessionStore';

/** The session state, re-rendering on change. @example const { phase, session } = useSessionState(); */
export function useSessionState(store: SessionStore = defaultStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

import { useMemo, type ReactNode } from 'react';
import { SessionContext, type SessionContextValue } from 'shared-ui';
import type { SessionStore } from './sessionStore';
import { useSessionState } from './useSessionState';

/** Hands the store's session to remotes through shared-ui's `SessionContext` (they read, never write). */
export function SessionProvider({ store, logout, children }: { store: SessionStore; logout: () => Promise<void>; children: ReactNode }) {
  const { session } = useSessionState(store);
  const value = useMemo<SessionContextValue>(() => ({ session, logout }), [session, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

import { createContext, useContext } from 'react';
import type { Role } from '../contract/roles';

/** Who is signed in, as the shell learnt it at sign-in and authorisation. Remotes only read it. */
export interface SessionInfo {
  uid: string;
  account: string;
  role: Role;
  /** The stored permission list: ["0"] for full access, otherwise the permitted paths. */
  permission: string[];
  isSuperAdmin: boolean;
}

export interface SessionContextValue {
  session: SessionInfo | null;
  /** Ends the session (calls `login/signout`, clears cookies) and returns to `/login`. */
  logout: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue>({
  session: null,
  logout: async () => undefined,
});

/** The signed-in user; throws outside a signed-in area so a mistake shows at once. */
export function useSession(): SessionInfo {
  const { session } = useContext(SessionContext);
  if (!session) throw new Error('useSession() 只能在已登录的页面中使用：请把组件放在 shell 的 SessionContext 之内。');
  return session;
}

export function useSessionContext(): SessionContextValue {
  return useContext(SessionContext);
}

import type { Role } from 'shared-ui/contract';

/** Who is calling, as the session hook established it from the database (never from the cookies' claims). */
export interface SessionContext {
  sessionId: string;
  accountId: number;
  account: string;
  /** The session's group, fixed at sign-in. */
  role: Role;
  isSuperAdmin: boolean;
  /** The account's stored permission list, read fresh for this request; `null` = full access. */
  permission: string[] | null;
  expiresAt: number;
  /** An admin set the password and the account has not replaced it: only `login/…` calls answer (passwordLock.ts). */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session hook on every call that needs a session; `null` on sessionless calls. */
    session: SessionContext | null;
  }
}

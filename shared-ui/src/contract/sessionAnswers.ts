/**
 * What the sign-in, session and password calls answer (the `data` of code 0, or of 200 for a sign-in), as zod schemas:
 * the OpenAPI document (`pnpm contract`) is written from them, the conformance kit and the console's own check read a
 * backend's answers against them, and session.ts's types are inferred from them.
 *
 * session.ts imports these by type only: the login page is a light page and carries no zod.
 */
import { z } from 'zod';
import { ADMIN_SIGNIN_METHODS } from './permissionAdmin';
import { ROLES } from './roles';

/** `GET login/captcha`. */
export const CAPTCHA_CHALLENGE_SCHEMA = z.object({
  verifyKey: z.string(),
  /** A data URL of a PNG image. */
  png: z.string(),
});

/** `POST login/signin` answered 200. `expire` is the session's expiry as epoch milliseconds. */
export const SIGNIN_RESULT_SCHEMA = z.object({ uid: z.string(), group: z.enum(ROLES), expire: z.number().int() });

/** `login/check` and `login/detectactive`: `active` alone when there is no live session. */
export const SESSION_STATUS_SCHEMA = z.object({
  active: z.boolean(),
  uid: z.string().optional(),
  account: z.string().optional(),
  group: z.enum(ROLES).optional(),
  isSuperAdmin: z.boolean().optional(),
  expire: z.number().int().optional(),
});

/** One row of `login/getsessions`: enough to recognise a sign-in, never enough to reuse it. Times in epoch ms. */
export const SESSION_SUMMARY_SCHEMA = z.object({
  /** The first 8 characters of the session id. */
  id: z.string(),
  createdAt: z.number().int(),
  lastActiveAt: z.number().int(),
  expiresAt: z.number().int(),
  /** The session this call was made with. */
  current: z.boolean(),
});

/**
 * `GET login/password`: the account signed in with an initial password an admin set, and must replace it first.
 * `signinMethod` (issue 44, item 9): an SMS-only account has no password to change, so 修改密码 offers it none; absent
 * from a backend that does not say (the form is offered, and the change's refusal says it).
 */
export const PASSWORD_STATUS_SCHEMA = z.object({ mustChange: z.boolean(), signinMethod: z.enum(ADMIN_SIGNIN_METHODS).optional() });

/** `POST login/password`: how many other sessions of the account were ended. */
export const PASSWORD_CHANGE_RESULT_SCHEMA = z.object({ sessionsEnded: z.number().int().min(0) });

/** `POST account/permission/management/admin/check` answered 0 (full access): the account's id. 1031 says the rest. */
export const FULL_ACCESS_SCHEMA = z.object({ id: z.number().int() });

/** The calls that answer nothing but their code (verify a captcha, sign out, a module check). */
export const NO_DATA_SCHEMA = z.null();

/**
 * What permission management's calls answer (`account/permission/management/*`, the `data` of code 0), as zod
 * schemas: the OpenAPI document is written from them, the kit and the console's own check read a backend's answers
 * against them, and permissionAdmin.ts's types are inferred from them (by type only: that file stays zod-free, the
 * login page reads its password rule).
 */
import { z } from 'zod';
import { cmsTime } from './cmsTime';
import { ADMIN_SIGNIN_METHODS } from './permissionAdmin';
import { ROLES } from './roles';

const SIGNIN_METHOD = z.enum(ADMIN_SIGNIN_METHODS);

/** A row of `GET account/permission/management/list` (paged; query `search`, `currPage`, `pageSize`). */
export const ADMIN_ACCOUNT_ROW_SCHEMA = z.object({
  id: z.number().int(),
  account: z.string(),
  role: z.enum(ROLES),
  isSuperAdmin: z.boolean(),
  /** The stored list: ["0"] for full access. */
  permission: z.array(z.string()),
  /** Number of permitted paths; null for full access. */
  permissionCount: z.number().int().min(0).nullable(),
  /** The staff member's mobile for SMS sign-in (E.164, `+85291234567`), or null. One account per phone. */
  phone: z.string().nullable(),
  /** How the account signs in: `sms` = by SMS code only (it has no password). */
  signinMethod: SIGNIN_METHOD,
  createdAt: cmsTime,
  updatedAt: cmsTime,
  /** The console service's version a change sends back as its base (staleSave.ts); no `/v2/cms` backend has one. */
  version: z.number().int().optional(),
});

/** An account's access as one record saw it. `phone` and `signinMethod` are absent in records older than phones. */
export const ADMIN_ACCOUNT_SNAPSHOT_SCHEMA = z.object({
  role: z.enum(ROLES),
  isSuperAdmin: z.boolean(),
  permission: z.array(z.string()),
  phone: z.string().nullable().optional(),
  signinMethod: SIGNIN_METHOD.optional(),
});

/** One create or update, kept for good. */
export const PERMISSION_AUDIT_RECORD_SCHEMA = z.object({
  id: z.number().int(),
  actor: z.string(),
  at: cmsTime,
  action: z.enum(['create', 'update']),
  before: ADMIN_ACCOUNT_SNAPSHOT_SCHEMA.nullable(),
  after: ADMIN_ACCOUNT_SNAPSHOT_SCHEMA,
});

/** `GET account/permission/management/detail/:id`: the row and its audit records. */
export const ADMIN_ACCOUNT_DETAIL_SCHEMA = ADMIN_ACCOUNT_ROW_SCHEMA.extend({ audit: z.array(PERMISSION_AUDIT_RECORD_SCHEMA) });

/** `POST account/permission/management/check {account, paths}` → whether each path would open for that account. */
export const PATH_CHECK_RESULT_SCHEMA = z.object({
  account: z.string(),
  results: z.array(z.object({ path: z.string(), allowed: z.boolean() })),
});

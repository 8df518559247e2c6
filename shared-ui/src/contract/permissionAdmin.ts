/**
 * Permission management (`/permission`, spec §2, §6, §7): the admin accounts a super admin manages, their audit
 * trail, and the answers of `account/permission/management/*`. Only super admins reach these calls.
 */
import type { z } from 'zod';
import type {
  ADMIN_ACCOUNT_DETAIL_SCHEMA,
  ADMIN_ACCOUNT_ROW_SCHEMA,
  ADMIN_ACCOUNT_SNAPSHOT_SCHEMA,
  PATH_CHECK_RESULT_SCHEMA,
  PERMISSION_AUDIT_RECORD_SCHEMA,
} from './permissionAnswers';
import type { Role } from './roles';
import { normalisePhone, phoneProblem } from './smsCode';

export const PERMISSION_ADMIN_PATH = '/permission';

// The answers' types, inferred from permissionAnswers.ts's schemas (imported by type: this file stays zod-free).
/** A row of `GET account/permission/management/list`. */
export type AdminAccountRow = z.infer<typeof ADMIN_ACCOUNT_ROW_SCHEMA>;
/** One create or update, kept for good (`GET account/permission/management/detail/:id` lists them). */
export type PermissionAuditRecord = z.infer<typeof PERMISSION_AUDIT_RECORD_SCHEMA>;
export type AdminAccountSnapshot = z.infer<typeof ADMIN_ACCOUNT_SNAPSHOT_SCHEMA>;
export type AdminAccountDetail = z.infer<typeof ADMIN_ACCOUNT_DETAIL_SCHEMA>;
/** `POST account/permission/management/check`. */
export type PathCheckResult = z.infer<typeof PATH_CHECK_RESULT_SCHEMA>;

/** `POST account/permission/management/admin/create`. */
export interface AdminCreateBody {
  account: string;
  /** `password` (the default when absent) or `sms` (SMS code only: a phone, no password). */
  signinMethod?: AdminSigninMethod;
  /** The initial password the person signs in with; absent or empty for an SMS-only account. */
  password?: string;
  /** Any form adminPhoneProblem accepts; stored as E.164. Absent or empty = none. */
  phone?: string;
  role: Role;
  isSuperAdmin: boolean;
  permission: string[];
}

/**
 * `POST account/permission/management/update`; `password` only when it changes (a password given to an SMS-only
 * account makes it a password account, the password to be replaced at its first sign-in). `phone` absent = unchanged,
 * `''` or null = removed (refused for an SMS-only account that gets no password: it could no longer sign in).
 */
export interface AdminUpdateBody {
  id: number;
  role: Role;
  isSuperAdmin: boolean;
  permission: string[];
  password?: string;
  phone?: string | null;
  /** The account's `version` the form was opened on (contract staleSave.ts): a change made since is refused (1043). */
  base_version?: number;
}

// ── Sign-in method and phone ───────────────────────────────────────────────────────────────────────────────────────

export type AdminSigninMethod = (typeof ADMIN_SIGNIN_METHODS)[number];
export const ADMIN_SIGNIN_METHODS = ['password', 'sms'] as const;
export const ADMIN_SIGNIN_METHOD_LABELS: Readonly<Record<AdminSigninMethod, string>> = { password: '账号密码', sms: '仅短信验证码' };

export function isAdminSigninMethod(value: unknown): value is AdminSigninMethod {
  return value === 'password' || value === 'sms';
}

/** What the form has typed, or the server was sent, for the account's credentials. */
export interface AdminCredentialsInput {
  /** Create: the chosen method. Update: the account's method today. */
  signinMethod: AdminSigninMethod;
  password: string;
  phone: string;
}

/**
 * The one rule of the credentials fields, run by the form and by mock-server: per field, the first problem.
 * - Create by password: an acceptable password. Create SMS-only: no password (the person has none), a phone.
 * - Update: a blank password leaves it; a typed one must be acceptable. An account that stays SMS-only (no password
 *   given) must keep a phone, or nobody could ever sign in as it.
 * - The phone, when given, is a Hong Kong or mainland mobile (the SMS sign-in's own rule, `phoneProblem`).
 */
export function adminCredentialProblems(input: AdminCredentialsInput, mode: 'create' | 'update'): AdminFieldProblem[] {
  const problems: AdminFieldProblem[] = [];
  const password = input.password;
  const smsOnlyAfter = input.signinMethod === 'sms' && (mode === 'create' || password === '');
  if (mode === 'create' && input.signinMethod === 'sms') {
    if (password !== '') problems.push({ field: 'password', message: PERMISSION_ADMIN_MESSAGES.smsOnlyNoPassword });
  } else if ((mode === 'create' || password !== '') && !isAcceptablePassword(password)) {
    problems.push({ field: 'password', message: ADMIN_PASSWORD_RULE });
  }
  if (input.phone.trim() === '') {
    if (smsOnlyAfter) problems.push({ field: 'phone', message: PERMISSION_ADMIN_MESSAGES.smsOnlyNeedsPhone });
  } else {
    const problem = phoneProblem(input.phone);
    if (problem) problems.push({ field: 'phone', message: problem });
  }
  return problems;
}

export interface AdminFieldProblem {
  field: 'password' | 'phone';
  message: string;
}

/** A phone the rule accepted, as stored (E.164); null for a blank one. */
export function adminPhoneValue(input: string): string | null {
  return input.trim() === '' ? null : normalisePhone(input);
}

export const ADMIN_ACCOUNT_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const ADMIN_ACCOUNT_RULE = '账号为 3–32 位字母、数字、下划线、点或短横线';
export const ADMIN_PASSWORD_RULE = '密码至少 8 位，且同时包含字母和数字';

export function isAcceptablePassword(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

export const PERMISSION_ADMIN_MESSAGES = {
  cannotDropOwnSuperAdmin: '不能取消自己的超级管理员权限',
  lastSuperAdmin: '至少需要保留一名超级管理员',
  accountExists: '该账号已存在',
  /** A super admin's screen: naming the holder lets the admin fix the right account. */
  phoneTaken: (account: string) => `该手机号已绑定账号 ${account}，一个手机号只能绑定一个账号`,
  smsOnlyNeedsPhone: '仅短信验证码登录的账号必须绑定手机号',
  smsOnlyNoPassword: '仅短信验证码登录的账号不设密码',
  unknownPath: (path: string) => `未知的权限路径：${path}`,
  sessionsEnded: '角色已变更，该账号的登录会话已全部结束',
} as const;

export const PERMISSION_API = {
  detail: 'account/permission/management/detail',
} as const;

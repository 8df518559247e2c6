/**
 * Permission management (`/permission`, spec §2, §6, §7): the admin accounts a super admin manages, their audit
 * trail, and the answers of `account/permission/management/*`. Only super admins reach these calls.
 */
import type { Role } from './roles';

export const PERMISSION_ADMIN_PATH = '/permission';

/** A row of `GET account/permission/management/list` (paged; query `search`, `currPage`, `pageSize`). */
export interface AdminAccountRow {
  id: number;
  account: string;
  role: Role;
  isSuperAdmin: boolean;
  /** The stored list: ["0"] for full access. */
  permission: string[];
  /** Number of permitted paths; null for full access. */
  permissionCount: number | null;
  createdAt: string;
  updatedAt: string;
}

/** One create or update, kept for good (`GET account/permission/management/detail/:id` lists them). */
export interface PermissionAuditRecord {
  id: number;
  actor: string;
  at: string;
  action: 'create' | 'update';
  before: AdminAccountSnapshot | null;
  after: AdminAccountSnapshot;
}

export interface AdminAccountSnapshot {
  role: Role;
  isSuperAdmin: boolean;
  permission: string[];
}

export interface AdminAccountDetail extends AdminAccountRow {
  audit: PermissionAuditRecord[];
}

/** `POST account/permission/management/admin/create`. */
export interface AdminCreateBody {
  account: string;
  /** The initial password the person signs in with. */
  password: string;
  role: Role;
  isSuperAdmin: boolean;
  permission: string[];
}

/** `POST account/permission/management/update`; `password` only when it changes. */
export interface AdminUpdateBody {
  id: number;
  role: Role;
  isSuperAdmin: boolean;
  permission: string[];
  password?: string;
}

/** `POST account/permission/management/check {account, paths}` → whether each path would open for that account. */
export interface PathCheckResult {
  account: string;
  results: { path: string; allowed: boolean }[];
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
  unknownPath: (path: string) => `未知的权限路径：${path}`,
  sessionsEnded: '角色已变更，该账号的登录会话已全部结束',
} as const;

export const PERMISSION_API = {
  detail: 'account/permission/management/detail',
} as const;

import {
  FULL_ACCESS,
  formatCmsTime,
  isFullAccess,
  type AdminAccountRow,
  type AdminAccountSnapshot,
  type AdminSigninMethod,
  type PermissionAuditRecord,
} from 'shared-ui/contract';
import { isPasswordHash } from '../auth/passwordHash';
import type { AccountRecord } from '../db/accountRepository';
import type { AuditEntry } from '../db/permissionAuditRepository';

/** The list as the API speaks it: the table's `null` (full access) travels as `["0"]`. */
export function apiPermission(stored: readonly string[] | null): string[] {
  return stored === null ? [FULL_ACCESS] : [...stored];
}

/** An account without a password hash signs in by SMS code only. */
export function signinMethodOf(account: Pick<AccountRecord, 'passwordHash'>): AdminSigninMethod {
  return isPasswordHash(account.passwordHash) ? 'password' : 'sms';
}

/** What the audit keeps of an account, read back from the stored row so it records what was really written. */
export function snapshotOf(account: AccountRecord): AdminAccountSnapshot {
  return {
    role: account.role,
    isSuperAdmin: account.isSuperAdmin,
    permission: apiPermission(account.permission),
    phone: account.phone,
    signinMethod: signinMethodOf(account),
  };
}

export function toAdminRow(account: AccountRecord): AdminAccountRow {
  const permission = apiPermission(account.permission);
  return {
    id: account.id,
    account: account.account,
    role: account.role,
    isSuperAdmin: account.isSuperAdmin,
    permission,
    permissionCount: isFullAccess(permission) ? null : permission.length,
    phone: account.phone,
    signinMethod: signinMethodOf(account),
    createdAt: formatCmsTime(account.createdAt),
    updatedAt: formatCmsTime(account.updatedAt),
  };
}

export function toAuditRecord(entry: AuditEntry): PermissionAuditRecord {
  return {
    id: entry.id,
    actor: entry.actor,
    at: formatCmsTime(entry.at),
    action: entry.action,
    before: entry.before,
    after: entry.after,
  };
}

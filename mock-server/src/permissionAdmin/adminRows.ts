import { FULL_ACCESS, formatCmsTime, isFullAccess, type AdminAccountRow, type AdminAccountSnapshot, type PermissionAuditRecord } from 'shared-ui/contract';
import type { AccountRecord } from '../db/accountRepository';
import type { AuditEntry } from '../db/permissionAuditRepository';

/** The list as the API speaks it: the table's `null` (full access) travels as `["0"]`. */
export function apiPermission(stored: readonly string[] | null): string[] {
  return stored === null ? [FULL_ACCESS] : [...stored];
}

export function snapshotOf(account: Pick<AccountRecord, 'role' | 'isSuperAdmin' | 'permission'>): AdminAccountSnapshot {
  return { role: account.role, isSuperAdmin: account.isSuperAdmin, permission: apiPermission(account.permission) };
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

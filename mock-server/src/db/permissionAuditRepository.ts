import type Database from 'better-sqlite3';
import { isAdminSigninMethod, isRole, type AdminAccountSnapshot } from 'shared-ui/contract';

export interface AuditEntry {
  id: number;
  accountId: number;
  actor: string;
  at: number;
  action: 'create' | 'update';
  before: AdminAccountSnapshot | null;
  after: AdminAccountSnapshot;
}

interface AuditRow {
  id: number;
  account_id: number;
  actor: string;
  at: number;
  action: string;
  before: string | null;
  after: string;
}

function parseSnapshot(raw: string): AdminAccountSnapshot {
  const value = JSON.parse(raw) as Partial<Record<keyof AdminAccountSnapshot, unknown>>;
  // Written only by this repository; a row that does not read back is a corrupt database, not a user error.
  if (!isRole(value.role) || typeof value.isSuperAdmin !== 'boolean' || !Array.isArray(value.permission)) {
    throw new Error(`permission_audit snapshot unreadable: ${raw}`);
  }
  return {
    role: value.role,
    isSuperAdmin: value.isSuperAdmin,
    permission: value.permission.filter((p): p is string => typeof p === 'string'),
    // Records written before accounts had phones have neither field: they stay absent rather than read as "none".
    ...(value.phone === null || typeof value.phone === 'string' ? { phone: value.phone } : {}),
    ...(isAdminSigninMethod(value.signinMethod) ? { signinMethod: value.signinMethod } : {}),
  };
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    accountId: row.account_id,
    actor: row.actor,
    at: row.at,
    action: row.action === 'create' ? 'create' : 'update',
    before: row.before === null ? null : parseSnapshot(row.before),
    after: parseSnapshot(row.after),
  };
}

/**
 * The permission audit trail (the account's 详情): appended to, never changed. The audit trail of every change is the
 * shell's server's: shell/server/console/audit.
 */
export class PermissionAuditRepository {
  constructor(private readonly db: Database.Database) {}

  append(entry: Omit<AuditEntry, 'id'>): number {
    const result = this.db
      .prepare('INSERT INTO permission_audit (account_id, actor, at, action, before, after) VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        entry.accountId,
        entry.actor,
        entry.at,
        entry.action,
        entry.before === null ? null : JSON.stringify(entry.before),
        JSON.stringify(entry.after),
      );
    return Number(result.lastInsertRowid);
  }

  /** Newest first; id breaks ties between records written in the same millisecond. */
  listFor(accountId: number): AuditEntry[] {
    return this.db
      .prepare<[number], AuditRow>('SELECT * FROM permission_audit WHERE account_id = ? ORDER BY at DESC, id DESC')
      .all(accountId)
      .map(toEntry);
  }
}

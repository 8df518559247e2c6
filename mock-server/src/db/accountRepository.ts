import type Database from 'better-sqlite3';
import { isRole, type Role } from 'shared-ui/contract';

export interface AccountRecord {
  id: number;
  account: string;
  passwordHash: string;
  role: Role;
  isSuperAdmin: boolean;
  /** The raw stored list; `null` = full access. */
  permission: string[] | null;
  createdAt: number;
  updatedAt: number;
  failedAttempts: number;
  lockedUntil: number | null;
  /** The staff member's mobile (E.164) for SMS sign-in, or null. */
  phone: string | null;
}

/** One more failed sign-in counted: the lock it started (or null), and the failures still allowed before one does. */
export interface FailureCount {
  lockedUntil: number | null;
  attemptsLeft: number;
}

export interface NewAccount {
  account: string;
  passwordHash: string;
  role: Role;
  isSuperAdmin: boolean;
  permission: string[] | null;
  phone?: string | null;
}

export interface AccountRow {
  id: number;
  account: string;
  password_hash: string;
  role: string;
  is_super_admin: number;
  permission: string | null;
  created_at: number;
  updated_at: number;
  failed_attempts: number;
  locked_until: number | null;
  phone: string | null;
}

function parsePermission(raw: string | null): string[] | null {
  if (raw === null) return null;
  const parsed: unknown = JSON.parse(raw);
  // A hand-edited row that is not a list of strings grants nothing rather than everything.
  return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
}

export function toAccountRecord(row: AccountRow): AccountRecord {
  if (!isRole(row.role)) throw new Error(`account ${row.id} has an unknown role ${row.role}`);
  return {
    id: row.id,
    account: row.account,
    passwordHash: row.password_hash,
    role: row.role,
    isSuperAdmin: row.is_super_admin === 1,
    permission: parsePermission(row.permission),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    failedAttempts: row.failed_attempts,
    lockedUntil: row.locked_until,
    phone: row.phone ?? null,
  };
}

export class AccountRepository {
  constructor(private readonly db: Database.Database) {}

  findByAccount(account: string): AccountRecord | undefined {
    const row = this.db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE account = ?').get(account);
    return row ? toAccountRecord(row) : undefined;
  }

  /** The account whose phone is `phone` (E.164), if any. */
  findByPhone(phone: string): AccountRecord | undefined {
    const row = this.db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE phone = ?').get(phone);
    return row ? toAccountRecord(row) : undefined;
  }

  findById(id: number): AccountRecord | undefined {
    const row = this.db.prepare<[number], AccountRow>('SELECT * FROM accounts WHERE id = ?').get(id);
    return row ? toAccountRecord(row) : undefined;
  }

  insert(account: NewAccount, now: number): number {
    const result = this.db
      .prepare(
        `INSERT INTO accounts (account, password_hash, role, is_super_admin, permission, created_at, updated_at, phone)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        account.account,
        account.passwordHash,
        account.role,
        account.isSuperAdmin ? 1 : 0,
        account.permission === null ? null : JSON.stringify(account.permission),
        now,
        now,
        account.phone ?? null,
      );
    return Number(result.lastInsertRowid);
  }

  /**
   * Counts one failed sign-in; the `threshold`-th consecutive one locks the account until `now + lockMs` and starts
   * the count afresh, so the account is not locked again by the first mistake after the lock ends.
   * Answers the lock's end (`null` when the account is not locked) and how many more failures it takes to lock it.
   */
  recordFailure(id: number, now: number, threshold: number, lockMs: number): FailureCount {
    return this.db.transaction((): FailureCount => {
      const row = this.db
        .prepare<[number], { failed_attempts: number }>('SELECT failed_attempts FROM accounts WHERE id = ?')
        .get(id);
      if (!row) return { lockedUntil: null, attemptsLeft: threshold };
      const attempts = row.failed_attempts + 1;
      const lockedUntil = attempts >= threshold ? now + lockMs : null;
      // A sign-in attempt is not a change of the account: 更新时间 in the permission list stays (issue 14).
      this.db.prepare('UPDATE accounts SET failed_attempts = ?, locked_until = ? WHERE id = ?').run(lockedUntil === null ? attempts : 0, lockedUntil, id);
      return { lockedUntil, attemptsLeft: lockedUntil === null ? threshold - attempts : 0 };
    })();
  }

  recordSuccess(id: number): void {
    this.db.prepare('UPDATE accounts SET failed_attempts = 0, locked_until = NULL WHERE id = ?').run(id);
  }
}

import type Database from 'better-sqlite3';
import type { Role } from 'shared-ui/contract';
import { toAccountRecord, type AccountRecord, type AccountRow } from './accountRepository';

/** What permission management may change on an account; a password only when one was given. */
export interface AccountGrant {
  role: Role;
  isSuperAdmin: boolean;
  /** `null` = full access, as the accounts table stores it. */
  permission: string[] | null;
  passwordHash?: string;
  /** undefined = unchanged; null = removed. */
  phone?: string | null;
}

/**
 * Substring match on the account name, case-insensitive. `instr` rather than LIKE: the search text is matched as
 * typed, so `_` or `%` in it are not wildcards.
 */
const MATCHES = "(? = '' OR instr(lower(account), lower(?)) > 0)";

/** The accounts as permission management sees them: listed, counted, re-granted. */
export class AdminAccountRepository {
  constructor(private readonly db: Database.Database) {}

  /** One page of the accounts whose name contains `search`, id ascending. */
  /** `order` is this server's own SQL (db/listOrder), never request text. */
  page(search: string, limit: number, offset: number, order = 'id ASC'): AccountRecord[] {
    return this.db
      .prepare<[string, string, number, number], AccountRow>(
        `SELECT * FROM accounts WHERE ${MATCHES} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(search, search, limit, offset)
      .map(toAccountRecord);
  }

  count(search: string): number {
    return (
      this.db.prepare<[string, string], { n: number }>(`SELECT COUNT(*) AS n FROM accounts WHERE ${MATCHES}`).get(search, search)
        ?.n ?? 0
    );
  }

  countSuperAdmins(): number {
    return this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM accounts WHERE is_super_admin = 1').get()?.n ?? 0;
  }

  grant(id: number, grant: AccountGrant, now: number): void {
    this.db
      .prepare(
        `UPDATE accounts SET role = ?, is_super_admin = ?, permission = ?, password_hash = COALESCE(?, password_hash),
         phone = CASE WHEN ? = 1 THEN ? ELSE phone END, updated_at = ? WHERE id = ?`,
      )
      .run(
        grant.role,
        grant.isSuperAdmin ? 1 : 0,
        grant.permission === null ? null : JSON.stringify(grant.permission),
        grant.passwordHash ?? null,
        grant.phone === undefined ? 0 : 1,
        grant.phone ?? null,
        now,
        id,
      );
  }
}

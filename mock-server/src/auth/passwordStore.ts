/**
 * One's own password (issue 14): replacing the hash, and the flag that an admin set the password (create, reset), so
 * the account must replace it before anything else. The flag is a row of `password_must_change` (db/schema.ts).
 */
import type { Db } from '../db/openDatabase';

export class PasswordStore {
  constructor(private readonly db: Db) {}

  mustChange(accountId: number): boolean {
    return this.db.prepare<[number], { one: number }>('SELECT 1 AS one FROM password_must_change WHERE account_id = ?').get(accountId) !== undefined;
  }

  /** An admin chose this account's password: it must be replaced at its next sign-in. */
  requireChange(accountId: number, now: number): void {
    this.db.prepare('INSERT OR REPLACE INTO password_must_change (account_id, since) VALUES (?, ?)').run(accountId, now);
  }

  /** The password in place is the account's own. */
  clearRequirement(accountId: number): void {
    this.db.prepare('DELETE FROM password_must_change WHERE account_id = ?').run(accountId);
  }

  /** The account's own new password: stored, and the flag cleared. Call inside the caller's transaction. */
  replace(accountId: number, passwordHash: string, now: number): void {
    this.db.prepare('UPDATE accounts SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, now, accountId);
    this.clearRequirement(accountId);
  }
}

const stores = new WeakMap<Db, PasswordStore>();

/** The store of this database (one per database). */
export function passwordStore(db: Db): PasswordStore {
  let store = stores.get(db);
  if (!store) {
    store = new PasswordStore(db);
    stores.set(db, store);
  }
  return store;
}

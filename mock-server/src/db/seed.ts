import type Database from 'better-sqlite3';
import type { Role } from 'shared-ui/contract';
import { hashPassword } from '../auth/passwordHash';
import { AccountRepository } from './accountRepository';

export interface SeedAccount {
  account: string;
  password: string;
  role: Role;
  isSuperAdmin: boolean;
  /** `null` = full access. */
  permission: string[] | null;
}

/** The README's demo accounts: one per role, plus a reader with no module at all. */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { account: 'admin', password: 'Admin@123', role: 'publisher', isSuperAdmin: true, permission: null },
  {
    account: 'editor',
    password: 'Editor@123',
    role: 'editor',
    isSuperAdmin: false,
    permission: [
      '/operation/wm/modules/splashScreen',
      '/operation/wm/modules/maskLayer',
      '/operation/br/modules/splashScreen',
      '/articles/library',
      '/h5/relesesystem',
    ],
  },
  {
    account: 'reader',
    password: 'Reader@123',
    role: 'reader',
    isSuperAdmin: false,
    permission: ['/articles/library', '/articles/information', '/operation/wm/modules/splashScreen'],
  },
  { account: 'nobody', password: 'Nobody@123', role: 'reader', isSuperAdmin: false, permission: [] },
];

/** Adds the demo accounts that are missing; an account already there (perhaps edited since) is left alone. */
export function seed(db: Database.Database, now: () => number): void {
  const accounts = new AccountRepository(db);
  const missing = SEED_ACCOUNTS.filter((seedAccount) => !accounts.findByAccount(seedAccount.account));
  if (missing.length === 0) return;
  // Hash outside the transaction: scrypt is slow and needs no lock.
  const rows = missing.map((seedAccount) => ({ ...seedAccount, passwordHash: hashPassword(seedAccount.password) }));
  db.transaction(() => {
    for (const row of rows) accounts.insert(row, now());
  })();
}

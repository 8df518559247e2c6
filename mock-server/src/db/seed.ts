import type Database from 'better-sqlite3';
import { SMS_QUERY_OWNER, type Role } from 'shared-ui/contract';
import { NO_PASSWORD_HASH, hashPassword } from '../auth/passwordHash';
import { AccountRepository } from './accountRepository';

export interface SeedAccount {
  account: string;
  /** `null`: no password sign-in, SMS code only (a staff member without a password account). */
  password: string | null;
  role: Role;
  isSuperAdmin: boolean;
  /** `null` = full access. */
  permission: string[] | null;
  /** Mobile for SMS sign-in (E.164). */
  phone: string | null;
}

/** The README's demo accounts: one per role, a reader with no module at all, and a support reader who signs in by SMS. */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { account: 'admin', password: 'Admin@123', role: 'publisher', isSuperAdmin: true, permission: null, phone: '+85291234567' },
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
      // The publishing calendar is granted like any screen (issue 44): the editor has it, the reader not.
      '/schedule',
    ],
    phone: '+8613800138000',
  },
  {
    account: 'reader',
    password: 'Reader@123',
    role: 'reader',
    isSuperAdmin: false,
    permission: ['/articles/library', '/articles/information', '/operation/wm/modules/splashScreen'],
    phone: '+85261234567',
  },
  { account: 'nobody', password: 'Nobody@123', role: 'reader', isSuperAdmin: false, permission: [], phone: '+85251234567' },
  // Customer support: no password account, signs in with an SMS code; may look sent codes up (and read 验证码配置).
  { account: 'support', password: null, role: 'reader', isSuperAdmin: false, permission: [SMS_QUERY_OWNER], phone: '+8613900139000' },
];

/**
 * The demo passwords' hashes, made once per process: scrypt costs ~50 ms a hash by design, and a test run starts
 * hundreds of in-memory servers. A demo password is public anyway; a salt shared by the process's databases hides
 * nothing that the README does not say.
 */
const seedHashes = new Map<string, string>();
function seedPasswordHash(password: string): string {
  let hash = seedHashes.get(password);
  if (hash === undefined) {
    hash = hashPassword(password);
    seedHashes.set(password, hash);
  }
  return hash;
}

/**
 * Adds the demo accounts that are missing; an account already there (perhaps edited since) is left alone, except that
 * a demo account without a phone (a database from before SMS sign-in) gets its demo phone if no account holds it.
 */
export function seed(db: Database.Database, now: () => number): void {
  const accounts = new AccountRepository(db);
  const missing = SEED_ACCOUNTS.filter((seedAccount) => !accounts.findByAccount(seedAccount.account));
  // Hash outside the transaction: scrypt is slow and needs no lock.
  const rows = missing.map((seedAccount) => ({
    ...seedAccount,
    passwordHash: seedAccount.password === null ? NO_PASSWORD_HASH : seedPasswordHash(seedAccount.password),
  }));
  db.transaction(() => {
    for (const row of rows) accounts.insert(row, now());
    for (const { account, phone } of SEED_ACCOUNTS) {
      if (phone === null || accounts.findByPhone(phone)) continue;
      db.prepare('UPDATE accounts SET phone = ? WHERE account = ? AND phone IS NULL').run(phone, account);
    }
  })();
}

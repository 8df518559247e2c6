import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt's interactive-login cost (N = 2^14, r = 8, p = 1): ~50 ms per check, fine for a mock's sign-ins. */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash` (base64), so a later change of cost still verifies old hashes. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * The stored hash of an account that signs in by SMS code only (a staff member without a password account): no
 * password matches it.
 */
export const NO_PASSWORD_HASH = 'none';

/** Whether a stored hash is a password's (an SMS-only account's is not, and no password matches it). */
export function isPasswordHash(stored: string): boolean {
  return stored.startsWith('scrypt$');
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    // As slow as a real check, so the answer time does not tell an SMS-only account from a wrong password.
    verifyPassword(password, decoyHash());
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

let decoy: string | undefined;

/**
 * A hash no password matches, checked when the account does not exist so that "no such account" takes as long as
 * "wrong password" and the answer time does not reveal which accounts exist.
 */
export function decoyHash(): string {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

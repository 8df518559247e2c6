/**
 * Failed sign-ins under names no account has, counted as an account's are (FAILURES_BEFORE_LOCK, LOCK_MS). A wrong
 * password is answered with the attempts left before the lock (issue 44, item 17); were only real accounts counted
 * down and locked, one attempt would tell which names exist. A name with no account gets the same answers instead.
 *
 * Kept in memory, at most MAX_NAMES names (the oldest mistake forgotten first): an account's own count is in its row,
 * but a row per name anyone types would let a stranger fill the database.
 */
const MAX_NAMES = 10_000;

interface NameCount {
  failures: number;
  lockedUntil: number | null;
}

export class UnknownNameFailures {
  private readonly names = new Map<string, NameCount>();

  constructor(
    private readonly threshold: number,
    private readonly lockMs: number,
  ) {}

  /** Whether the name is locked at `now`, as an account whose lock has not ended would be. */
  isLocked(name: string, now: number): boolean {
    const lockedUntil = this.names.get(name)?.lockedUntil ?? null;
    return lockedUntil !== null && lockedUntil > now;
  }

  /** One more failure under `name`: as AccountRepository.recordFailure answers for an account. */
  recordFailure(name: string, now: number): { lockedUntil: number | null; attemptsLeft: number } {
    const known = this.names.get(name);
    // A lock that has ended starts the count afresh, as an account's does.
    const failures = (known && known.lockedUntil === null ? known.failures : 0) + 1;
    const lockedUntil = failures >= this.threshold ? now + this.lockMs : null;
    // Delete first: a Map keeps insertion order, so the name becomes the newest and the oldest is the first key.
    this.names.delete(name);
    this.names.set(name, { failures: lockedUntil === null ? failures : 0, lockedUntil });
    if (this.names.size > MAX_NAMES) {
      const oldest = this.names.keys().next();
      if (!oldest.done) this.names.delete(oldest.value);
    }
    return { lockedUntil, attemptsLeft: lockedUntil === null ? this.threshold - failures : 0 };
  }
}

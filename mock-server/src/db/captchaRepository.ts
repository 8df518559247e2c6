import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

interface CaptchaRow {
  verify_key: string;
  answer: string;
  created_at: number;
  tried_at: number | null;
}

/**
 * Captchas, each tied to one browser (`client_id`, the captchaClient cookie). Its life: issued → tried once (right
 * or wrong, never again) → if right, it admits exactly one sign-in attempt → used. All within `ttlMs` of issue.
 */
export class CaptchaRepository {
  constructor(
    private readonly db: Database.Database,
    private readonly ttlMs: number,
  ) {}

  issue(clientId: string, answer: string, now: number): string {
    const verifyKey = randomUUID();
    this.db.transaction(() => {
      // Expired captchas can never be verified or used again; dropping them keeps the table small.
      this.db.prepare('DELETE FROM captchas WHERE created_at <= ?').run(now - this.ttlMs);
      this.db
        .prepare('INSERT INTO captchas (verify_key, answer, client_id, created_at) VALUES (?, ?, ?, ?)')
        .run(verifyKey, answer, clientId, now);
    })();
    return verifyKey;
  }

  /** The one verification attempt: burns the captcha whatever the outcome; true when the input matched. */
  verify(verifyKey: string, clientId: string, input: string, now: number): boolean {
    return this.db.transaction((): boolean => {
      const row = this.db
        .prepare<[string, string], CaptchaRow>(
          'SELECT verify_key, answer, created_at, tried_at FROM captchas WHERE verify_key = ? AND client_id = ?',
        )
        .get(verifyKey, clientId);
      if (!row || row.tried_at !== null || now - row.created_at >= this.ttlMs) return false;
      const right = row.answer.toUpperCase() === input.trim().toUpperCase();
      this.db
        .prepare('UPDATE captchas SET tried_at = ?, verified_at = ? WHERE verify_key = ?')
        .run(now, right ? now : null, verifyKey);
      return right;
    })();
  }

  /** Spends one verified, unused, unexpired captcha of this browser on a sign-in attempt; false if there is none. */
  spendVerified(clientId: string, now: number): boolean {
    return this.db.transaction((): boolean => {
      const row = this.db
        .prepare<[string, number], { verify_key: string }>(
          `SELECT verify_key FROM captchas
           WHERE client_id = ? AND verified_at IS NOT NULL AND used = 0 AND created_at > ?
           ORDER BY verified_at DESC LIMIT 1`,
        )
        .get(clientId, now - this.ttlMs);
      if (!row) return false;
      this.db.prepare('UPDATE captchas SET used = 1 WHERE verify_key = ?').run(row.verify_key);
      return true;
    })();
  }
}

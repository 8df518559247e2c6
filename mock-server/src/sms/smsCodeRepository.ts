/** The rows of `sms_codes` and `sms_lookup_log` (sms/schema.ts). Times are epoch milliseconds. */
import type { Db } from '../db/openDatabase';

export interface SmsCodeRecord {
  id: number;
  phone: string;
  scene: string;
  account_id: number | null;
  code_hash: string | null;
  code_tail: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
  replaced_at: number | null;
}

export type NewSmsCode = Pick<SmsCodeRecord, 'phone' | 'scene' | 'account_id' | 'code_hash' | 'code_tail' | 'sent_at' | 'expires_at'>;

export interface SmsLookupLogRecord {
  id: number;
  actor: string;
  at: number;
  phone: string;
  found: number;
}

export class SmsCodeRepository {
  constructor(private readonly db: Db) {}

  latest(phone: string, scene: string): SmsCodeRecord | undefined {
    return this.db
      .prepare<[string, string], SmsCodeRecord>('SELECT * FROM sms_codes WHERE phone = ? AND scene = ? ORDER BY sent_at DESC, id DESC LIMIT 1')
      .get(phone, scene);
  }

  countSince(phone: string, scene: string, since: number): number {
    return (
      this.db
        .prepare<[string, string, number], { n: number }>('SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ? AND scene = ? AND sent_at >= ?')
        .get(phone, scene, since)?.n ?? 0
    );
  }

  /** A new code; the phone's earlier codes of the scene still valid are replaced by it (only the latest can sign in). */
  insert(code: NewSmsCode): number {
    this.db
      .prepare('UPDATE sms_codes SET replaced_at = @sent_at WHERE phone = @phone AND scene = @scene AND used_at IS NULL AND replaced_at IS NULL AND expires_at > @sent_at')
      .run({ sent_at: code.sent_at, phone: code.phone, scene: code.scene });
    const result = this.db
      .prepare(
        `INSERT INTO sms_codes (phone, scene, account_id, code_hash, code_tail, sent_at, expires_at)
         VALUES (@phone, @scene, @account_id, @code_hash, @code_tail, @sent_at, @expires_at)`,
      )
      .run(code);
    return Number(result.lastInsertRowid);
  }

  /** Counts a wrong try; returns the tries so far. */
  recordWrongTry(id: number): number {
    this.db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(id);
    return this.db.prepare<[number], { attempts: number }>('SELECT attempts FROM sms_codes WHERE id = ?').get(id)?.attempts ?? 0;
  }

  /** Spends the code; false when it was spent already (two checks racing). */
  markUsed(id: number, at: number): boolean {
    return this.db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(at, id).changes === 1;
  }

  /** The phone's latest codes of every scene, newest first. */
  recent(phone: string, limit: number): SmsCodeRecord[] {
    return this.db
      .prepare<[string, number], SmsCodeRecord>('SELECT * FROM sms_codes WHERE phone = ? ORDER BY sent_at DESC, id DESC LIMIT ?')
      .all(phone, limit);
  }

  logLookup(entry: Omit<SmsLookupLogRecord, 'id'>): void {
    this.db.prepare('INSERT INTO sms_lookup_log (actor, at, phone, found) VALUES (@actor, @at, @phone, @found)').run(entry);
  }
}

import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

export interface SessionRecord {
  id: string;
  accountId: number;
  role: string;
  createdAt: number;
  expiresAt: number;
  lastActiveAt: number;
  endedAt: number | null;
}

interface SessionRow {
  id: string;
  account_id: number;
  role: string;
  created_at: number;
  expires_at: number;
  last_active_at: number;
  ended_at: number | null;
}

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    role: row.role,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastActiveAt: row.last_active_at,
    endedAt: row.ended_at,
  };
}

const LIVE = 'ended_at IS NULL AND expires_at > ?';

export class SessionRepository {
  constructor(private readonly db: Database.Database) {}

  create(accountId: number, role: string, now: number, ttlMs: number): SessionRecord {
    const record: SessionRecord = {
      id: randomBytes(32).toString('hex'),
      accountId,
      role,
      createdAt: now,
      expiresAt: now + ttlMs,
      lastActiveAt: now,
      endedAt: null,
    };
    this.db
      .prepare(
        `INSERT INTO sessions (id, account_id, role, created_at, expires_at, last_active_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(record.id, accountId, role, now, record.expiresAt, now);
    return record;
  }

  /** The session if it exists, has not been ended and has not expired at `now`. */
  findLive(id: string, now: number): SessionRecord | undefined {
    const row = this.db
      .prepare<[string, number], SessionRow>(`SELECT * FROM sessions WHERE id = ? AND ${LIVE}`)
      .get(id, now);
    return row ? toRecord(row) : undefined;
  }

  listLive(accountId: number, now: number): SessionRecord[] {
    return this.db
      .prepare<[number, number], SessionRow>(
        `SELECT * FROM sessions WHERE account_id = ? AND ${LIVE} ORDER BY created_at DESC, id`,
      )
      .all(accountId, now)
      .map(toRecord);
  }

  touch(id: string, now: number): void {
    this.db.prepare('UPDATE sessions SET last_active_at = ? WHERE id = ?').run(now, id);
  }

  /**
   * Ends every live session of an account (its role changed, or its password: the old one must never be used again),
   * except `keep` (the session that changed its own password); how many.
   */
  endAllFor(accountId: number, now: number, keep?: string): number {
    return this.db
      .prepare(`UPDATE sessions SET ended_at = ? WHERE account_id = ? AND id != ? AND ${LIVE}`)
      .run(now, accountId, keep ?? '', now).changes;
  }

  /** Ends a live session; returns whether there was one to end. */
  end(id: string, now: number): boolean {
    return this.db.prepare(`UPDATE sessions SET ended_at = ? WHERE id = ? AND ${LIVE}`).run(now, id, now).changes > 0;
  }
}

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './schema';
import { seed } from './seed';

export type Db = Database.Database;

export const IN_MEMORY = ':memory:';

/**
 * Opens (creating if needed) the mock database, brings its schema up to date and seeds the demo data. Safe to call
 * on every start: migrations and seeding are idempotent.
 */
export function openDatabase(path: string, now: () => number): Db {
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== IN_MEMORY) {
    // WAL lets a second process (a test, sqlite3 CLI) read while the server writes; meaningless in memory.
    db.pragma('journal_mode = WAL');
    // FULL syncs the WAL at every commit: an acknowledged publish survives kill -9 and power loss alike.
    db.pragma('synchronous = FULL');
  }
  db.pragma('foreign_keys = ON');
  migrate(db);
  seed(db, now);
  return db;
}

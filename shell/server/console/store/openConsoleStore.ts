/**
 * Where the console service keeps its own data (issue 43): an embedded SQLite file by default — nothing to set up for
 * one server — or PostgreSQL when several copies of the shell's server run behind a load balancer
 * (`CONSOLE_DB=postgres://…`). One schema (consoleSchema.ts), one typed query layer (Kysely) and one list of migrations
 * for both; the store is migrated when it opens.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { ConsoleDatabase } from './consoleSchema';
import { migrationProvider, type ConsoleDialect } from './migrations';

export interface ConsoleStore {
  db: Kysely<ConsoleDatabase>;
  dialect: ConsoleDialect;
  /** Where it is, for the logs: the SQLite file (or :memory:), or the PostgreSQL address without its password. */
  location: string;
  /**
   * Runs `work` while no other holder of `key` runs it: within this process on SQLite (one server owns the file),
   * across every copy of the shell's server on PostgreSQL (an advisory lock its transaction holds until `work` ends).
   */
  withLock: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /**
   * `withLock` over several keys at once (a batch acting on several records), taken in one order whatever the order
   * asked, so two batches sharing records never wait on each other in a circle; on PostgreSQL in one transaction.
   */
  withLocks: <T>(keys: readonly string[], work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

/** `CONSOLE_DB` read: unset → the default file; `postgres://` or `postgresql://` → PostgreSQL; else a SQLite file. */
export function readStoreSetting(setting: string | undefined, defaultFile: string): { dialect: ConsoleDialect; address: string } {
  const value = setting?.trim();
  if (!value) return { dialect: 'sqlite', address: defaultFile };
  if (/^postgres(ql)?:\/\//i.test(value)) return { dialect: 'postgres', address: value };
  return { dialect: 'sqlite', address: value };
}

/** A PostgreSQL address as it may be logged: the password replaced. */
export function withoutPassword(address: string): string {
  try {
    const url = new URL(address);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Holds each key's queue of waiting work in this process: the next starts when the one before settles. */
function processLocks(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return async (key, work) => {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.then(work, work);
    const settled = mine.catch(() => undefined);
    tails.set(key, settled);
    try {
      return await mine;
    } finally {
      // The last in the queue leaves no entry behind.
      if (tails.get(key) === settled) tails.delete(key);
    }
  };
}

type ProcessLock = ReturnType<typeof processLocks>;

/** Takes each key's process lock in turn, the next inside the one before, then runs `work` inside them all. */
function inOrder<T>(keys: readonly string[], lock: ProcessLock, work: () => Promise<T>): Promise<T> {
  const [first, ...rest] = keys;
  return first === undefined ? work() : lock(first, () => inOrder(rest, lock, work));
}

function openSqlite(file: string): Kysely<ConsoleDatabase> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new Database(file);
  // Readers never wait for the writer; a write waits up to 5 s for another (a second process on the same file).
  if (file !== ':memory:') database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  return new Kysely<ConsoleDatabase>({ dialect: new SqliteDialect({ database }) });
}

function openPostgres(address: string): Kysely<ConsoleDatabase> {
  // int8 (epoch ms) read back as a number, as SQLite gives it: every time the store keeps is a safe integer.
  const types = { getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)) };
  const pool = new pg.Pool({ connectionString: address, max: 10, types });
  // An idle connection the server ends (a restart, a failover) is dropped and replaced on the next query; unheard,
  // its error event would end the shell's server.
  pool.on('error', (error) => console.error(`控制台服务的数据库连接已断开，将在下次查询时重连：${error.message}`));
  return new Kysely<ConsoleDatabase>({ dialect: new PostgresDialect({ pool }) });
}

export async function openConsoleStore(setting: string | undefined, defaultFile: string): Promise<ConsoleStore> {
  const { dialect, address } = readStoreSetting(setting, defaultFile);
  const db = dialect === 'postgres' ? openPostgres(address) : openSqlite(address);
  const { error, results } = await new Migrator({ db, provider: migrationProvider(dialect) }).migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`控制台服务的数据库迁移失败${failed ? `（${failed}）` : ''}：${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const inProcess = processLocks();
  const withLocks: ConsoleStore['withLocks'] = (keys, work) => {
    const ordered = [...new Set(keys)].sort();
    if (dialect === 'postgres') {
      return db.transaction().execute(async (trx) => {
        for (const key of ordered) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
        return work();
      });
    }
    return inOrder(ordered, inProcess, work);
  };
  return {
    db,
    dialect,
    location: dialect === 'postgres' ? withoutPassword(address) : address,
    withLock: (key, work) => withLocks([key], work),
    withLocks,
    close: () => db.destroy(),
  };
}

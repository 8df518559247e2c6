import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/openDatabase';
import { DRAFT_REFS_AND_END_TIME_MIGRATION, MIGRATIONS, SCHEMA_VERSION } from '../src/db/schema';
import { verifyPassword } from '../src/auth/passwordHash';
import { SEED_ACCOUNTS } from '../src';
import { AccountRepository } from '../src/db/accountRepository';
import { signedIn, startServer } from './harness';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'mock-server-db-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the database', () => {
  it('creates its folder, schema and seed on first start, and changes nothing on the next', () => {
    const path = join(folder, 'nested', 'cms.sqlite');
    const first = openDatabase(path, () => 1000);
    const before = first.prepare('SELECT id, account, password_hash, created_at FROM accounts ORDER BY id').all();
    first.close();
    const second = openDatabase(path, () => 2000);
    const after = second.prepare('SELECT id, account, password_hash, created_at FROM accounts ORDER BY id').all();
    expect(after).toEqual(before);
    expect(after).toHaveLength(SEED_ACCOUNTS.length);
    expect(second.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    second.close();
  });

  it('stores salted scrypt hashes, never the password', () => {
    const db = openDatabase(':memory:', () => 0);
    const accounts = new AccountRepository(db);
    const hashes = SEED_ACCOUNTS.flatMap(({ account, password }) => {
      const record = accounts.findByAccount(account)!;
      // The SMS-only account (a staff member without a password account): no password matches.
      if (password === null) {
        expect(verifyPassword('', record.passwordHash)).toBe(false);
        expect(verifyPassword('Support@123', record.passwordHash)).toBe(false);
        return [];
      }
      expect(record.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(record.passwordHash).not.toContain(password);
      expect(verifyPassword(password, record.passwordHash)).toBe(true);
      expect(verifyPassword(`${password}x`, record.passwordHash)).toBe(false);
      return [record.passwordHash];
    });
    expect(new Set(hashes.map((h) => h.split('$')[4])).size).toBe(hashes.length);
    expect(accounts.findByAccount('admin')).toMatchObject({ role: 'publisher', isSuperAdmin: true, permission: null });
    expect(accounts.findByAccount('nobody')).toMatchObject({ role: 'reader', isSuperAdmin: false, permission: [] });
    db.close();
  });

  it('keeps sessions across a restart on a file database', async () => {
    const dbPath = join(folder, 'cms.sqlite');
    const first = await startServer({ dbPath });
    const editor = await signedIn(first, 'editor');
    await first.close();
    const second = await startServer({ dbPath });
    try {
      const res = await fetch(`${second.baseUrl}/v2/cms/login/detectactive`, {
        headers: { cookie: Object.entries(editor.cookies).map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(res.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('the issue-30 step', () => {
  it('renames financingOrder\'s stored close_time to the spec\'s end_time, in entries and drafts, and nothing else', () => {
    const db = openDatabase(join(folder, 'old.sqlite'), () => 1000);
    // A database as it was before the step: no draft_refs yet, a financingOrder entry and draft with close_time.
    db.exec('DROP TABLE draft_refs');
    const old = JSON.stringify({ stock_code: '02599', open_time: '2026-11-24 09:00:00', close_time: '2026-11-27 12:00:00' });
    db.prepare("INSERT INTO workflow_records (module_key, status, field_values, update_time) VALUES ('br/financingOrder', 'published', ?, 1)").run(old);
    db.prepare("INSERT INTO workflow_records (module_key, status, field_values, update_time) VALUES ('br/info', 'published', ?, 1)").run(old);
    db.prepare("INSERT OR REPLACE INTO workflow_drafts (module_key, field_values, update_time, update_operator) VALUES ('br/financingOrder', ?, 1, 'a')").run(old);
    // The step, as migrate runs it once on a database from before it.
    expect(MIGRATIONS).toContain(DRAFT_REFS_AND_END_TIME_MIGRATION);
    db.exec(DRAFT_REFS_AND_END_TIME_MIGRATION);
    const values = (sql: string) => (db.prepare(sql).all() as { field_values: string }[]).map((r) => JSON.parse(r.field_values) as Record<string, unknown>);
    const [entry] = values("SELECT field_values FROM workflow_records WHERE module_key = 'br/financingOrder'");
    expect(entry).toEqual({ stock_code: '02599', open_time: '2026-11-24 09:00:00', end_time: '2026-11-27 12:00:00' });
    expect(values("SELECT field_values FROM workflow_drafts WHERE module_key = 'br/financingOrder'")[0]).toEqual(entry);
    expect(values("SELECT field_values FROM workflow_records WHERE module_key = 'br/info'")[0]).toHaveProperty('close_time');
    expect(db.prepare('SELECT COUNT(*) AS n FROM draft_refs').get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('the audit trail', () => {
  it("is the shell's server's: a fresh database has no audit_records, and one from before loses it on its next start", () => {
    const tables = (db: ReturnType<typeof openDatabase>) =>
      (db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'audit_records%'").all() as { name: string }[]).map((r) => r.name);
    const path = join(folder, 'old.sqlite');
    const fresh = openDatabase(path, () => 1000);
    expect(tables(fresh)).toEqual([]);
    // A database as the last step found it: the table (and an index) issue 33 created, the step that drops it not run.
    fresh.exec('CREATE TABLE audit_records (id INTEGER PRIMARY KEY, at INTEGER NOT NULL); CREATE INDEX audit_records_by_time ON audit_records (at, id);');
    fresh.pragma(`user_version = ${String(SCHEMA_VERSION - 1)}`);
    fresh.close();
    const reopened = openDatabase(path, () => 2000);
    expect(tables(reopened)).toEqual([]);
    expect(reopened.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    reopened.close();
  });
});

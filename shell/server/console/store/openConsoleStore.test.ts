/**
 * The console store on both databases it supports: the same tests on an embedded SQLite file and on a PostgreSQL of
 * the test's own (Debian's, started by the test: scripts/lib/throwawayPostgres.ts). "Two copies" are two stores opened
 * on the same database, as two copies of the shell's server behind a load balancer would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/lib/throwawayPostgres';
import { consoleMigrations } from './migrations';
import { openConsoleStore, readStoreSetting, withoutPassword, type ConsoleStore } from './openConsoleStore';

const RECORD = {
  at: Date.UTC(2026, 11, 1, 8, 30),
  account: 'editor',
  account_id: 2,
  module_key: 'wm/splashScreen',
  module_title: '闪屏',
  menu_path: '/operation/wm/modules/splashScreen',
  entry_id: '12',
  entry_title: '双十一理财节',
  action: 'save',
  before: JSON.stringify({ title: '旧标题' }),
  after: JSON.stringify({ title: '双十一理财节' }),
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `count` holders of `key` at once, each noting when it starts and ends; returns the overlaps seen. */
async function overlapsUnder(stores: ConsoleStore[], key: string, count: number): Promise<number> {
  let inside = 0;
  let overlaps = 0;
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      stores[i % stores.length]!.withLock(key, async () => {
        inside += 1;
        if (inside > 1) overlaps += 1;
        await sleep(15);
        inside -= 1;
      }),
    ),
  );
  return overlaps;
}

describe('readStoreSetting', () => {
  it('is the default SQLite file when unset, PostgreSQL for a postgres address, a SQLite file for anything else', () => {
    expect(readStoreSetting(undefined, '/srv/console.sqlite')).toEqual({ dialect: 'sqlite', address: '/srv/console.sqlite' });
    expect(readStoreSetting('  ', '/srv/console.sqlite')).toEqual({ dialect: 'sqlite', address: '/srv/console.sqlite' });
    expect(readStoreSetting('postgresql://cms:s3cret@db:5432/console', 'x').dialect).toBe('postgres');
    expect(readStoreSetting('POSTGRES://db/console', 'x').dialect).toBe('postgres');
    expect(readStoreSetting('/data/console.db', 'x')).toEqual({ dialect: 'sqlite', address: '/data/console.db' });
  });

  it('never logs a PostgreSQL password', () => {
    expect(withoutPassword('postgres://cms:s3cret@db:5432/console')).toBe('postgres://cms:***@db:5432/console');
    expect(withoutPassword('postgres://db/console')).toBe('postgres://db/console');
  });
});

interface Backing {
  setting: string;
  cleanUp: () => Promise<void>;
}

const backings: [string, () => Promise<Backing>][] = [
  [
    'SQLite (the default)',
    async () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-store-'));
      return { setting: path.join(folder, 'nested', 'console.sqlite'), cleanUp: () => Promise.resolve(fs.rmSync(folder, { recursive: true, force: true })) };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const pg: ThrowawayPostgres = await startThrowawayPostgres();
      return { setting: pg.url, cleanUp: pg.stop };
    },
  ],
];

describe.each(backings)('the console store on %s', (_name, makeBacking) => {
  let backing: Backing;
  const open: ConsoleStore[] = [];
  const openStore = async () => {
    const store = await openConsoleStore(backing.setting, 'unused');
    open.push(store);
    return store;
  };

  beforeAll(async () => {
    backing = await makeBacking();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await backing.cleanUp();
  });

  it('migrates when it opens and keeps an audit record as written: times as numbers, changes as JSON text', async () => {
    const store = await openStore();
    const { id } = await store.db.insertInto('console_audit_records').values(RECORD).returning('id').executeTakeFirstOrThrow();
    const row = await store.db.selectFrom('console_audit_records').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ ...RECORD, id });
    expect(typeof row.at).toBe('number');
    expect(JSON.parse(row.after ?? 'null')).toEqual({ title: '双十一理财节' });
  });

  it('lets two copies open the same database at once: migrated once, each sees what the other wrote', async () => {
    const [first, second] = await Promise.all([openStore(), openStore()]);
    await first!.db.insertInto('console_audit_records').values({ ...RECORD, account: 'admin', entry_id: null }).execute();
    const seen = await second!.db.selectFrom('console_audit_records').select(['account', 'entry_id']).where('account', '=', 'admin').execute();
    expect(seen).toEqual([{ account: 'admin', entry_id: null }]);
    const steps = await second!.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(steps).toHaveLength(Object.keys(consoleMigrations(readStoreSetting(backing.setting, 'x').dialect)).length);
  });

  it('runs the holders of one key one at a time, across copies where the database is shared, and other keys beside them', async () => {
    const stores = backing.setting.startsWith('postgres') ? [await openStore(), await openStore()] : [await openStore()];
    expect(await overlapsUnder(stores, 'wm/splashScreen#12', 6)).toBe(0);
    // A holder that fails releases the key for the next.
    await expect(stores[0]!.withLock('wm/splashScreen#13', () => Promise.reject(new Error('写入失败')))).rejects.toThrow('写入失败');
    await expect(stores[0]!.withLock('wm/splashScreen#13', () => Promise.resolve('next'))).resolves.toBe('next');
    // Different keys do not wait for each other.
    let bothInside = false;
    let inside = 0;
    await Promise.all(
      ['a', 'b'].map((key) =>
        stores[0]!.withLock(key, async () => {
          inside += 1;
          await sleep(30);
          bothInside ||= inside === 2;
          inside -= 1;
        }),
      ),
    );
    expect(bothInside).toBe(true);
  });

  it('locks a batch’s records together: two batches sharing records in opposite orders take turns, never deadlock', async () => {
    const stores = backing.setting.startsWith('postgres') ? [await openStore(), await openStore()] : [await openStore()];
    const held = new Set<string>();
    let clashes = 0;
    const batch = (store: ConsoleStore, keys: string[]) =>
      store.withLocks(keys, async () => {
        if (keys.some((key) => held.has(key))) clashes += 1;
        keys.forEach((key) => held.add(key));
        await sleep(20);
        keys.forEach((key) => held.delete(key));
      });
    const last = stores[stores.length - 1]!;
    await Promise.all([batch(stores[0]!, ['m#1', 'm#2', 'm#3']), batch(last, ['m#3', 'm#2', 'm#1']), batch(stores[0]!, ['m#2', 'm#2'])]);
    expect(clashes).toBe(0);
  });
});

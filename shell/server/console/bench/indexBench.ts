/**
 * Part of `pnpm bench` (reported, never asserted): the entry index against a backend holding 100,000 entries.
 * - **Indexing:** a mock-server whose modules hold 100,000 pre-published, scheduled and live entries between them
 *   (copies of each module's own seeds, times spread over two years), read whole by a fresh index through the spec's
 *   lists as a signed-in admin: wall time, backend calls, entries indexed.
 * - **At rest:** then someone keeps using the console and nothing changes: the schedule alone runs for 30 minutes
 *   of a simulated clock, one tick a second; the backend calls it made a minute, against its budget (60: the first
 *   minute may spend one minute's budget more, the allowance a schedule starts with), and how long a round of every
 *   source took at this size.
 */
import { signedIn, startServer } from '../../../../mock-server/test/harness';
import { BackendClient } from '../backendClient';
import { consoleModules } from '../consoleModules';
import { openEntryIndex } from '../entryIndex/entryIndex';
import { BackendIdentity } from '../identity';
import { openConsoleStore } from '../store/openConsoleStore';

const ENTRIES = Number(process.env.BENCH_INDEX_ENTRIES ?? 100_000);
/** Simulated minutes at rest: long enough for a round of every source at 100,000 entries on 60 calls a minute. */
const REST_MINUTES = 30;
const DAY = 86_400_000;

export interface IndexBenchReport {
  entries: number;
  sources: number;
  index: { seconds: number; calls: number; indexed: number };
  rest: { minutes: number; callsPerMinute: number; budget: number; roundMinutes: number | null };
}

export async function benchIndex(): Promise<IndexBenchReport> {
  const server = await startServer({ sessionTtlMs: 365 * DAY });
  const store = await openConsoleStore(':memory:', ':memory:');
  try {
    const db = server.app.cms.db;
    // Every module with a seeded record is copied: its own values, so every list answers rows it can render.
    const seeds = db
      .prepare<[], { module_key: string; field_values: string }>('SELECT module_key, field_values FROM workflow_records WHERE id IN (SELECT min(id) FROM workflow_records GROUP BY module_key)')
      .all()
      .filter((seed) => consoleModules.some((def) => def.key === seed.module_key));
    const insert = db.prepare(
      `INSERT INTO workflow_records (module_key, status, field_values, pre_operator, pre_time, push_operator, push_time, effect_time, dead_time, start_time, end_time, update_time)
       VALUES (?, ?, ?, 'bench', ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const now = server.clock.now();
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    db.transaction(() => {
      for (let i = 0; i < ENTRIES; i += 1) {
        const one = seeds[i % seeds.length];
        if (!one) break;
        // Live entries went live in the past year; pre-published and scheduled ones wait for the next.
        const status = (['prepublished', 'scheduled', 'published'] as const)[next(3)] ?? 'prepublished';
        const start = status === 'published' ? now - (1 + next(365)) * DAY : now + (1 + next(365)) * DAY;
        // A live window still runs (an ended one would be history, which the index does not hold).
        const end = status === 'published' ? now + (1 + next(30)) * DAY : start + (1 + next(7)) * DAY;
        insert.run(one.module_key, status, one.field_values, now, status === 'prepublished' ? null : 'bench', start, start, end, start, end, now);
      }
    })();

    const made = { calls: 0 };
    const backend = new BackendClient(server.baseUrl, '/v2/cms/');
    let clock = now;
    const index = openEntryIndex(store, backend.counting(made), consoleModules, { tickMs: 0, background: false, now: () => clock });
    const admin = await signedIn(server, 'admin');
    const cookie = Object.entries(admin.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const keys = index.sync.sources.map((s) => s.key);

    const started = performance.now();
    await index.sync.ensureFresh(keys, cookie);
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    const indexCalls = made.calls;
    const indexed = Number((await store.db.selectFrom('console_index_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);

    // At rest: someone is signed in and using the console, nothing changes; the schedule alone spends. (Minutes of
    // a simulated clock, not a real one: the figure is the schedule's arithmetic over real reads of real pages.)
    const who = await new BackendIdentity(backend).confirm(cookie);
    if (!who) throw new Error('基准：管理员会话无效');
    made.calls = 0;
    const roundStart = clock;
    let roundMinutes: number | null = null;
    for (let second = 1; second <= REST_MINUTES * 60; second += 1) {
      clock += 1000;
      index.sync.saw(cookie, who);
      await index.sync.tick();
      if (roundMinutes === null && [...(await index.store.states()).values()].every((s) => s.attempted_at > roundStart)) roundMinutes = Number(((clock - roundStart) / 60_000).toFixed(1));
    }
    return {
      entries: ENTRIES,
      sources: keys.length,
      index: { seconds, calls: indexCalls, indexed },
      rest: { minutes: REST_MINUTES, callsPerMinute: Number((made.calls / REST_MINUTES).toFixed(1)), budget: index.sync.callsPerMinute, roundMinutes },
    };
  } finally {
    await store.close();
    await server.close();
  }
}

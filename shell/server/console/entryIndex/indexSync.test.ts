/**
 * The entry index's schedule (issue 43): what it spends at rest, whose session it borrows and for how long, and how
 * long a round of every bundled source takes on its budget — the "a change made elsewhere shows within" the README
 * states.
 */
import { signedIn, type Browser } from '../../../../mock-server/test/harness';
import { consoleModules } from '../consoleModules';
import { openConsoleBed, type ConsoleBed } from '../consoleTestBed';
import { indexSources } from './indexSources';
import { roundMinutes } from './indexSync';

describe('the entry index schedule', () => {
  let bed: ConsoleBed;
  let admin: Browser;
  beforeEach(async () => {
    bed = await openConsoleBed();
    admin = bed.through(await signedIn(bed.server, 'admin'));
  });
  afterEach(() => bed.close());

  const readSources = async () => [...(await bed.index.store.states()).values()].filter((s) => s.synced_at > 0).length;

  it('reads nothing while nobody uses the console, then spends at most its budget a minute with a session it saw', async () => {
    expect(await bed.index.sync.tick()).toBe(0);
    expect(await readSources()).toBe(0);
    // Someone uses the console: the schedule may read what their paths open.
    expect((await bed.consoleCall(admin, 'audit/activity')).body.code).toBe(0);
    const first = await bed.index.sync.tick();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(bed.index.sync.callsPerMinute);
    const read = await readSources();
    // Nothing more to spend in the same minute.
    expect(await bed.index.sync.tick()).toBe(0);
    bed.server.clock.set(bed.server.clock.now() + 30_000);
    const half = await bed.index.sync.tick();
    expect(half).toBeGreaterThan(0);
    expect(half).toBeLessThanOrEqual(bed.index.sync.callsPerMinute / 2);
    expect(await readSources()).toBeGreaterThan(read);
  });

  it('stops borrowing a session its person has not used for ten minutes', async () => {
    expect((await bed.consoleCall(admin, 'audit/activity')).body.code).toBe(0);
    bed.server.clock.set(bed.server.clock.now() + 10 * 60_000 + 1);
    expect(await bed.index.sync.tick()).toBe(0);
    expect(await readSources()).toBe(0);
  });
});

describe('a round of every bundled source', () => {
  it('takes at most five minutes on the budget at rest (60 calls a minute)', () => {
    expect(roundMinutes(indexSources(consoleModules), 60)).toBeLessThanOrEqual(5);
  });
});

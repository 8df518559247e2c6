/**
 * The calendar's windows held in memory per source: read from the store once per generation, read again when a read
 * by any copy of the shell's server (here: a second IndexStore on the same database) replaced the source's entries.
 */
import { openConsoleStore, type ConsoleStore } from '../store/openConsoleStore';
import { HeldWindows } from './heldWindows';
import type { IndexedEntry } from './indexSources';
import { IndexStore } from './indexStore';

const HOUR = 3_600_000;
const entry = (key: number, start: number, end: number | null, fund?: string): IndexedEntry => ({
  entryKey: String(key),
  recordId: key,
  state: 'scheduled',
  title: `条目 ${String(key)}`,
  start,
  end,
  late: false,
  operators: ['admin'],
  ...(fund ? { refs: [{ library: 'funds', key: fund, field: 'funds', position: 1 }] } : {}),
});

let store: ConsoleStore;
beforeEach(async () => {
  store = await openConsoleStore(':memory:', ':memory:');
});
afterEach(() => store.close());

it('answers a range, the moments before a time and what entries pick from memory, reading a source again only when its generation moved', async () => {
  const mine = new IndexStore(store.db, store.withLock);
  const otherCopy = new IndexStore(store.db, store.withLock);
  let reads = 0;
  const counted = Object.assign(Object.create(mine) as IndexStore, { sourceWindows: (source: string) => ((reads += 1), mine.sourceWindows(source)) });
  const held = new HeldWindows(counted, ['funds']);
  await mine.replace('wm/push', { entries: [entry(1, 10 * HOUR, null), entry(2, 20 * HOUR, null, '12'), entry(3, 30 * HOUR, 40 * HOUR)] }, 1, 1);

  const keys = (rows: { window: { recordId: number } }[]) => rows.map((row) => String(row.window.recordId));
  expect(keys(await held.starting(['wm/push'], await mine.states(), 15 * HOUR, 35 * HOUR))).toEqual(['2', '3']);
  expect(await held.momentsBefore(['wm/push'], await mine.states(), 25 * HOUR)).toEqual(new Map([['wm/push', 2]]));
  expect(await held.momentsBefore(['wm/push'], await mine.states(), 5 * HOUR)).toEqual(new Map([['wm/push', 0]]));
  const [second] = await held.starting(['wm/push'], await mine.states(), 20 * HOUR, 21 * HOUR);
  expect((await held.picksOf(second ? [second.window] : [], await mine.states())).map(({ pick }) => pick.item_key)).toEqual(['12']);
  expect(reads).toBe(1);

  // Another copy's read replaces the source: the next answer reads it again and sees the new entry.
  await otherCopy.replace('wm/push', { entries: [entry(1, 10 * HOUR, null), entry(4, 16 * HOUR, null)] }, 2, 2);
  expect(keys(await held.starting(['wm/push'], await mine.states(), 15 * HOUR, 35 * HOUR))).toEqual(['4']);
  expect(reads).toBe(2);
  // A source never read holds nothing.
  expect(await held.starting(['wm/none'], await mine.states(), 0, 100 * HOUR)).toEqual([]);
});

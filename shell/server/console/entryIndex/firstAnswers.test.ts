/**
 * A fresh server's first answers (issue 43, the spec-only journey): home on an empty index reads every module the
 * person opens — minutes on a large backend — so home and the calendar answer after a short wait with what the index
 * holds, naming the modules still being read, while the reads go on in one queue. A module a write just marked is
 * read ahead of that queue: the change a person just made shows first.
 */
import { HOME_API, SCHEDULE_API, type HomeOverview, type ScheduleAnswer } from 'shared-ui/contract';
import { signedIn, type Browser } from '../../../../mock-server/test/harness';
import { ModuleClient } from '../../../../mock-server/test/workflowClient';
import { pushModule } from '../../../../mock-server/test/workflowModules';
import { consoleModules } from '../consoleModules';
import { openConsoleBed, type ConsoleBed } from '../consoleTestBed';

const MODULES = [pushModule, ...consoleModules];

let bed: ConsoleBed;
let admin: Browser;

beforeEach(async () => {
  // Reads in the background, and answers that wait (almost) nothing for them. The read a second after a write is put
  // off here: the answers' own queue is what is tested.
  bed = await openConsoleBed({ modules: MODULES, index: { tickMs: 0, background: true, answerWaitMs: 1, afterWriteMs: 60_000 } });
  admin = bed.through(await signedIn(bed.server, 'admin'));
});
afterEach(() => bed.close());

async function answer<T>(pathAndQuery: string): Promise<T> {
  const res = await bed.consoleCall(admin, pathAndQuery);
  if (res.body.code !== 0) throw new Error(`${pathAndQuery}: ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

/** Asks until the answer names nothing still being read (as the pages do, every few seconds). */
async function settled<T extends { indexed: { reading: string[] } }>(pathAndQuery: string): Promise<T> {
  for (;;) {
    const data = await answer<T>(pathAndQuery);
    if (data.indexed.reading.length === 0) return data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const readCount = async () => [...(await bed.index.store.states()).values()].filter((s) => s.synced_at > 0).length;
const pushWeek = `${SCHEDULE_API.list}?${new URLSearchParams({ start: '2026-01-05 00:00:00', end: '2026-01-12 00:00:00', module: pushModule.key }).toString()}`;

it('home answers before every module is read, names those still being read, and has them all a few answers later', async () => {
  const first = await answer<HomeOverview>(HOME_API.overview);
  expect(first.indexed.reading.length).toBeGreaterThan(10);
  expect(first.indexed.reading).toContain('理财 App · 闪屏');
  const done = await settled<HomeOverview>(HOME_API.overview);
  expect(done.indexed).toMatchObject({ unread: [], reading: [] });
  expect(done.indexed.indexedAt).not.toBeNull();
  expect(await readCount()).toBe(bed.index.sync.sources.length);
});

it('reads a module a write just marked ahead of the first reads queued before it', async () => {
  await settled<ScheduleAnswer>(pushWeek);
  // Home on the empty index queues every other module's first read.
  const home = await answer<HomeOverview>(HOME_API.overview);
  expect(home.indexed.reading.length).toBeGreaterThan(10);
  await new ModuleClient(admin, pushModule).prepared({ title: '插队读取', link: '', cover: '' }, { push_time: '2026-01-06 09:00:00' });
  const week = await settled<ScheduleAnswer>(pushWeek);
  expect(week.list.map((entry) => entry.title)).toEqual(['插队读取']);
  const readWhenMarkedWasRead = await readCount();
  await settled<HomeOverview>(HOME_API.overview);
  // The backlog was still being read: the marked module did not wait at its end (where at most the four reads running
  // beside it would still be unread).
  expect(readWhenMarkedWasRead).toBeLessThan((await readCount()) - 4);
});

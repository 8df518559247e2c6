/**
 * Keeps the entry index in step with the backend, reading each source through the spec's lists as a person whose
 * paths open it. The console service holds no account of its own: it reads with the session of someone using the
 * console, only while they use it (a session seen in the last `activeMs`), and never keeps a cookie in its store.
 *
 * When a source is read:
 * - before it is answered from, when it was never read or a write through this console marked it (`ensureFresh`):
 *   a change made in this console shows at once. Home and the calendar wait a few seconds at most (`freshForAnswer`)
 *   and say which modules are still being read: a fresh server's first home would otherwise wait for every module;
 * - a second after a write through the shell's server names it (`wrote`; a burst of saves is one read), and when a
 *   screen opens its lists (`opened`, if its last read is older than `openedRefreshMs`), in the background with that
 *   person's session;
 * - on a schedule, the source read longest ago first, spending at most `callsPerMinute` backend calls: a change made
 *   elsewhere shows within one round of every source (`roundMinutes`).
 */
import { mayOpenPath } from 'shared-ui/contract';
import type { BackendClient } from '../backendClient';
import type { ConsoleIdentity } from '../identity';
import { BackendRefusal, backendFailed } from '../workflowReads';
import type { IndexSource } from './indexSources';
import type { IndexStore } from './indexStore';

export interface IndexSyncOptions {
  now?: () => number;
  /** A session is borrowed for the schedule only while its person used the console this recently; 10 minutes. */
  activeMs?: number;
  /** The schedule's budget of backend calls at rest; 60 a minute. 0: no schedule (tests read on demand only). */
  callsPerMinute?: number;
  /** A screen opening a source's lists reads it again when its last read is older than this; 30 s. */
  openedRefreshMs?: number;
  /** How long after a write its sources are read again (a burst of writes is one read); 1 s. */
  afterWriteMs?: number;
  /**
   * false: no read in the background after a write or a screen's list (tests of everything else, where a walk of a
   * hundred modules' writes would start three hundred reads); the marks still make the next answer read first.
   */
  background?: boolean;
  /** How often the schedule spends what it earned; every second. 0: no timer (a test runs `tick` itself). */
  tickMs?: number;
  /**
   * How long an answer that says how fresh it is (home, the calendar) waits for the reads it started before it answers
   * with what the index holds, naming the modules still being read; the reads go on. 4 s; without background reads,
   * until they end (tests of the answers themselves).
   */
  answerWaitMs?: number;
}

/** How many sources the answers read at once, however many ask together. */
const PARALLEL_READS = 4;

/** Minutes one round of every source takes on a budget: how soon a change made elsewhere shows. */
export function roundMinutes(sources: readonly IndexSource[], callsPerMinute: number): number {
  const calls = sources.reduce((sum, s) => sum + s.calls, 0);
  return callsPerMinute > 0 ? Math.ceil(calls / callsPerMinute) : Number.POSITIVE_INFINITY;
}

interface SeenSession {
  cookie: string;
  who: ConsoleIdentity;
  seen: number;
}

export class IndexSync {
  private readonly bySource: ReadonlyMap<string, IndexSource>;
  private readonly sessions = new Map<string, SeenSession>();
  private readonly reading = new Map<string, Promise<number>>();
  /** The answers' reads, queued or running, by source: one queue, so a second answer waits for the same read. */
  private readonly queued = new Map<string, Promise<number>>();
  private readsRunning = 0;
  private readonly waitingForSlot: { key: string; start: () => void }[] = [];
  private readonly answerWaitMs: number;
  private readonly now: () => number;
  private readonly activeMs: number;
  private readonly openedRefreshMs: number;
  private readonly afterWriteMs: number;
  private readonly background: boolean;
  /** The reads waiting for a burst of writes to end, by source. */
  private readonly afterWrites = new Map<string, NodeJS.Timeout>();
  readonly callsPerMinute: number;
  private readonly tickMs: number;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private tokens = 0;
  private lastTick = 0;

  constructor(
    private readonly store: IndexStore,
    private readonly backend: BackendClient,
    readonly sources: readonly IndexSource[],
    options: IndexSyncOptions = {},
  ) {
    this.bySource = new Map(sources.map((s) => [s.key, s]));
    this.now = options.now ?? Date.now;
    this.activeMs = options.activeMs ?? 10 * 60_000;
    this.openedRefreshMs = options.openedRefreshMs ?? 30_000;
    this.afterWriteMs = options.afterWriteMs ?? 1_000;
    this.background = options.background ?? true;
    this.callsPerMinute = options.callsPerMinute ?? 60;
    this.tickMs = options.tickMs ?? 1_000;
    this.answerWaitMs = options.answerWaitMs ?? (this.background ? 4_000 : Number.POSITIVE_INFINITY);
  }

  /** A person the backend confirmed called through the shell's server: their session may read what they may open. */
  saw(cookie: string, who: ConsoleIdentity): void {
    this.sessions.set(`${who.account}\n${cookie}`, { cookie, who, seen: this.now() });
  }

  /** The sources a call under the API prefix belongs to (by the calls that change each). */
  sourcesOfCall(path: string): IndexSource[] {
    return this.sources.filter((s) => s.writes.some((prefix) => path.startsWith(prefix)));
  }

  /** A write passed through: mark what it may have changed, and read it again with the writer's session. */
  async wrote(path: string, cookie: string): Promise<void> {
    const touched = this.sourcesOfCall(path);
    if (touched.length === 0) return;
    await this.store.markStale(touched.map((s) => s.key), this.now());
    if (!this.background) return;
    for (const source of touched) {
      clearTimeout(this.afterWrites.get(source.key));
      const timer = setTimeout(() => {
        this.afterWrites.delete(source.key);
        this.inBackground(source, cookie);
      }, this.afterWriteMs);
      timer.unref();
      this.afterWrites.set(source.key, timer);
    }
  }

  /** A screen read a source's lists: read it again in the background when its last read is not recent. */
  async opened(path: string, cookie: string): Promise<void> {
    const touched = this.sourcesOfCall(path);
    if (touched.length === 0 || !this.background) return;
    const states = await this.store.states();
    const due = this.now() - this.openedRefreshMs;
    for (const source of touched) if ((states.get(source.key)?.synced_at ?? 0) < due) this.inBackground(source, cookie);
  }

  /**
   * Reads, as `cookie`, each of these sources that was never read, that a write marked since its last read, or where
   * something fell due since (a scheduled go-live, a window's end: the backend has moved it on by itself).
   */
  async ensureFresh(keys: readonly string[], cookie: string): Promise<void> {
    await Promise.all((await this.due(keys)).map((due) => this.queuedRead(due, cookie)));
  }

  /**
   * `ensureFresh` for an answer that says how fresh it is: waits at most `answerWaitMs` for the reads (a first home on
   * a fresh server reads every module the person opens: minutes on a large backend), then answers the sources still
   * being read. Those reads go on; the next answer has them.
   */
  async freshForAnswer(keys: readonly string[], cookie: string): Promise<ReadonlySet<string>> {
    const due = await this.due(keys);
    const all = Promise.all(due.map((one) => this.queuedRead(one, cookie)));
    if (due.length === 0 || this.answerWaitMs === Number.POSITIVE_INFINITY) {
      await all;
      return new Set();
    }
    let timer: NodeJS.Timeout | undefined;
    const late = await Promise.race([all.then(() => false), new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), this.answerWaitMs)))]).finally(() => clearTimeout(timer));
    if (!late) return new Set();
    all.catch((error: unknown) => console.error('条目索引未能读取', error));
    return new Set(due.filter(({ source }) => this.queued.has(source.key)).map(({ source }) => source.key));
  }

  /**
   * The sources of these to read before answering; `urgent`: read before (a write through this console marked it, or
   * something in it fell due), a quick read someone is likely waiting for, which goes ahead of first reads in the queue.
   */
  private async due(keys: readonly string[]): Promise<{ source: IndexSource; urgent: boolean }[]> {
    const states = await this.store.states();
    const read = new Map(keys.flatMap((key) => {
      const synced = states.get(key)?.synced_at ?? 0;
      return synced > 0 ? [[key, synced] as const] : [];
    }));
    const pastDue = await this.store.pastDue(read, this.now());
    return keys.flatMap((key) => {
      const source = this.bySource.get(key);
      const urgent = (states.get(key)?.stale ?? 0) > 0 || pastDue.has(key);
      return source && (!read.has(key) || urgent) ? [{ source, urgent }] : [];
    });
  }

  /** A read for an answer, in the answers' queue (at most PARALLEL_READS at once): the one already queued, if any. */
  private queuedRead({ source, urgent }: { source: IndexSource; urgent: boolean }, cookie: string): Promise<number> {
    const queued = this.queued.get(source.key);
    if (queued) {
      if (urgent) this.toFrontOfQueue(source.key);
      return queued;
    }
    const read = this.inSlot(source.key, urgent, () => this.read(source, cookie)).finally(() => this.queued.delete(source.key));
    this.queued.set(source.key, read);
    return read;
  }

  /** Runs `work` in one of PARALLEL_READS slots; a finished read hands its slot to the first waiting, if any. */
  private async inSlot<T>(key: string, urgent: boolean, work: () => Promise<T>): Promise<T> {
    if (this.readsRunning < PARALLEL_READS) this.readsRunning += 1;
    else
      await new Promise<void>((start) => {
        if (urgent) this.waitingForSlot.unshift({ key, start });
        else this.waitingForSlot.push({ key, start });
      });
    try {
      return await work();
    } finally {
      const next = this.waitingForSlot.shift();
      if (next) next.start();
      else this.readsRunning -= 1;
    }
  }

  private toFrontOfQueue(key: string): void {
    const at = this.waitingForSlot.findIndex((waiting) => waiting.key === key);
    if (at > 0) this.waitingForSlot.unshift(...this.waitingForSlot.splice(at, 1));
  }

  /** A read nobody waits for: what goes wrong beyond the backend's refusal is logged, never left unhandled. */
  private inBackground(source: IndexSource, cookie: string): void {
    this.read(source, cookie).catch((error: unknown) => console.error(`条目索引未能读取 ${source.key}`, error));
  }

  /**
   * One read of a source, shared by everyone asking while it runs: the backend calls it made (a list of many pages
   * makes more than the source's nominal `calls`). A refusal or failure is kept, not thrown.
   */
  read(source: IndexSource, cookie: string): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    const running = this.reading.get(source.key);
    if (running) return running;
    const startedAt = this.now();
    const made = { calls: 0 };
    const done = (async () => {
      try {
        const snapshot = await source.read(this.backend.counting(made), cookie);
        await this.store.replace(source.key, snapshot, startedAt, this.now());
      } catch (error) {
        if (!backendFailed(error)) throw error;
        if (error instanceof BackendRefusal && error.httpStatus === 401) this.forgetCookie(cookie);
        await this.store.failed(source.key, error.message || `后端拒绝（${error instanceof BackendRefusal ? String(error.code) : '无法连接'}）`, this.now());
      } finally {
        this.reading.delete(source.key);
      }
      return made.calls;
    })();
    this.reading.set(source.key, done);
    return done;
  }

  /** Starts the schedule (nothing when the budget or the tick is 0). */
  start(): void {
    if (this.callsPerMinute <= 0 || this.tickMs <= 0 || this.timer) return;
    this.lastTick = this.now();
    this.timer = setInterval(() => void this.tick().catch((error: unknown) => console.error('条目索引定时同步失败', error)), this.tickMs);
    this.timer.unref();
  }

  /** Ends the schedule and waits for the reads under way, so nothing writes to a store about to close. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.afterWrites.values()) clearTimeout(timer);
    this.afterWrites.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.reading.values()]);
  }

  /**
   * One step of the schedule: the budget earned since the last, spent on the sources read longest ago; answers the
   * backend calls made. A read costing more than the budget held (a list of many pages) leaves it in debt: the next
   * ticks earn it back before reading again, so `callsPerMinute` holds however large the lists grow.
   */
  async tick(): Promise<number> {
    const now = this.now();
    // The budget never saves up more than one round's worth: a quiet night does not become a burst in the morning.
    this.tokens = Math.min(this.tokens + ((now - this.lastTick) * this.callsPerMinute) / 60_000, this.callsPerMinute);
    this.lastTick = now;
    const active = [...this.sessions.entries()].filter(([key, s]) => {
      if (now - s.seen <= this.activeMs) return true;
      this.sessions.delete(key);
      return false;
    });
    if (active.length === 0) return 0;
    const states = await this.store.states();
    const oldestFirst = [...this.sources].sort((a, b) => (states.get(a.key)?.attempted_at ?? 0) - (states.get(b.key)?.attempted_at ?? 0));
    let spent = 0;
    for (const source of oldestFirst) {
      if (this.tokens < source.calls) break;
      const reader = active.find(([, s]) => mayOpenPath(s.who, source.path));
      if (!reader) continue;
      // Started on the source's nominal cost; what its pages cost beyond that is owed to the next ticks.
      const made = await this.read(source, reader[1].cookie);
      this.tokens -= Math.max(made, source.calls);
      spent += made;
    }
    return spent;
  }

  private forgetCookie(cookie: string): void {
    for (const [key, s] of this.sessions) if (s.cookie === cookie) this.sessions.delete(key);
  }
}

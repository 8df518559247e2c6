/**
 * 发布批次 (issue 48), the console service's side: a release prepared (its name, time, note and entries), checked as a
 * whole (releaseCheck.ts), scheduled, moved, withdrawn and taken off shelf as one (releaseSteps.ts) — each under the
 * release's lock, each write based on the version its screen saw (a stale one is refused with 1043, never applied),
 * each step in the audit trail as the release's, beside the entries' own records the write guard makes.
 */
import {
  ErrorCode,
  RELEASE_API,
  RELEASE_LIVE_GRACE_MS,
  RELEASE_PATH,
  RELEASE_STATE_LABELS,
  entryLocation,
  errorMessage,
  isCallAllowed,
  formatCmsTime,
  isStale,
  mayOpenPath,
  parseCmsTime,
  releaseTimeProblem,
  slotTitle,
  type AuditAction,
  type ModuleDefinition,
  type Release,
  type ReleaseCheck,
  type ReleaseEntry,
  type ReleaseEntryState,
  type ReleaseMove,
  type ReleaseProblem,
  type ReleaseSaveBody,
  type StaleSaveDetail,
} from 'shared-ui/contract';
import type { AuditStore } from '../audit/auditStore';
import type { ConsoleIdentity } from '../identity';
import type { IndexedRow } from '../entryIndex/indexStore';
import { checkRelease, type CheckOutcome, type ReleaseCheckDeps } from './releaseCheck';
import { entryName, scheduleAll, withdrawAll, entryStep, type EntryCall, type PlannedEntry } from './releaseSteps';
import { entryKey, sameFields, type ReleaseStore, type StoredEntry, type StoredRelease } from './releaseStore';

/** What a call answers: the value, or the refusal's code, words and data. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; code: number; msg: string; data: unknown };

const refused = (code: number, msg: string, data: unknown = null): Outcome<never> => ({ ok: false, code, msg, data });
const fieldRefusal = (field: string, message: string) => refused(ErrorCode.ValidationFailed, message, { errors: [{ field, message }] });

const AUDIT_PLACE = { key: 'releases', title: '发布批次', path: RELEASE_PATH } as const;

export interface ReleaseServiceDeps extends ReleaseCheckDeps {
  releases: ReleaseStore;
  withLock: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /** withLock over several keys, taken in one order (ConsoleStore.withLocks). */
  withLocks: <T>(keys: readonly string[], work: () => Promise<T>) => Promise<T>;
  audit: AuditStore;
  call: EntryCall;
  now: () => number;
}

/** The person asking, with the session their entry calls go out under. */
export interface Asker {
  who: ConsoleIdentity;
  cookie: string;
}

export class ReleaseService {
  private readonly defs: ReadonlyMap<string, ModuleDefinition>;

  constructor(private readonly deps: ReleaseServiceDeps) {
    this.defs = deps.defs;
  }

  /** The service's clock (mock-server's in tests). */
  now(): number {
    return this.deps.now();
  }

  /** Every release, or those whose time falls in [start, end). */
  async list(range?: { start: number; end: number }): Promise<Release[]> {
    const found = range ? await this.deps.releases.between(range.start, range.end) : await this.deps.releases.all();
    return Promise.all(found.map((release) => this.view(release)));
  }

  async detail({ who, cookie }: Asker, id: number): Promise<Outcome<Release>> {
    const release = await this.deps.releases.get(id);
    if (!release) return notFound();
    await this.deps.index.sync.ensureFresh(this.openSources(who, release), cookie);
    return { ok: true, value: await this.view(release) };
  }

  /** A new release, or one being prepared again (only while it is a draft: a scheduled one is moved or withdrawn). */
  async save(asker: Asker, body: ReleaseSaveBody): Promise<Outcome<Release>> {
    const at = parseCmsTime(body.push_time) ?? 0;
    const timeProblem = releaseTimeProblem(at, this.deps.now());
    if (timeProblem) return fieldRefusal('push_time', timeProblem);
    for (const [i, ref] of body.entries.entries()) {
      const def = this.defs.get(ref.module);
      if (!def) return fieldRefusal(`entries.${String(i)}`, `没有这个模块：${ref.module}`);
      if (!mayOpenPath(asker.who, def.path)) return refused(ErrorCode.NoModulePermission, `你没有「${slotTitle(def)}」的权限`);
    }
    const work = async (): Promise<Outcome<Release>> => {
      const before = body.id === undefined ? null : await this.deps.releases.get(body.id);
      if (body.id !== undefined && !before) return notFound();
      if (before) {
        const stale = this.staleRefusal(before, body.base_version);
        if (stale) return stale;
        if (before.state !== 'draft') return refused(ErrorCode.SaveOrPublishFailed, '批次已安排或已下架，不能修改条目；改期请用「改期」，或先撤回');
      }
      for (const [i, ref] of body.entries.entries()) {
        const holder = await this.deps.releases.holding(ref.module, ref.id, before?.id ?? null);
        if (holder) return fieldRefusal(`entries.${String(i)}`, `条目 ID ${String(ref.id)} 已在发布批次「${holder.name}」中`);
      }
      const entries = await this.titled(asker, body.entries);
      const fields = { name: body.name, pushTime: at, note: body.note, entries };
      // Saved again as it stands: no new version — a colleague's save based on this one is not made stale by nothing.
      if (before && sameFields(before, fields)) return { ok: true, value: await this.view(before) };
      const now = this.deps.now();
      const id = before ? before.id : await this.deps.releases.create(fields, asker.who.account, now);
      if (before) await this.deps.releases.update(before.id, fields, asker.who.account, now);
      const after = await this.mustGet(id);
      await this.record(asker, before ? 'update' : 'create', before, after);
      return { ok: true, value: await this.view(after) };
    };
    // Every save holds ENTRY_CLAIMS: which release holds an entry is read and written under it, so two saves of
    // different releases never both take an entry each read as free before either wrote.
    return this.deps.withLocks(body.id === undefined ? [ENTRY_CLAIMS] : [ENTRY_CLAIMS, lockKey(body.id)], work);
  }

  async remove(asker: Asker, id: number, base: number | null | undefined): Promise<Outcome<{ ids: number[] }>> {
    return this.deps.withLock(lockKey(id), async () => {
      const release = await this.deps.releases.get(id);
      if (!release) return notFound();
      const stale = this.staleRefusal(release, base);
      if (stale) return stale;
      if (release.state === 'scheduled') return refused(ErrorCode.SaveOrPublishFailed, '批次已安排，请先撤回再删除');
      await this.deps.releases.remove(id);
      await this.record(asker, 'delete', release, null);
      return { ok: true, value: { ids: [id] } };
    });
  }

  /** Every problem at the release's time (a scheduled one: as if moved to it again). */
  async check(asker: Asker, id: number): Promise<Outcome<ReleaseCheck>> {
    const release = await this.deps.releases.get(id);
    if (!release) return notFound();
    const outcome = await this.checked(asker, release, release.pushTime);
    return { ok: true, value: { at: formatCmsTime(release.pushTime), problems: outcome.problems } };
  }

  /** Checks, then publishes every entry at the release's time; a refusal leaves none scheduled. */
  async publish(asker: Asker, id: number, base: number | null | undefined): Promise<Outcome<Release>> {
    return this.deps.withLock(lockKey(id), async () => {
      const release = await this.deps.releases.get(id);
      if (!release) return notFound();
      const stale = this.staleRefusal(release, base);
      if (stale) return stale;
      if (release.state !== 'draft') return refused(ErrorCode.SaveOrPublishFailed, `批次${RELEASE_STATE_LABELS[release.state]}，不能再次安排`);
      const outcome = await this.checked(asker, release, release.pushTime);
      if (outcome.problems.length > 0) return problemsRefusal(outcome.problems);
      const scheduled = await scheduleAll(this.deps.call, asker.cookie, outcome.planned, release.pushTime);
      return this.settle(asker, release, 'publish', scheduled.ok ? { state: 'scheduled', stopped: null } : { state: 'draft', stopped: scheduled.stopped });
    });
  }

  /**
   * Moves every entry to a new time: checked there first (nothing moves on a problem), then withdrawn and published
   * again at it; if the backend refuses one there, the entries go back to the old time (or, failing that, are all
   * withdrawn and the release says so).
   */
  async move(asker: Asker, body: ReleaseMove): Promise<Outcome<Release>> {
    // The role rule lets any PUT by; a move publishes every entry again, so it is publishing's to make.
    if (!isCallAllowed(asker.who.role, 'POST', RELEASE_API.publish)) return refused(ErrorCode.RoleRefused, errorMessage(ErrorCode.RoleRefused));
    const to = parseCmsTime(body.push_time) ?? 0;
    const timeProblem = releaseTimeProblem(to, this.deps.now());
    if (timeProblem) return fieldRefusal('push_time', timeProblem);
    return this.deps.withLock(lockKey(body.id), async () => {
      const release = await this.deps.releases.get(body.id);
      if (!release) return notFound();
      const stale = this.staleRefusal(release, body.base_version);
      if (stale) return stale;
      if (release.state !== 'scheduled' || release.pushTime <= this.deps.now()) return refused(ErrorCode.SaveOrPublishFailed, '只有已安排、尚未到时间的批次可以改期');
      const outcome = await this.checked(asker, release, to);
      if (outcome.problems.length > 0) return problemsRefusal(outcome.problems);
      const stuck = await withdrawAll(this.deps.call, asker.cookie, outcome.planned);
      if (stuck.length > 0) return this.settle(asker, release, 'update', { state: 'draft', stopped: `改期未完成：${stuck.join('；')}` });
      const moved = await scheduleAll(this.deps.call, asker.cookie, outcome.planned, to);
      if (moved.ok) return this.settle(asker, release, 'update', { state: 'scheduled', pushTime: to, stopped: null });
      const back = await scheduleAll(this.deps.call, asker.cookie, outcome.planned, release.pushTime);
      const stopped = back.ok ? `改期未完成，已恢复原时间：${moved.stopped}` : `改期未完成，也未能恢复原时间，条目已全部撤回：${moved.stopped}；${back.stopped}`;
      return this.settle(asker, release, 'update', back.ok ? { state: 'scheduled', stopped } : { state: 'draft', stopped });
    });
  }

  /** Before its time: every entry withdrawn to its pre-publish list; the release is a draft again. */
  async withdraw(asker: Asker, id: number, base: number | null | undefined): Promise<Outcome<Release>> {
    return this.onEvery(asker, id, base, 'withdraw', async (release, planned) => {
      if (release.state !== 'scheduled' || release.pushTime <= this.deps.now()) return refused(ErrorCode.SaveOrPublishFailed, '只有已安排、尚未到时间的批次可以撤回；已上线的请「下架」');
      const stuck = await withdrawAll(this.deps.call, asker.cookie, planned);
      return { state: 'draft', stopped: stuck.length === 0 ? null : stuck.join('；') };
    });
  }

  /** After its time: every live entry taken off shelf. */
  async offShelf(asker: Asker, id: number, base: number | null | undefined): Promise<Outcome<Release>> {
    return this.onEvery(asker, id, base, 'offShelf', async (release, planned) => {
      if (release.state !== 'scheduled' || release.pushTime > this.deps.now()) return refused(ErrorCode.SaveOrPublishFailed, '批次尚未到上线时间，请用「撤回」');
      const live = await this.indexed(release.entries);
      const stuck: string[] = [];
      for (const one of planned.filter(({ entry }) => live.get(entryKey(entry))?.state === 'live')) {
        const answer = await entryStep(this.deps.call, asker.cookie, one, 'out');
        if (answer.code !== ErrorCode.Success) stuck.push(`${entryName(one)}未能下架（${answer.msg}）`);
      }
      return { state: stuck.length === 0 ? 'offShelf' : 'scheduled', stopped: stuck.length === 0 ? null : stuck.join('；') };
    });
  }

  /** A withdraw or off-shelf: the release's own checks, then `act` on every entry whose module is known. */
  private onEvery(
    asker: Asker,
    id: number,
    base: number | null | undefined,
    action: AuditAction,
    act: (release: StoredRelease, planned: PlannedEntry[]) => Promise<Outcome<never> | { state: StoredRelease['state']; stopped: string | null }>,
  ): Promise<Outcome<Release>> {
    return this.deps.withLock(lockKey(id), async () => {
      const release = await this.deps.releases.get(id);
      if (!release) return notFound();
      const stale = this.staleRefusal(release, base);
      if (stale) return stale;
      const planned = release.entries.flatMap((entry) => {
        const def = this.defs.get(entry.module);
        return def ? [{ entry, def, end: null }] : [];
      });
      const change = await act(release, planned);
      if ('ok' in change) return change;
      return this.settle(asker, release, action, change);
    });
  }

  private async settle(asker: Asker, release: StoredRelease, action: AuditAction, change: { state: StoredRelease['state']; pushTime?: number; stopped: string | null }): Promise<Outcome<Release>> {
    await this.deps.releases.settle(release.id, change, asker.who.account, this.deps.now());
    // The entries moved: their modules are read again before the answer says where each stands (the front's own
    // note of the writes comes after each answer, so it may not be in yet).
    const sources = this.openSources(asker.who, release);
    await this.deps.index.store.markStale(sources, this.deps.now());
    await this.deps.index.sync.ensureFresh(sources, asker.cookie);
    const after = await this.mustGet(release.id);
    await this.record(asker, action, release, after);
    const value = await this.view(after);
    // The release is settled either way; a stop is said as the refusal it was, the release in its data.
    return change.stopped ? refused(ErrorCode.SaveOrPublishFailed, change.stopped, value) : { ok: true, value };
  }

  private async checked(asker: Asker, release: StoredRelease, at: number): Promise<CheckOutcome> {
    await this.deps.index.sync.ensureFresh(this.openSources(asker.who, release), asker.cookie);
    const expected = release.state === 'scheduled' ? 'scheduled' : 'prepublished';
    const outcome = await checkRelease(this.deps, asker.who, asker.cookie, release, at, expected, this.deps.now());
    await this.deps.releases.retitle(release.id, new Map([...outcome.titles].filter(([key, title]) => release.entries.find((e) => entryKey(e) === key)?.title !== title)));
    return outcome;
  }

  /** The sources of a release's modules (and those sharing their limits) the account may open, to read afresh. */
  private openSources(who: ConsoleIdentity, release: StoredRelease): string[] {
    const keys = release.entries.flatMap((entry) => {
      const def = this.defs.get(entry.module);
      return def ? [def.key, ...(def.limits?.maxLiveWith ?? [])] : [];
    });
    return [...new Set(keys)].filter((key) => {
      const def = this.defs.get(key);
      return def !== undefined && mayOpenPath(who, def.path);
    });
  }

  /** Names for new entries: as the index last read them, or their ids. */
  private async titled(asker: Asker, refs: readonly { module: string; id: number }[]): Promise<StoredEntry[]> {
    const wanted = refs.map((ref) => ({ module: ref.module, recordId: ref.id }));
    await this.deps.index.sync.ensureFresh([...new Set(refs.map((ref) => ref.module))], asker.cookie);
    const rows = await this.indexed(wanted);
    return wanted.map((one) => ({ ...one, title: rows.get(entryKey(one))?.title || `ID ${String(one.recordId)}` }));
  }

  /** These entries as the index last read them, by entryKey: one read per module. */
  private async indexed(entries: readonly { module: string; recordId: number }[]): Promise<Map<string, IndexedRow>> {
    const out = new Map<string, IndexedRow>();
    for (const module of new Set(entries.map((entry) => entry.module))) {
      const ids = entries.filter((entry) => entry.module === module).map((entry) => entry.recordId);
      for (const row of await this.deps.index.store.entriesOf(module, ids)) out.set(`${module}#${row.entry_key}`, row);
    }
    return out;
  }

  /** The release as its answers show it: each entry where it stands now (the index, as last read). */
  private async view(release: StoredRelease): Promise<Release> {
    const rows = await this.indexed(release.entries);
    const now = this.deps.now();
    const due = release.pushTime <= now;
    const entries = release.entries.map((entry): ReleaseEntry => {
      const def = this.defs.get(entry.module);
      const state = entryState(release, rows.get(entryKey(entry)), now);
      const listed = state === 'prepublished' ? 'prepublished' : state === 'scheduled' ? 'scheduled' : 'published';
      return {
        module: entry.module,
        moduleTitle: def ? slotTitle(def) : entry.module,
        recordId: entry.recordId,
        title: entry.title,
        state,
        link: def ? entryLocation(def.path, entry.recordId, state === 'gone' || state === 'offShelf' ? 'history' : listed) : RELEASE_PATH,
      };
    });
    return {
      id: release.id,
      name: release.name,
      push_time: formatCmsTime(release.pushTime),
      note: release.note,
      owner: release.owner,
      state: release.state,
      due,
      version: release.version,
      update_time: formatCmsTime(release.updateTime),
      update_operator: release.updateOperator,
      stopped: release.stopped,
      entries,
    };
  }

  private staleRefusal(release: StoredRelease, base: number | null | undefined): Outcome<never> | null {
    if (base === undefined) return refused(ErrorCode.ValidationFailed, '缺少批次的版本（base_version），请刷新后再试', { errors: [{ field: 'base_version', message: '缺少批次的版本，请刷新后再试' }] });
    if (!isStale(base, release.version)) return null;
    const time = formatCmsTime(release.updateTime);
    const detail: StaleSaveDetail = { operator: release.updateOperator, time, version: release.version, current: this.snapshot(release) };
    return refused(ErrorCode.StaleSave, `批次已被 ${release.updateOperator} 于 ${time} 修改，您基于的版本已过期，请重新加载后再操作`, detail);
  }

  private async mustGet(id: number): Promise<StoredRelease> {
    const release = await this.deps.releases.get(id);
    if (!release) throw new Error(`发布批次 ${String(id)} 刚写入却读不到`);
    return release;
  }

  private async record(asker: Asker, action: AuditAction, before: StoredRelease | null, after: StoredRelease | null): Promise<void> {
    const subject = after ?? before;
    if (!subject) return;
    await this.deps.audit.record({
      account: asker.who.account,
      accountId: asker.who.accountId,
      place: AUDIT_PLACE,
      entryId: subject.id,
      entryTitle: subject.name,
      action,
      before: before && this.snapshot(before),
      after: after && this.snapshot(after),
    });
  }

  /** What the trail shows of a release: its fields, and its entries as 理财 App · 闪屏「…」（ID 3）. */
  private snapshot(release: StoredRelease): Record<string, unknown> {
    return {
      name: release.name,
      push_time: formatCmsTime(release.pushTime),
      note: release.note,
      state: release.state,
      entries: release.entries.map((entry) => {
        const def = this.defs.get(entry.module);
        return `${def ? slotTitle(def) : entry.module}「${entry.title}」（ID ${String(entry.recordId)}）`;
      }),
      stopped: release.stopped,
    };
  }
}

const lockKey = (id: number) => `release#${String(id)}`;
/** The lock every release save holds while it reads and writes which entries the releases hold. */
const ENTRY_CLAIMS = 'release-entries';
const notFound = (): Outcome<never> => refused(ErrorCode.NotFound, '发布批次不存在或已被删除');

function problemsRefusal(problems: ReleaseProblem[]): Outcome<never> {
  return refused(ErrorCode.SaveOrPublishFailed, `批次检查未通过：${String(problems.length)} 个问题，请处理后再安排`, { problems });
}

/** Where an entry stands, from the index's last read of its module and the release's own state and time. */
function entryState(release: StoredRelease, row: IndexedRow | undefined, now: number): ReleaseEntryState {
  const overdue = now > release.pushTime + RELEASE_LIVE_GRACE_MS;
  if (!row) return release.state === 'offShelf' ? 'offShelf' : release.state === 'scheduled' && overdue ? 'missing' : 'gone';
  if (row.state === 'live') return row.late === 1 ? 'late' : 'live';
  if (row.state === 'scheduled') return release.state === 'scheduled' && overdue ? 'missing' : 'scheduled';
  return release.state === 'scheduled' && release.pushTime <= now ? 'missing' : 'prepublished';
}

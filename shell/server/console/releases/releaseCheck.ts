/**
 * A release checked as a whole at its time, before anything happens (issue 48): each entry against its module's rules
 * as if every entry went live at once — still where the release expects it (pre-published; scheduled for a move),
 * the account's right to publish its module, a window still open at the time, no collision with what is already
 * scheduled or live (the release's other entries counted too: overlaps, live limits, a limit shared by modules), every
 * pick still in its library. Every problem is said in Chinese with a link to its entry; the check also gives each
 * entry's own end, which its `POST publish` carries beside the release's time.
 */
import {
  LIBRARIES,
  RELEASE_API,
  SCHEDULE_FIELDS,
  canPerform,
  entryLocation,
  entryTitle,
  formatCmsTime,
  isCallAllowed,
  mayOpenPath,
  parseCmsTime,
  releaseTimeProblem,
  scheduleFields,
  type LibraryKey,
  type ModuleDefinition,
  type ReleaseProblem,
  type WorkflowRow,
} from 'shared-ui/contract';
import type { BackendClient } from '../backendClient';
import type { RawWindow } from '../entryIndex/calendarWindows';
import { findLiveLimit, findOverlaps, findPushLimit, type Findings } from '../entryIndex/collisions';
import type { EntryIndex } from '../entryIndex/entryIndex';
import { CHECKED_LIBRARIES, type PickCheck } from '../entryIndex/pickCheck';
import type { ConsoleIdentity } from '../identity';
import { readWholeList } from '../workflowReads';
import { entryKey, type StoredEntry, type StoredRelease } from './releaseStore';
import { entryName, type PlannedEntry } from './releaseSteps';

export interface CheckOutcome {
  problems: ReleaseProblem[];
  planned: PlannedEntry[];
  /** The entries' names as their modules give them now (by entryKey). */
  titles: Map<string, string>;
}

export interface ReleaseCheckDeps {
  backend: BackendClient;
  index: EntryIndex;
  pickCheck: PickCheck;
  defs: ReadonlyMap<string, ModuleDefinition>;
}

const isWindowed = (def: ModuleDefinition) => scheduleFields(def).length === 2;

/** The module and those sharing its live limit (`limits.maxLiveWith`). */
const sharingLimit = (def: ModuleDefinition) => [def.key, ...(def.limits?.maxLiveWith ?? [])];

/**
 * Checks `release` at `at` (its own time, or the time it is being moved to) as `who`. `expected`: where its entries
 * should be — pre-published for a release being scheduled, scheduled for one being moved.
 */
export async function checkRelease(deps: ReleaseCheckDeps, who: ConsoleIdentity, cookie: string, release: StoredRelease, at: number, expected: 'prepublished' | 'scheduled', now: number): Promise<CheckOutcome> {
  const problems: ReleaseProblem[] = [];
  const titles = new Map<string, string>();
  const releaseProblem = (reason: string) => problems.push({ module: null, recordId: null, subject: release.name, reason, link: null });
  const timeProblem = releaseTimeProblem(at, now);
  if (timeProblem) releaseProblem(timeProblem);
  if (release.entries.length === 0) releaseProblem('批次中还没有条目，请先加入条目');

  // The role is the gate's question when the release is scheduled (an editor prepares, a publisher schedules); a
  // publisher is told here of a module whose publish their role still may not call.
  const schedules = isCallAllowed(who.role, 'POST', RELEASE_API.publish);
  const usable: { entry: StoredEntry; def: ModuleDefinition }[] = [];
  for (const entry of release.entries) {
    const def = deps.defs.get(entry.module);
    const subject = def ? entryName({ def, entry }) : entry.title;
    const link = def ? entryLocation(def.path, entry.recordId, expected) : null;
    const say = (reason: string) => problems.push({ module: entry.module, recordId: entry.recordId, subject, reason, link });
    if (!def) say('该模块已不存在');
    else if (!mayOpenPath(who, def.path) || (schedules && !canPerform(who.role, def.apiBase, 'publish'))) say('你没有发布该模块的权限');
    else usable.push({ entry, def });
  }

  // Each module's entries as the backend lists them now, read as the person asking.
  const rowsByModule = new Map<string, Map<number, WorkflowRow>>();
  for (const def of new Set(usable.map((u) => u.def))) {
    const rows = await readWholeList(deps.backend, cookie, def, expected === 'prepublished' ? 'prepublishList' : 'publishedList');
    rowsByModule.set(def.key, new Map(rows.filter((row) => row.status === expected).map((row) => [row.id, row])));
  }

  const planned: PlannedEntry[] = [];
  for (const { entry, def } of usable) {
    const row = rowsByModule.get(def.key)?.get(entry.recordId);
    const subject = entryName({ def, entry });
    const say = (reason: string) => problems.push({ module: entry.module, recordId: entry.recordId, subject, reason, link: entryLocation(def.path, entry.recordId, expected) });
    if (!row) {
      say(expected === 'prepublished' ? '条目已不在预发布列表（可能已被删除、发布或撤回）' : '条目已不是定时发布状态（可能已在模块页面被撤回）');
      continue;
    }
    titles.set(entryKey(entry), entryTitle(def, row) || `ID ${String(entry.recordId)}`);
    const end = ownEnd(def, row, at);
    if (typeof end === 'string') say(end);
    else planned.push({ entry, def, end });
  }

  await findCollisions(deps, planned, at, problems);
  await findMissingPicks(deps, cookie, planned, problems);
  return { problems, planned, titles };
}

/** A window's own end (its preset), which must come after the release's time; null for a moment; else the problem. */
function ownEnd(def: ModuleDefinition, row: WorkflowRow, at: number): number | null | string {
  const [, endField] = SCHEDULE_FIELDS[def.schedule];
  if (!endField) return null;
  if (def.scheduleSetAt === 'publish') return '该模块在发布时才设置开始与结束时间，不能随批次发布，请在模块页面发布';
  const end = typeof row[endField] === 'string' ? parseCmsTime(row[endField]) : null;
  if (end === null) return '条目没有设置结束时间，请在模块页面重新预发布并设置';
  if (end <= at) return `条目的结束时间 ${formatCmsTime(end)} 不晚于批次上线时间 ${formatCmsTime(at)}，请先修改条目或批次时间`;
  return end;
}

/**
 * Overlaps and live limits at the time, per module: the release's entries as if published then, against every other
 * entry of the module holding a time (overlaps), and everything of it and of those sharing its limit scheduled or
 * live (the limit). The entry index answers, read afresh first where this console wrote since.
 */
async function findCollisions(deps: ReleaseCheckDeps, planned: readonly PlannedEntry[], at: number, problems: ReleaseProblem[]): Promise<void> {
  if (planned.length === 0) return;
  const sources = [...new Set(planned.flatMap(({ def }) => sharingLimit(def)))].filter((key) => deps.defs.has(key));
  const inRelease = new Set(planned.map(({ entry }) => entryKey(entry)));
  const judgedBy = new Map<string, RawWindow[]>();
  const byWindow = new Map<RawWindow, PlannedEntry>();
  for (const one of planned) {
    const w: RawWindow = { module: one.def.key, recordId: one.entry.recordId, state: 'scheduled', start: at, end: one.end, late: false, title: one.entry.title };
    judgedBy.set(one.def.key, [...(judgedBy.get(one.def.key) ?? []), w]);
    byWindow.set(w, one);
  }
  // Every other entry holding a time: a preset repeats or overlaps as the backend judges it (spec §5, 1013), whether
  // pre-published or scheduled; only scheduled and live ones count towards a live limit.
  const held = new Map<string, RawWindow[]>();
  const committed = new Map<string, RawWindow[]>();
  for (const source of sources) {
    const rows = await deps.index.store.sourceWindows(source);
    const others = rows
      .filter((row) => !inRelease.has(`${source}#${String(row.record_id)}`))
      .map((row): RawWindow => ({ module: source, recordId: Number(row.record_id), state: row.state === 'live' ? 'live' : row.state === 'scheduled' ? 'scheduled' : 'prepublished', start: Number(row.win_start), end: row.win_end === null ? null : Number(row.win_end), late: row.late === 1, title: row.title }));
    const own = judgedBy.get(source) ?? [];
    held.set(source, [...others, ...own]);
    committed.set(source, [...others.filter((w) => w.state !== 'prepublished'), ...own]);
  }
  const findings: Findings = new Map();
  for (const [key, judged] of judgedBy) {
    const def = deps.defs.get(key);
    if (!def) continue;
    const windowed = isWindowed(def);
    if (!windowed || !def.windowsMayOverlap) findOverlaps(judged, held.get(key) ?? [], findings);
    const maxLive = def.limits?.maxLive;
    if (maxLive === undefined) continue;
    const counted = sharingLimit(def).flatMap((one) => committed.get(one) ?? []);
    if (windowed) findLiveLimit(judged, counted, maxLive, findings);
    // A push lasts until withdrawn: every push at or before the time counts.
    else findPushLimit(judged, { before: 0, times: Float64Array.from(counted.filter((w) => w.end === null).map((w) => w.start)).sort() }, maxLive, findings);
  }
  for (const [w, found] of findings) {
    const one = byWindow.get(w);
    if (!one) continue;
    for (const { reason } of found) {
      problems.push({ module: one.def.key, recordId: one.entry.recordId, subject: entryName(one), reason, link: entryLocation(one.def.path, one.entry.recordId, 'prepublished') });
    }
  }
}

/** Entries whose picked article, fund or manager is deleted or in the recycle bin, asked as the person asking. */
async function findMissingPicks(deps: ReleaseCheckDeps, cookie: string, planned: readonly PlannedEntry[], problems: ReleaseProblem[]): Promise<void> {
  // Each module's picks read once, whatever number of its entries the release holds.
  const bySource = new Map<string, Awaited<ReturnType<typeof deps.index.store.sourcePicks>>>();
  for (const { entry, def } of planned) {
    if (!bySource.has(def.key)) bySource.set(def.key, await deps.index.store.sourcePicks(def.key, CHECKED_LIBRARIES));
    const picks = (bySource.get(def.key) ?? []).filter((pick) => pick.entry_key === String(entry.recordId));
    if (picks.length === 0) continue;
    const states = await deps.pickCheck.states(cookie, picks.map((pick) => ({ library: pick.library, key: pick.item_key })));
    for (const pick of picks) {
      const state = states.get(`${pick.library}\n${pick.item_key}`);
      if (state === undefined || state === 'present') continue;
      const label = def.fields.find((f) => f.name === pick.field.split('.')[0])?.label ?? pick.field;
      const library = LIBRARIES[pick.library as LibraryKey];
      problems.push({
        module: def.key,
        recordId: entry.recordId,
        subject: entryName({ def, entry }),
        reason: `${label}所选${library.itemName} ${pick.item_key} ${state === 'recycled' ? '在回收站' : '已删除'}`,
        link: entryLocation(def.path, entry.recordId, 'prepublished'),
      });
    }
  }
}

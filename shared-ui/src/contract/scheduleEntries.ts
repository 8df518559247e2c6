/**
 * The publishing calendar's entries as the page draws them: the states' and collisions' labels, each entry's key and
 * the address that opens it. Free of zod at run time (the answer's types are inferred from consoleAnswers' schemas,
 * types only): the light root entry exports it, so /schedule's first screen draws its answer without the module
 * contract (issue 44, item 11). schedule.ts re-exports all of it beside the query's schema.
 */
import type { z } from 'zod';
import type { SCHEDULE_ANSWER_SCHEMA, SCHEDULE_COLLISION_SCHEMA, SCHEDULE_ENTRY_SCHEMA, SCHEDULE_MODULE_SCHEMA } from './consoleAnswers';
import { entryLocation } from './entryLocation';
import type { ScheduleState } from './scheduleCalls';

export const SCHEDULE_STATE_LABELS: Readonly<Record<ScheduleState, string>> = {
  prepublished: '预发布',
  scheduled: '定时发布',
  live: '已上线',
};

export const COLLISION_KINDS = ['overlap', 'liveLimit', 'missingPick', 'late'] as const;
export type CollisionKind = (typeof COLLISION_KINDS)[number];
/** The short name of each kind (legend, tooltip heading); each collision also carries its own full reason. */
export const COLLISION_LABELS: Readonly<Record<CollisionKind, string>> = {
  overlap: '时间冲突',
  liveLimit: '超出同时上线上限',
  missingPick: '所选内容已删除',
  late: '延迟上线',
};

export type ScheduleCollision = z.infer<typeof SCHEDULE_COLLISION_SCHEMA>;

/** What the calendar knows of a module (or a screen acting as one: H5 releases, stock news). */
export type ScheduleModule = z.infer<typeof SCHEDULE_MODULE_SCHEMA>;

/**
 * An entry of the calendar: what the calendar shows of it. Its key and the address that opens it are not sent: both
 * follow from its module, id and state (`scheduleEntryKey`, `scheduleEntryLink`), and a month of a busy console holds
 * thousands of entries — the two were a third of the answer's bytes. Who pre-published and published it is not sent
 * either (the page shows neither; the module screen does): the `operator` filter is answered by the server.
 */
export type ScheduleEntry = z.infer<typeof SCHEDULE_ENTRY_SCHEMA>;

/** The calendar's own module keys for the screens that act as modules (their entries are not workflow records). */
export const H5_SCHEDULE_MODULE = 'h5/release';
export const STOCK_NEWS_SCHEDULE_MODULE = 'br/stockNews';

type EntryPlace = Pick<ScheduleEntry, 'module' | 'recordId' | 'state'>;

/**
 * Unique in an answer: `<module key>#<record id>`. A live H5 release is a publication, numbered apart from the releases
 * waiting or scheduled: `h5/release#live-3`.
 */
export function scheduleEntryKey(entry: EntryPlace): string {
  const live = entry.module === H5_SCHEDULE_MODULE && entry.state === 'live' ? 'live-' : '';
  return `${entry.module}#${live}${String(entry.recordId)}`;
}

/**
 * Where an entry is opened, given its module's path (`ScheduleModule.path`): a module entry on the tab that lists it
 * (`?view=prepublish&entry=12`), an H5 release on the release list (live) or the pre-release list, stock news on its
 * screen.
 */
export function scheduleEntryLink(entry: EntryPlace, modulePath: string): string {
  if (entry.module === H5_SCHEDULE_MODULE) return `${modulePath}/${entry.state === 'live' ? 'release' : 'prerelease'}`;
  if (entry.module === STOCK_NEWS_SCHEDULE_MODULE) return modulePath;
  return entryLocation(modulePath, entry.recordId, entry.state === 'live' ? 'published' : entry.state);
}

export type ScheduleAnswer = z.infer<typeof SCHEDULE_ANSWER_SCHEMA>;

/** An entry with its key and the address that opens it, as the page and the home page use it. */
export interface PlacedScheduleEntry extends ScheduleEntry {
  key: string;
  link: string;
}

/** Every entry of an answer placed by the two rules above, each link by its module's path in the answer's `modules`. */
export function placeScheduleEntries(answer: ScheduleAnswer): PlacedScheduleEntry[] {
  const paths = new Map(answer.modules.map((m) => [m.key, m.path]));
  return answer.list.map((entry) => ({ ...entry, key: scheduleEntryKey(entry), link: scheduleEntryLink(entry, paths.get(entry.module) ?? '') }));
}


/**
 * 发布批次's call names, states and their labels (releases.ts has the rest of its contract), in a file of their own:
 * /home lists the releases due soon, and /schedule draws them, without loading the contract's schemas (zod).
 */
import { RELEASE_PATH } from './permissionPaths';

export const RELEASE_API = {
  list: 'releases/list',
  detail: 'releases/detail',
  save: 'releases/save',
  delete: 'releases/delete',
  check: 'releases/check',
  publish: 'releases/publish',
  move: 'releases/publish/time',
  cancel: 'releases/publish/cancel',
  out: 'releases/publish/out',
} as const;

/** The screen (RELEASE_PATH, granted like any other) owns every call of the family. */
export const RELEASE_CALL_OWNERS = [{ prefix: 'releases', owners: [RELEASE_PATH] }] as const;

/** Home's window: the releases due in the next 24 hours. */
export const RELEASE_DUE_HOURS = 24;

/**
 * draft: being prepared (or withdrawn again: its entries are back in their pre-publish lists); scheduled: every entry
 * is published with the release's time; offShelf: taken off shelf after its time.
 */
export const RELEASE_STATES = ['draft', 'scheduled', 'offShelf'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

export const RELEASE_STATE_LABELS: Readonly<Record<ReleaseState, string>> = { draft: '准备中', scheduled: '已安排', offShelf: '已下架' };

/**
 * Where each entry stands, read from the backend's lists (the entry index): pre-published; scheduled for the
 * release's time; live; live but late (the scheduler put it live after the time); missing (the time passed and it
 * is not live: withdrawn elsewhere, refused, deleted); gone (no longer in any list); offShelf (taken off with the release).
 */
export const RELEASE_ENTRY_STATES = ['prepublished', 'scheduled', 'live', 'late', 'missing', 'gone', 'offShelf'] as const;
export type ReleaseEntryState = (typeof RELEASE_ENTRY_STATES)[number];

export const RELEASE_ENTRY_STATE_LABELS: Readonly<Record<ReleaseEntryState, string>> = {
  prepublished: '预发布',
  scheduled: '已安排',
  live: '已上线',
  late: '延迟上线',
  missing: '未上线',
  gone: '已不在列表中',
  offShelf: '已下架',
};

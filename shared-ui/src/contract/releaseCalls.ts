/**
 * 发布批次's call names (releases.ts has the rest of its contract), in a file of their own: /home lists the releases
 * due soon without loading the contract's schemas (zod) with its first screen.
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

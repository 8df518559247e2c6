/**
 * The group's apps, as the shared configuration modules of the common area name them: a protocol, a copy replacement,
 * a search-word set or a whitelist entry is for one app (理财, 证券, 员工持股) — or, where a setting may hold for every
 * app, for all of them. Values are the area keys the rest of the back office already uses (wm, br, esop).
 */
import type { Option } from 'shared-ui/contract';

export type GroupApp = 'wm' | 'br' | 'esop';

/** One app each: what a protocol or a search-word set belongs to. */
export const GROUP_APPS: readonly Option<GroupApp>[] = [
  { value: 'wm', label: '理财 App' },
  { value: 'br', label: '证券 App' },
  { value: 'esop', label: '员工持股 App' },
];

/** The apps, plus 全部 App for settings every app reads alike (a copy replacement, a tester on the whitelist). */
export const GROUP_APPS_OR_ALL: readonly Option<string>[] = [{ value: 'all', label: '全部 App' }, ...GROUP_APPS];

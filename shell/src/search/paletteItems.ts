/**
 * What the palette lists, in one shape whatever it is (a module, an entry, an article, a fund, a manager), with where
 * it opens: the module screen, the module screen at the entry, the article's detail, the fund's or manager's detail
 * in its library.
 */
import { ITEM_DETAIL_PARAM, LIBRARIES, MANAGER_LIBRARY_PATH, STATUS_LABELS, entryLocation, type EntryHit, type LibraryItem } from 'shared-ui/contract';
import type { ConsolePlace } from './moduleMatch';

export type PaletteGroupKey = 'modules' | 'entries' | 'articles' | 'funds' | 'managers';
export type LibraryGroupKey = Extract<PaletteGroupKey, 'articles' | 'funds' | 'managers'>;

export interface PaletteItem {
  /** Unique across the palette (the option's id is made of it). */
  key: string;
  group: PaletteGroupKey;
  primary: string;
  secondary: string;
  /** Where choosing it goes. */
  to: string;
}

export const GROUP_TITLES: Record<PaletteGroupKey, string> = {
  modules: '模块',
  entries: '条目',
  articles: '文章',
  funds: '基金',
  managers: '基金经理',
};

export const GROUP_ORDER: readonly PaletteGroupKey[] = ['modules', 'entries', 'articles', 'funds', 'managers'];

/**
 * Each library the palette searches by name: the screen its detail lives on (asked only when the account may open
 * it: a result must open where it lives) and that detail's address.
 */
export const LIBRARY_GROUPS: Record<LibraryGroupKey, { screen: string; detail: (id: string) => string }> = {
  articles: { screen: '/articles/library', detail: (id) => `/articles/library/detail/${encodeURIComponent(id)}` },
  funds: { screen: '/operation/wm/fund', detail: (id) => `/operation/wm/fund?${ITEM_DETAIL_PARAM}=${encodeURIComponent(id)}` },
  managers: { screen: MANAGER_LIBRARY_PATH, detail: (id) => `${MANAGER_LIBRARY_PATH}?${ITEM_DETAIL_PARAM}=${encodeURIComponent(id)}` },
};

export function placeItem(place: ConsolePlace): PaletteItem {
  return { key: `modules:${place.path}`, group: 'modules', primary: place.title, secondary: place.area ? `${place.area} · ${place.path}` : place.path, to: place.path };
}

export function entryItem(hit: EntryHit): PaletteItem {
  return {
    key: `entries:${String(hit.id)}`,
    group: 'entries',
    primary: hit.title,
    secondary: `${hit.module_title} · ${STATUS_LABELS[hit.status]} · 条目 #${String(hit.id)}`,
    to: entryLocation(hit.path, hit.id, hit.status),
  };
}

export function libraryItem(group: LibraryGroupKey, item: LibraryItem): PaletteItem {
  return {
    key: `${group}:${item.id}`,
    group,
    primary: item.label,
    secondary: [LIBRARIES[group].title, item.detail].filter(Boolean).join(' · '),
    to: LIBRARY_GROUPS[group].detail(item.id),
  };
}

/**
 * Finding a module or screen by what a person types: its name (闪屏), its pinyin initials (kp finds 开屏推荐), its whole
 * pinyin (kaiping), or its path (splashScreen, /operation/wm). Pure: the palette computes the keys once per module
 * list and ranks on every keystroke in the browser, with no call.
 */
import type { PinyinKeys } from './pinyinKeys';

/** One place the account may open: a menu entry, a module screen or a screen granted on its own. */
export interface ConsolePlace {
  path: string;
  title: string;
  /** The area it belongs to (理财 App), to tell apart modules of one name in two apps. */
  area: string;
}

export interface SearchablePlace extends ConsolePlace {
  keys: PinyinKeys;
}

/** Lower rank is better: what a person most likely meant first. */
const RANKS = {
  titleExact: 0,
  titleStart: 1,
  initialsStart: 2,
  titleContains: 3,
  spelledStart: 4,
  initialsContains: 5,
  spelledContains: 6,
  pathContains: 7,
} as const;

function rankOf(place: SearchablePlace, typed: string): number | null {
  const text = typed.trim().toLowerCase();
  if (text === '') return null;
  const title = place.title.toLowerCase();
  if (title === text) return RANKS.titleExact;
  if (title.startsWith(text)) return RANKS.titleStart;
  const letters = text.replace(/[^a-z0-9]/g, '');
  // Pinyin is typed as letters: text with Chinese in it never matches by pinyin.
  const asPinyin = letters !== '' && letters.length === text.replace(/\s/g, '').length;
  if (asPinyin && place.keys.initials.startsWith(letters)) return RANKS.initialsStart;
  if (title.includes(text)) return RANKS.titleContains;
  if (asPinyin && place.keys.spelled.startsWith(letters)) return RANKS.spelledStart;
  if (asPinyin && letters.length >= 2 && place.keys.initials.includes(letters)) return RANKS.initialsContains;
  if (asPinyin && letters.length >= 3 && place.keys.spelled.includes(letters)) return RANKS.spelledContains;
  if (place.path.toLowerCase().includes(text)) return RANKS.pathContains;
  return null;
}

/** The places matching `typed`, best first (then shorter names, then by path), at most `limit`. */
export function matchPlaces(places: readonly SearchablePlace[], typed: string, limit = 8): SearchablePlace[] {
  return places
    .flatMap((place) => {
      const rank = rankOf(place, typed);
      return rank === null ? [] : [{ place, rank }];
    })
    .sort((a, b) => a.rank - b.rank || a.place.title.length - b.place.title.length || a.place.path.localeCompare(b.place.path))
    .slice(0, limit)
    .map(({ place }) => place);
}

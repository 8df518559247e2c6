/**
 * The palette's server part: entries by title (the console service's `search/entries`) and articles, funds and managers by name (each
 * library's own search), asked once the typing pauses. Every answer is tagged with the round it belongs to, and an
 * answer of an older round is dropped: a slow reply to "开" never overwrites the reply to "开屏".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { consoleApi, failureMessage, unwrap, type SessionInfo } from 'shared-ui';
import { CONSOLE_SEARCH_API, libraryItemsPath, mayOpenPath, type EntryHit, type LibraryItem, type Paged } from 'shared-ui/contract';
import { useDebouncedValue } from '../permission/useDebouncedValue';
import { LIBRARY_GROUPS, entryItem, libraryItem, type LibraryGroupKey, type PaletteItem } from './paletteItems';

export const SEARCH_PAUSE_MS = 250;
export const ENTRY_PAGE_SIZE = 8;
export const LIBRARY_LIMIT = 5;

export type ServerGroupKey = 'entries' | LibraryGroupKey;

export type GroupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; items: PaletteItem[]; total: number }
  | { status: 'error'; message: string };

const LIBRARY_KEYS: readonly LibraryGroupKey[] = ['articles', 'funds', 'managers'];

/** The server groups this account is asked about: entries always, a library only when its detail screen opens. */
export function serverGroupsOf(session: SessionInfo): ServerGroupKey[] {
  return ['entries', ...LIBRARY_KEYS.filter((key) => mayOpenPath(session, LIBRARY_GROUPS[key].screen))];
}

async function ask(group: ServerGroupKey, text: string): Promise<{ items: PaletteItem[]; total: number }> {
  if (group === 'entries') {
    const page = await unwrap(consoleApi.get<Paged<EntryHit>>(CONSOLE_SEARCH_API.entries, { search: text, pageSize: ENTRY_PAGE_SIZE }));
    return { items: page.list.map(entryItem), total: page.total };
  }
  const items = await unwrap(consoleApi.get<LibraryItem[]>(libraryItemsPath(group), { search: text, limit: LIBRARY_LIMIT }));
  return { items: items.map((item) => libraryItem(group, item)), total: items.length };
}

export interface ServerSearch {
  groups: Partial<Record<ServerGroupKey, GroupState>>;
  /** Asks one group again (after 加载失败). */
  retry: (group: ServerGroupKey) => void;
}

export function useServerSearch(typed: string, session: SessionInfo): ServerSearch {
  const text = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  const [groups, setGroups] = useState<Partial<Record<ServerGroupKey, GroupState>>>({});
  /** Each group's latest round: an answer of an earlier one is dropped. */
  const rounds = useRef<Partial<Record<ServerGroupKey, number>>>({});
  const keys = serverGroupsOf(session).join(',');

  const run = useCallback(
    (asked: readonly ServerGroupKey[]) => {
      for (const group of asked) {
        const mine = (rounds.current[group] ?? 0) + 1;
        rounds.current[group] = mine;
        const settle = (state: GroupState) => {
          if (rounds.current[group] === mine) setGroups((prev) => ({ ...prev, [group]: state }));
        };
        if (text === '') {
          settle({ status: 'idle' });
          continue;
        }
        settle({ status: 'loading' });
        ask(group, text).then(
          (answer) => settle({ status: 'done', ...answer }),
          (error: unknown) => settle({ status: 'error', message: failureMessage(error) }),
        );
      }
    },
    [text],
  );

  useEffect(() => {
    run(keys.split(',') as ServerGroupKey[]);
  }, [run, keys]);

  const retry = useCallback((group: ServerGroupKey) => run([group]), [run]);
  // While the typing has not paused, what is shown belongs to older text: say it is being looked up.
  const typing = typed.trim() !== text && typed.trim() !== '';
  const shown = typing ? Object.fromEntries(keys.split(',').map((g) => [g, { status: 'loading' } as GroupState])) : groups;
  return { groups: shown, retry };
}

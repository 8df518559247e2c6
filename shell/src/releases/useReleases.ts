/**
 * 发布批次's calls (contract releases.ts), all the console service's: the list and one release read through
 * `consoleApi`, the check read on demand, every write through `consoleApiWrites`. One key root, so a write refreshes
 * the list and the open release at once.
 */
import { useQuery } from '@tanstack/react-query';
import { consoleApi, consoleApiWrites, unwrap } from 'shared-ui';
import { useScreenQuery } from 'shared-ui/components';
import {
  CONSOLE_SEARCH_API,
  RELEASE_API,
  type EntryHit,
  type Paged,
  type Release,
  type ReleaseAction,
  type ReleaseCheck,
  type ReleaseMove,
  type ReleaseSave,
} from 'shared-ui/contract';

export const releaseKeys = {
  all: ['releases'] as const,
  list: () => ['releases', 'list'] as const,
  detail: (id: number) => ['releases', 'detail', id] as const,
  entrySearch: (text: string) => ['releases', 'entrySearch', text] as const,
};

/** How many hits one search shows: a campaign's few entries are found by a word of their title. */
export const ENTRY_SEARCH_PAGE_SIZE = 20;

export const fetchRelease = (id: number) => unwrap(consoleApi.get<Release>(RELEASE_API.detail, { id }));

/** Every release, for the list on the left. */
export function useReleaseList() {
  return useScreenQuery({ queryKey: releaseKeys.list(), queryFn: () => unwrap(consoleApi.get<Release[]>(RELEASE_API.list)) });
}

/** One release with its entries where each stands now. */
export function useReleaseDetail(id: number) {
  return useQuery({ queryKey: releaseKeys.detail(id), queryFn: () => fetchRelease(id) });
}

/** The console's entry index, searched by title (empty text: nothing is asked, the server refuses it). */
export function useEntrySearch(text: string) {
  return useQuery({
    queryKey: releaseKeys.entrySearch(text),
    queryFn: () => unwrap(consoleApi.get<Paged<EntryHit>>(CONSOLE_SEARCH_API.entries, { search: text, pageSize: ENTRY_SEARCH_PAGE_SIZE })),
    enabled: text !== '',
  });
}

/** The writes and the on-demand check, each resolving to its answer's data or throwing the refusal (ApiError). */
export const releaseCalls = {
  check: (id: number) => unwrap(consoleApi.get<ReleaseCheck>(RELEASE_API.check, { id })),
  save: (body: ReleaseSave) => unwrap(consoleApiWrites.post<Release>(RELEASE_API.save, body)),
  remove: (body: ReleaseAction) => unwrap(consoleApiWrites.post<{ ids: number[] }>(RELEASE_API.delete, body)),
  publish: (body: ReleaseAction) => unwrap(consoleApiWrites.post<Release>(RELEASE_API.publish, body)),
  move: (body: ReleaseMove) => unwrap(consoleApiWrites.put<Release>(RELEASE_API.move, body)),
  cancel: (body: ReleaseAction) => unwrap(consoleApiWrites.put<Release>(RELEASE_API.cancel, body)),
  out: (body: ReleaseAction) => unwrap(consoleApiWrites.put<Release>(RELEASE_API.out, body)),
};

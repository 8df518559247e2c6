/**
 * The face every library's source shows (librarySources.ts builds them): a file of its own, so a source
 * (funds, managers, stocks, live entries) names the face without importing the module that imports it.
 */
import type { LibraryFilter, LibraryItem, LibraryKey } from 'shared-ui/contract';

/**
 * `filter`: the library's own filters a slot narrows it by (LibraryDef.filters, checked by the route); a source
 * without filters never receives one.
 */
export interface LibrarySource {
  /** The items of these keys that exist (and match `filter`), in the order asked. */
  byIds(keys: readonly string[], filter?: LibraryFilter): LibraryItem[];
  /** Items whose key or label contains `text` (all when blank) and match `filter`, best first, at most `limit`. */
  search(text: string, limit: number, filter?: LibraryFilter): LibraryItem[];
  /** What an edit list's entry says of each of these items (articles: spec §3's ArticleEntryFacts), by key. */
  entryFacts?(keys: readonly string[]): ReadonlyMap<string, Readonly<Record<string, string>>>;
}

export type LibrarySources = Partial<Record<LibraryKey, LibrarySource>>;

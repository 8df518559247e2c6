/**
 * The pickers' items (contract libraries.ts `library/{key}/items`), read through the spec's calls as the person asking
 * (libraryReaders.ts) and answered by search or by keys, with the slot's filter.
 *
 * A library read whole is kept for `ttlMs` (30 s) and shared by everyone the gate lets read it, so typing in a picker
 * asks the backend at most once per library in that time. It is dropped at once when a write under the library passes
 * through this server (a fund created here is found by the next keystroke), and a lookup that misses a key reads the
 * library again unless the copy is fresh (a key made on another copy of the server, or elsewhere, is found at once).
 * Without a write through this server, a search sees another copy's change within `ttlMs`.
 */
import {
  LIBRARIES,
  createCallMap,
  mayCall,
  aliasValue,
  libraryRecordsByIds,
  searchLibraryRecords,
  type CallMap,
  type LibraryFilter,
  type LibraryItem,
  type LibraryKey,
  type LibraryRecord,
  type ModuleDefinition,
  type PathHolder,
} from 'shared-ui/contract';
import type { BackendClient } from '../backendClient';
import { libraryReaders, type AskedReader, type LibraryReader, type WholeReader } from './libraryReaders';

/** A copy read less than this long ago is not read again for a key it misses: the key is simply not there. */
const MISS_REREAD_AFTER_MS = 2_000;
/** How many keys of a library looked up one by one (stocks) are asked at once. */
const PARALLEL = 8;
/**
 * How old a copy may be for naming picks in entries' titles (the entry index): a renamed article shows in titles
 * within this, and a schedule reading source after source does not read every library again each 30 s.
 */
export const LABEL_MAX_AGE_MS = 5 * 60_000;

interface Copy {
  records: LibraryRecord[];
  readAt: number;
}

export class LibraryItems {
  private readonly readers: Partial<Record<LibraryKey, LibraryReader>>;
  private readonly callMap: CallMap;
  private readonly copies = new Map<LibraryKey, Copy>();
  private readonly reading = new Map<LibraryKey, Promise<Copy>>();

  constructor(
    private readonly backend: BackendClient,
    modules: readonly ModuleDefinition[],
    private readonly ttlMs = 30_000,
    // The machine's clock, not a test's backend clock: how old a copy is, is a matter of real time.
    private readonly now: () => number = Date.now,
  ) {
    this.readers = libraryReaders(modules);
    this.callMap = createCallMap(modules);
  }

  /** The libraries served here (a live-entries library whose module is not among the console's has no reader). */
  served(): LibraryKey[] {
    return Object.keys(this.readers) as LibraryKey[];
  }

  /** May this account read the library: its own screens, or a module that picks from it (contract mayCall). */
  may(holder: PathHolder, key: LibraryKey): boolean {
    return mayCall(holder, { kind: 'owned', owners: LIBRARIES[key].owners, library: key }, this.callMap, 'GET');
  }

  /** Items whose key or label holds `text` (all when blank) and that match `filter`, best first, at most `limit`. */
  async search(cookie: string, key: LibraryKey, text: string, limit: number, filter: LibraryFilter): Promise<LibraryItem[]> {
    const reader = this.reader(key);
    if (reader.kind === 'asked') return (await reader.search(this.backend, cookie, text.trim())).slice(0, limit);
    return searchLibraryRecords((await this.copy(cookie, key, reader, this.ttlMs)).records, text, limit, filter);
  }

  /** The items of these keys (or values of the alias `by`) that exist and match `filter`, in the order asked. */
  async byIds(cookie: string, key: LibraryKey, keys: readonly string[], filter: LibraryFilter, by?: string): Promise<LibraryItem[]> {
    const reader = this.reader(key);
    const wanted = [...new Set(keys)];
    if (reader.kind === 'asked') return this.askEach(cookie, reader, wanted);
    const copy = await this.copy(cookie, key, reader, this.ttlMs);
    const known = new Set(copy.records.flatMap((record) => (by === undefined ? [record.item.id] : record.aliases?.[by] ?? [])));
    const missed = wanted.some((id) => !known.has(by === undefined ? id : aliasValue(id))) && this.now() - copy.readAt >= MISS_REREAD_AFTER_MS;
    return libraryRecordsByIds(missed ? (await this.copy(cookie, key, reader, 0)).records : copy.records, wanted, filter, by);
  }

  /**
   * The names of these keys, for entries' titles (the entry index, issue 44 item 6): from a copy up to
   * LABEL_MAX_AGE_MS old, read through `backend` (the index counts its calls). A key the library does not hold is
   * left out.
   */
  async labels(backend: BackendClient, cookie: string, key: LibraryKey, keys: readonly string[]): Promise<Map<string, string>> {
    const reader = this.reader(key);
    const wanted = [...new Set(keys)];
    const items = reader.kind === 'asked' ? await this.askEach(cookie, reader, wanted, backend) : libraryRecordsByIds((await this.copy(cookie, key, reader, LABEL_MAX_AGE_MS, backend)).records, wanted, {});
    return new Map(items.map((item) => [item.id, item.label]));
  }

  /** A write passed through under `path` (relative to the API prefix): the libraries it changes are read again. */
  wrote(path: string): void {
    for (const [key, reader] of Object.entries(this.readers) as [LibraryKey, LibraryReader][]) {
      if (reader.kind !== 'whole' || !reader.writesUnder.some((prefix) => path.startsWith(prefix))) continue;
      this.copies.delete(key);
      // A read under way may predate the write: it answers those waiting for it, and is not kept.
      this.reading.delete(key);
    }
  }

  private reader(key: LibraryKey): LibraryReader {
    const reader = this.readers[key];
    if (!reader) throw new Error(`没有资料库 ${key} 的读取方式`);
    return reader;
  }

  /** The library as read at most `maxAgeMs` ago; one read at a time per library, shared by whoever waits for it. */
  private async copy(cookie: string, key: LibraryKey, reader: WholeReader, maxAgeMs: number, backend = this.backend): Promise<Copy> {
    const kept = this.copies.get(key);
    if (kept && this.now() - kept.readAt < maxAgeMs) return kept;
    const under = this.reading.get(key);
    if (under) return under;
    const started = this.now();
    const read = reader
      .read(backend, cookie)
      .then((records) => {
        const copy = { records, readAt: started };
        if (this.reading.get(key) === read) this.copies.set(key, copy);
        return copy;
      })
      .finally(() => {
        if (this.reading.get(key) === read) this.reading.delete(key);
      });
    this.reading.set(key, read);
    return read;
  }

  private async askEach(cookie: string, reader: AskedReader, keys: readonly string[], backend = this.backend): Promise<LibraryItem[]> {
    const found = new Map<string, LibraryItem | null>();
    for (let i = 0; i < keys.length; i += PARALLEL) {
      const batch = keys.slice(i, i + PARALLEL);
      const items = await Promise.all(batch.map((key) => reader.lookup(backend, cookie, key)));
      batch.forEach((key, at) => found.set(key, items[at] ?? null));
    }
    return keys.flatMap((key) => found.get(key) ?? []);
  }
}

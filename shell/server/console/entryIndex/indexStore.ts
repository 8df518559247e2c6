/**
 * The entry index in the console store: the one writer and reader of `console_index_*`, on SQLite or PostgreSQL alike
 * (Kysely). A source's read replaces everything it held in one transaction, so a reader sees one read or the next,
 * never half of each; several copies of the shell's server share one index on PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';
import type { ConsoleDatabase, ConsoleIndexSourceTable } from '../store/consoleSchema';
import type { ConsoleStore } from '../store/openConsoleStore';
import type { SourceSnapshot } from './indexSources';

/** Rows per insert: well inside either database's limit on a statement's parameters. */
const CHUNK = 400;

export type SourceState = Pick<ConsoleIndexSourceTable, 'synced_at' | 'stale' | 'failure' | 'attempted_at'> & { longest: number; generation: number };

/** One indexed entry as the calendar reads it (times epoch ms). */
export interface WindowRow {
  source: string;
  entry_key: string;
  record_id: number;
  state: string;
  title: string;
  win_start: number;
  win_end: number | null;
  late: number;
  operators: string;
}

/** An entry as last read, whether it holds a time or not. */
export type IndexedRow = Omit<WindowRow, 'win_start'> & { win_start: number | null };

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export class IndexStore {
  constructor(
    private readonly db: Kysely<ConsoleDatabase>,
    /** The store's lock per key (across copies on PostgreSQL): two copies replacing one source take turns. */
    private readonly withLock: ConsoleStore['withLock'],
  ) {}

  /** Everything `source` holds is now `snapshot`, read from a read that began at `startedAt` and ended at `at`. */
  async replace(source: string, read: SourceSnapshot, startedAt: number, at: number): Promise<void> {
    // One row per entry: a list read while an entry moved from one list to the next can name it twice.
    const snapshot = { ...read, entries: [...new Map(read.entries.map((e) => [e.entryKey, e])).values()] };
    await this.withLock(`index:${source}`, () => this.replaceNow(source, snapshot, startedAt, at));
  }

  private async replaceNow(source: string, snapshot: SourceSnapshot, startedAt: number, at: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('console_index_entries').where('source', '=', source).execute();
      // The entries' picks go with them; the draft's with the draft (a source without drafts keeps none).
      await trx.deleteFrom('console_index_refs').where('source', '=', source).where('entry_key', 'is not', null).execute();
      const entryRefs = snapshot.entries.flatMap((e) => (e.refs ?? []).map((ref) => ({ source, entry_key: e.entryKey, library: ref.library, item_key: ref.key, field: ref.field, position: ref.position })));
      for (const part of chunks(entryRefs)) await trx.insertInto('console_index_refs').values(part).execute();
      for (const part of chunks(snapshot.entries)) {
        await trx
          .insertInto('console_index_entries')
          .values(
            part.map((e) => ({
              source,
              entry_key: e.entryKey,
              record_id: e.recordId,
              state: e.state,
              title: e.title,
              win_start: e.start,
              win_end: e.end,
              late: e.late ? 1 : 0,
              operators: e.operators.filter((name): name is string => typeof name === 'string' && name !== '').join('\n'),
            })),
          )
          .execute();
      }
      if (snapshot.draft !== undefined) {
        await trx.deleteFrom('console_index_drafts').where('source', '=', source).execute();
        await trx.deleteFrom('console_index_refs').where('source', '=', source).where('entry_key', 'is', null).execute();
        const { draft } = snapshot;
        if (draft) {
          await trx.insertInto('console_index_drafts').values({ source, title: draft.title, update_time: draft.updateTime, update_operator: draft.updateOperator }).execute();
          const refs = draft.refs.map((ref) => ({ source, entry_key: null, library: ref.library, item_key: ref.key, field: ref.field, position: ref.position }));
          for (const part of chunks(refs)) await trx.insertInto('console_index_refs').values(part).execute();
        }
      }
      if (snapshot.waiting !== undefined) {
        await trx.deleteFrom('console_index_waiting').where('source', '=', source).execute();
        for (const part of chunks(snapshot.waiting)) {
          await trx.insertInto('console_index_waiting').values(part.map((w) => ({ source, item_id: w.itemId, title: w.title, waiting: w.waiting, at: w.at }))).execute();
        }
      }
      // A write's mark made after this read began stays: the read may have missed that write.
      const longest = snapshot.entries.reduce((max, e) => (e.start !== null && e.end !== null && e.end - e.start > max ? e.end - e.start : max), 0);
      await trx
        .insertInto('console_index_sources')
        .values({ source, synced_at: at, stale: 0, failure: null, attempted_at: at, longest, generation: 1 })
        .onConflict((oc) =>
          oc.column('source').doUpdateSet({
            synced_at: at,
            failure: null,
            attempted_at: at,
            longest,
            generation: sql<number>`console_index_sources.generation + 1`,
            stale: sql<number>`CASE WHEN console_index_sources.stale > ${startedAt} THEN console_index_sources.stale ELSE 0 END`,
          }),
        )
        .execute();
    });
  }

  /** A write through this console changed these sources at `at`: read them again before answering from them. */
  async markStale(sources: readonly string[], at: number): Promise<void> {
    for (const source of sources) {
      await this.db
        .insertInto('console_index_sources')
        .values({ source, synced_at: 0, stale: at, failure: null, attempted_at: 0 })
        .onConflict((oc) => oc.column('source').doUpdateSet({ stale: at }))
        .execute();
    }
  }

  /**
   * Everything read before is to be read again before it is answered from (the shell's server starting: the backend
   * may have changed, or be another one, while it was down). What it holds still answers while the reads run.
   */
  async markAllStale(at: number): Promise<void> {
    await this.db.updateTable('console_index_sources').set({ stale: at }).execute();
  }

  /** The last read of `source` failed: what the backend said, kept to show (what it held stays). */
  async failed(source: string, failure: string, at: number): Promise<void> {
    await this.db
      .insertInto('console_index_sources')
      .values({ source, synced_at: 0, stale: 0, failure, attempted_at: at })
      .onConflict((oc) => oc.column('source').doUpdateSet({ failure, attempted_at: at }))
      .execute();
  }

  async states(): Promise<Map<string, SourceState>> {
    const rows = await this.db.selectFrom('console_index_sources').select(['source', 'synced_at', 'stale', 'failure', 'attempted_at', 'longest', 'generation']).execute();
    return new Map(
      rows.map((row) => [
        row.source,
        { synced_at: Number(row.synced_at), stale: Number(row.stale), failure: row.failure, attempted_at: Number(row.attempted_at), longest: Number(row.longest), generation: Number(row.generation) },
      ]),
    );
  }

  /** These entries of one source as last read, with or without a time (a release's entries: where each stands). */
  async entriesOf(source: string, recordIds: readonly number[]): Promise<IndexedRow[]> {
    if (recordIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('console_index_entries')
      .select(['source', 'entry_key', 'record_id', 'state', 'title', 'win_start', 'win_end', 'late', 'operators'])
      .where('source', '=', source)
      .where('entry_key', 'in', recordIds.map(String))
      .execute();
    return rows as IndexedRow[];
  }

  /** Every entry of one source that has a start, by start (the calendar keeps them in memory per generation). */
  async sourceWindows(source: string): Promise<WindowRow[]> {
    const rows = await this.db
      .selectFrom('console_index_entries')
      .select(['source', 'entry_key', 'record_id', 'state', 'title', 'win_start', 'win_end', 'late', 'operators'])
      .where('source', '=', source)
      .where('win_start', 'is not', null)
      .orderBy('win_start')
      .execute();
    return rows as WindowRow[];
  }

  /**
   * The sources among `states` holding an entry whose go-live (a scheduled entry's start) or end passed since the
   * source was read: what the backend shows of them has moved on by itself.
   */
  async pastDue(states: ReadonlyMap<string, number>, now: number): Promise<Set<string>> {
    if (states.size === 0) return new Set();
    const since = Math.min(...states.values());
    // By time alone (the sources are picked below): the range since the oldest read is small; a list of sources is not.
    const moved = (column: 'win_start' | 'win_end', inStates: readonly string[]) =>
      this.db.selectFrom('console_index_entries').select(['source', column]).where(column, '>', since).where(column, '<=', now).where('state', 'in', inStates).execute();
    const rows = [
      ...(await moved('win_start', ['scheduled'])).map((row) => ({ source: row.source, at: Number(row.win_start) })),
      ...(await moved('win_end', ['scheduled', 'live'])).map((row) => ({ source: row.source, at: Number(row.win_end) })),
    ];
    return new Set(rows.filter((row) => states.has(row.source) && row.at > (states.get(row.source) ?? now)).map((row) => row.source));
  }

  /** What the entries of one source (not its draft) pick from these libraries. */
  async sourcePicks(source: string, libraries: readonly string[]): Promise<{ entry_key: string; library: string; item_key: string; field: string }[]> {
    if (libraries.length === 0) return [];
    const rows = await this.db
      .selectFrom('console_index_refs')
      .select(['entry_key', 'library', 'item_key', 'field'])
      .where('source', '=', source)
      .where('entry_key', 'is not', null)
      .where('library', 'in', libraries)
      .execute();
    return rows.flatMap((row) => (row.entry_key === null ? [] : [{ ...row, entry_key: row.entry_key }]));
  }

  /**
   * One page of the entries of these sources whose title contains `text` (ASCII case-blind; `%`, `_` and `\\` are
   * text), best first: the title equal to it, then starting with it, then the rest; live before scheduled before
   * pre-published; newest first. With their full count.
   */
  async searchTitles(text: string, sources: readonly string[], limit: number, offset: number): Promise<{ total: number; list: { source: string; record_id: number; state: string; title: string }[] }> {
    if (sources.length === 0) return { total: 0, list: [] };
    const needle = text.trim().toLowerCase();
    const literal = needle.replace(/[\\%_]/g, (c) => `\\${c}`);
    const matching = this.db
      .selectFrom('console_index_entries')
      .where('source', 'in', sources)
      .where(sql<boolean>`lower(title) like ${`%${literal}%`} escape '\\'`);
    const counted = await matching.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    const list = await matching
      .select(['source', 'record_id', 'state', 'title'])
      .orderBy(sql`case when lower(title) = ${needle} then 0 when lower(title) like ${`${literal}%`} escape '\\' then 1 else 2 end`)
      .orderBy(sql`case state when 'live' then 0 when 'scheduled' then 1 else 2 end`)
      .orderBy('record_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { total: Number(counted?.n ?? 0), list };
  }

  /** Every place an item of `library` sits: an entry (with its state and id) or a module's saved draft (`entry_key` null). */
  async usesOf(library: string, itemKey: string): Promise<{ source: string; entry_key: string | null; record_id: number | null; state: string | null }[]> {
    return this.db
      .selectFrom('console_index_refs as r')
      .leftJoin('console_index_entries as e', (join) => join.onRef('e.source', '=', 'r.source').onRef('e.entry_key', '=', 'r.entry_key'))
      .select(['r.source', 'r.entry_key', 'e.record_id', 'e.state'])
      .where('r.library', '=', library)
      .where('r.item_key', '=', itemKey)
      .execute();
  }

  /** Saved drafts `account` wrote last, newest first. */
  async draftsOf(account: string): Promise<{ source: string; title: string; update_time: number }[]> {
    const rows = await this.db.selectFrom('console_index_drafts').select(['source', 'title', 'update_time']).where('update_operator', '=', account).orderBy('update_time', 'desc').execute();
    return rows.map((row) => ({ ...row, update_time: Number(row.update_time) }));
  }

  async waiting(sources: readonly string[]): Promise<{ source: string; item_id: number; title: string; waiting: string; at: number }[]> {
    if (sources.length === 0) return [];
    const rows = await this.db.selectFrom('console_index_waiting').selectAll().where('source', 'in', sources).orderBy('at').execute();
    return rows.map((row) => ({ ...row, item_id: Number(row.item_id), at: Number(row.at) }));
  }
}

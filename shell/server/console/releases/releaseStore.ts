/**
 * The releases' own rows in the console store (console_releases, console_release_entries): a release's name, time,
 * state and version, and which entries it holds. What each entry is and where it stands is the backend's, read
 * through the spec's calls and the entry index; the title kept here is only what the entry was called when last seen.
 */
import type { Kysely } from 'kysely';
import type { ReleaseState } from 'shared-ui/contract';
import type { ConsoleDatabase } from '../store/consoleSchema';

export interface StoredEntry {
  module: string;
  recordId: number;
  title: string;
}

export interface StoredRelease {
  id: number;
  name: string;
  pushTime: number;
  note: string;
  owner: string;
  state: ReleaseState;
  version: number;
  updateTime: number;
  updateOperator: string;
  stopped: string | null;
  entries: StoredEntry[];
}

/** What a save sets; the rest (owner, state, version) the store keeps. */
export interface ReleaseFields {
  name: string;
  pushTime: number;
  note: string;
  entries: readonly StoredEntry[];
}

/** What a save would set is what the release holds: its name, time, note and entries in order (titles are read, not set). */
export function sameFields(release: StoredRelease, fields: ReleaseFields): boolean {
  const sameEntries =
    release.entries.length === fields.entries.length &&
    release.entries.every((entry, i) => entry.module === fields.entries[i]?.module && entry.recordId === fields.entries[i]?.recordId);
  return release.name === fields.name && release.pushTime === fields.pushTime && release.note === fields.note && sameEntries;
}

type ReleaseRow = Omit<ConsoleDatabase['console_releases'], 'id'> & { id: number };

export class ReleaseStore {
  constructor(private readonly db: Kysely<ConsoleDatabase>) {}

  async get(id: number): Promise<StoredRelease | null> {
    const row = await this.db.selectFrom('console_releases').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    return toRelease(row as ReleaseRow, (await this.entriesOf([id])).get(id) ?? []);
  }

  /** Every release, the latest time first (a handful a month: the list is small). */
  async all(): Promise<StoredRelease[]> {
    const rows = (await this.db.selectFrom('console_releases').selectAll().orderBy('push_time', 'desc').orderBy('id', 'desc').execute()) as ReleaseRow[];
    const entries = await this.entriesOf(rows.map((row) => row.id));
    return rows.map((row) => toRelease(row, entries.get(row.id) ?? []));
  }

  /** The releases whose time falls in [start, end) (the calendar's bars, home's next 24 hours). */
  async between(start: number, end: number): Promise<StoredRelease[]> {
    const rows = (await this.db.selectFrom('console_releases').selectAll().where('push_time', '>=', start).where('push_time', '<', end).orderBy('push_time').orderBy('id').execute()) as ReleaseRow[];
    const entries = await this.entriesOf(rows.map((row) => row.id));
    return rows.map((row) => toRelease(row, entries.get(row.id) ?? []));
  }

  /** The release other than `except` holding this entry while it is not taken off shelf, if any. */
  async holding(module: string, recordId: number, except: number | null): Promise<{ id: number; name: string } | null> {
    let query = this.db
      .selectFrom('console_release_entries')
      .innerJoin('console_releases', 'console_releases.id', 'console_release_entries.release_id')
      .select(['console_releases.id as id', 'console_releases.name as name'])
      .where('console_release_entries.module_key', '=', module)
      .where('console_release_entries.record_id', '=', recordId)
      .where('console_releases.state', '!=', 'offShelf');
    if (except !== null) query = query.where('console_releases.id', '!=', except);
    const row = await query.executeTakeFirst();
    return row ? { id: Number(row.id), name: row.name } : null;
  }

  async create(fields: ReleaseFields, who: string, at: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('console_releases')
        .values({ name: fields.name, push_time: fields.pushTime, note: fields.note, owner: who, state: 'draft', version: 1, update_time: at, update_operator: who, stopped: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      await writeEntries(trx, id, fields.entries);
      return id;
    });
  }

  /** Replaces a release's fields and entries and raises its version. */
  async update(id: number, fields: ReleaseFields, who: string, at: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('console_releases')
        .set((eb) => ({ name: fields.name, push_time: fields.pushTime, note: fields.note, version: eb('version', '+', 1), update_time: at, update_operator: who }))
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('console_release_entries').where('release_id', '=', id).execute();
      await writeEntries(trx, id, fields.entries);
    });
  }

  /** A scheduling step's outcome: the state, the time every entry now holds, and what stopped it (null: nothing). */
  async settle(id: number, change: { state: ReleaseState; pushTime?: number; stopped: string | null }, who: string, at: number): Promise<void> {
    await this.db
      .updateTable('console_releases')
      .set((eb) => ({ state: change.state, stopped: change.stopped, ...(change.pushTime === undefined ? {} : { push_time: change.pushTime }), version: eb('version', '+', 1), update_time: at, update_operator: who }))
      .where('id', '=', id)
      .execute();
  }

  /** The names its entries were last seen under, where they changed (no new version: nothing a person changed). */
  async retitle(id: number, titles: ReadonlyMap<string, string>): Promise<void> {
    for (const [key, title] of titles) {
      const [module, recordId] = splitKey(key);
      await this.db.updateTable('console_release_entries').set({ title }).where('release_id', '=', id).where('module_key', '=', module).where('record_id', '=', recordId).execute();
    }
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('console_release_entries').where('release_id', '=', id).execute();
      await trx.deleteFrom('console_releases').where('id', '=', id).execute();
    });
  }

  private async entriesOf(ids: readonly number[]): Promise<Map<number, StoredEntry[]>> {
    const out = new Map<number, StoredEntry[]>();
    if (ids.length === 0) return out;
    const rows = await this.db.selectFrom('console_release_entries').selectAll().where('release_id', 'in', ids).orderBy('release_id').orderBy('position').execute();
    for (const row of rows) {
      const list = out.get(Number(row.release_id)) ?? [];
      list.push({ module: row.module_key, recordId: Number(row.record_id), title: row.title });
      out.set(Number(row.release_id), list);
    }
    return out;
  }
}

/** An entry's key within a release: its module and id. */
export const entryKey = (entry: { module: string; recordId: number }): string => `${entry.module}#${String(entry.recordId)}`;

function splitKey(key: string): [string, number] {
  const at = key.lastIndexOf('#');
  return [key.slice(0, at), Number(key.slice(at + 1))];
}

async function writeEntries(trx: Kysely<ConsoleDatabase>, id: number, entries: readonly StoredEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('console_release_entries')
    .values(entries.map((entry, position) => ({ release_id: id, position, module_key: entry.module, record_id: entry.recordId, title: entry.title })))
    .execute();
}

function toRelease(row: ReleaseRow, entries: StoredEntry[]): StoredRelease {
  return {
    id: Number(row.id),
    name: row.name,
    pushTime: Number(row.push_time),
    note: row.note,
    owner: row.owner,
    state: row.state as ReleaseState,
    version: Number(row.version),
    updateTime: Number(row.update_time),
    updateOperator: row.update_operator,
    stopped: row.stopped,
    entries,
  };
}

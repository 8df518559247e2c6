import type Database from 'better-sqlite3';
import type { H5HistoryEntry, H5LiveFile, H5PrepublishEntry } from 'shared-ui/contract';
import { allWithIds, sqlParamList } from './treeRepository';

/** The contract's shapes as SQLite keeps them: times as epoch ms, and what the answers leave out. */
export type PrepublishRow = Omit<H5PrepublishEntry, 'pre_time' | 'push_time'> & { pre_time: number; push_time: number | null };

export type PublicationRow = Pick<H5LiveFile, 'id' | 'file_id' | 'path' | 'sha256' | 'size' | 'git_id' | 'push_operator'> & {
  state: 'live' | 'superseded' | 'revoked';
  pre_operator: string | null;
  pre_time: number | null;
  push_time: number;
};

export type HistoryRow = Pick<H5HistoryEntry, 'id' | 'action' | 'path' | 'git_id' | 'sha256' | 'operator' | 'pre_operator' | 'late'> & {
  time: number;
  pre_time: number | null;
  restored_git_id: string | null;
  restored_sha256: string | null;
};

/** A file's bytes and version when pre-published, then who pre-published and pushed it when: entries and versions alike. */
const SNAPSHOT_COLUMNS = ['file_id', 'path', 'sha256', 'size', 'git_id'] as const;
const STAMP_COLUMNS = ['pre_operator', 'pre_time', 'push_operator', 'push_time'] as const;
const ENTRY_COLUMNS = [...SNAPSHOT_COLUMNS, 'status', ...STAMP_COLUMNS] as const satisfies readonly (keyof PrepublishRow)[];
const PUBLICATION_COLUMNS = [...SNAPSHOT_COLUMNS, 'state', ...STAMP_COLUMNS] as const satisfies readonly (keyof PublicationRow)[];
const HISTORY_COLUMNS = [
  'action', 'path', 'git_id', 'sha256', 'operator', 'time', 'pre_operator', 'pre_time', 'restored_git_id', 'restored_sha256', 'late',
] as const satisfies readonly (keyof HistoryRow)[];

export interface PageRequest {
  limit: number;
  offset: number;
  /** Matched as a substring of the path, git id or operator; '' matches everything. */
  search: string;
}

/** `instr` rather than LIKE: names may hold % and _, which LIKE would read as wildcards. */
const SEARCH = (columns: readonly string[]) => `(@search = '' OR ${columns.map((c) => `instr(${c}, @search) > 0`).join(' OR ')})`;

/**
 * The SQL of pre-publishing, publishing and history. State changes are conditional UPDATEs (`… AND status = …`),
 * so of two callers acting on one entry exactly one sees its change applied.
 */
export class ReleaseRepository {
  constructor(private readonly db: Database.Database) {}

  // ── pre-publish entries ────────────────────────────────────────────────────────────────────────────────────────
  entry(id: number): PrepublishRow | undefined {
    return this.db.prepare<[number], PrepublishRow>('SELECT * FROM h5_prepublish WHERE id = ?').get(id);
  }

  entriesOfFiles(fileIds: readonly number[]): PrepublishRow[] {
    return allWithIds<PrepublishRow>(this.db, (ids) => `SELECT * FROM h5_prepublish WHERE file_id IN (${ids}) ORDER BY id`, fileIds);
  }

  insertEntry(entry: Omit<PrepublishRow, 'id'>): number {
    return this.insert('h5_prepublish', ENTRY_COLUMNS, entry);
  }

  schedule(id: number, operator: string, pushTime: number): boolean {
    return (
      this.db
        .prepare(`UPDATE h5_prepublish SET status = 'scheduled', push_operator = ?, push_time = ? WHERE id = ? AND status = 'waiting'`)
        .run(operator, pushTime, id).changes === 1
    );
  }

  deleteEntry(id: number, from?: PrepublishRow['status']): boolean {
    const sql = `DELETE FROM h5_prepublish WHERE id = ?${from ? ' AND status = ?' : ''}`;
    return this.db.prepare(sql).run(...(from ? [id, from] : [id])).changes === 1;
  }

  /** A scheduled entry of `path` going live at exactly `pushTime`, other than `excludeIds`. */
  scheduledAt(path: string, pushTime: number, excludeIds: readonly number[]): PrepublishRow | undefined {
    return this.db
      .prepare<unknown[], PrepublishRow>(
        `SELECT * FROM h5_prepublish WHERE path = ? AND status = 'scheduled' AND push_time = ?
         AND id NOT IN (${sqlParamList(Math.max(excludeIds.length, 1))}) ORDER BY id LIMIT 1`,
      )
      // An empty NOT IN list reads oddly; ids are positive, so 0 excludes nothing.
      .get(path, pushTime, ...(excludeIds.length > 0 ? excludeIds : [0]));
  }

  /** Waiting or scheduled entries whose path is under `folderPath` (all depths). */
  pendingUnder(folderPath: string): number {
    const prefix = `${folderPath}/`;
    return (
      this.db.prepare<[number, string], { n: number }>('SELECT COUNT(*) AS n FROM h5_prepublish WHERE substr(path, 1, ?) = ?').get(prefix.length, prefix)
        ?.n ?? 0
    );
  }

  due(now: number): PrepublishRow[] {
    return this.db
      .prepare<[number], PrepublishRow>(`SELECT * FROM h5_prepublish WHERE status = 'scheduled' AND push_time <= ? ORDER BY push_time, id`)
      .all(now);
  }

  scheduledInOrder(): PrepublishRow[] {
    return this.db.prepare<[], PrepublishRow>(`SELECT * FROM h5_prepublish WHERE status = 'scheduled' ORDER BY push_time, id`).all();
  }

  /** `order`: this server's own SQL (db/listOrder), never request text; newest first by default. */
  entryPage(page: PageRequest, order = 'id DESC'): { rows: PrepublishRow[]; total: number } {
    const where = SEARCH(['path', 'git_id', 'pre_operator']);
    return this.paged('h5_prepublish', where, order, page);
  }

  // ── live versions ──────────────────────────────────────────────────────────────────────────────────────────────
  publication(id: number): PublicationRow | undefined {
    return this.db.prepare<[number], PublicationRow>('SELECT * FROM h5_publications WHERE id = ?').get(id);
  }

  liveAt(path: string): PublicationRow | undefined {
    return this.db.prepare<[string], PublicationRow>(`SELECT * FROM h5_publications WHERE path = ? AND state = 'live'`).get(path);
  }

  liveOfFiles(fileIds: readonly number[]): PublicationRow[] {
    return allWithIds<PublicationRow>(this.db, (ids) => `SELECT * FROM h5_publications WHERE state = 'live' AND file_id IN (${ids})`, fileIds);
  }

  /** Live versions whose path is under `folderPath` (all depths), newest publish first. */
  liveUnder(folderPath: string): PublicationRow[] {
    const prefix = `${folderPath}/`;
    return this.db
      .prepare<[number, string], PublicationRow>(
        `SELECT * FROM h5_publications WHERE state = 'live' AND substr(path, 1, ?) = ? ORDER BY push_time DESC, id DESC`,
      )
      .all(prefix.length, prefix);
  }

  /** How many earlier versions a revoke of the live version at `path` could go back to. */
  supersededCount(path: string): number {
    return this.db.prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM h5_publications WHERE path = ? AND state = 'superseded'`).get(path)?.n ?? 0;
  }

  latestSuperseded(path: string): PublicationRow | undefined {
    return this.db
      .prepare<[string], PublicationRow>(`SELECT * FROM h5_publications WHERE path = ? AND state = 'superseded' ORDER BY id DESC LIMIT 1`)
      .get(path);
  }

  insertPublication(row: Omit<PublicationRow, 'id'>): number {
    return this.insert('h5_publications', PUBLICATION_COLUMNS, row);
  }

  setState(id: number, from: PublicationRow['state'], to: PublicationRow['state']): boolean {
    return this.db.prepare('UPDATE h5_publications SET state = ? WHERE id = ? AND state = ?').run(to, id, from).changes === 1;
  }

  livePage(page: PageRequest, order = 'id DESC'): { rows: PublicationRow[]; total: number } {
    return this.paged('h5_publications', `state = 'live' AND ${SEARCH(['path', 'git_id', 'push_operator'])}`, order, page);
  }

  // ── history ────────────────────────────────────────────────────────────────────────────────────────────────────
  insertHistory(row: Omit<HistoryRow, 'id'>): number {
    return this.insert('h5_history', HISTORY_COLUMNS, row);
  }

  historyPage(page: PageRequest, order = 'time DESC, id DESC'): { rows: HistoryRow[]; total: number } {
    return this.paged('h5_history', SEARCH(['path', 'git_id', 'operator']), order, page);
  }

  /** Bytes still needed: a waiting or scheduled entry's, or a version that is live or may come back by a revoke. */
  usesBlob(sha256: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM h5_prepublish WHERE sha256 = ? LIMIT 1').get(sha256) !== undefined ||
      this.db.prepare(`SELECT 1 FROM h5_publications WHERE sha256 = ? AND state <> 'revoked' LIMIT 1`).get(sha256) !== undefined
    );
  }

  /** Table and columns are this file's own constants; the row's values travel as named parameters. */
  private insert<R extends object>(table: string, columns: readonly (keyof R & string)[], row: R): number {
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
    return Number(this.db.prepare(sql).run(row).lastInsertRowid);
  }

  /** Table, WHERE and ORDER BY are this file's own constants; only the search and paging travel as parameters. */
  private paged<R>(table: string, where: string, order: string, page: PageRequest): { rows: R[]; total: number } {
    const params = { search: page.search, limit: page.limit, offset: page.offset };
    const rows = this.db.prepare<[typeof params], R>(`SELECT * FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`).all(params);
    const total = this.db.prepare<[{ search: string }], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get({ search: page.search })?.n ?? 0;
    return { rows, total };
  }
}

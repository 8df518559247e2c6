import type Database from 'better-sqlite3';
import { sqlParamList } from './treeRepository';

export interface PrepublishRow {
  id: number;
  file_id: number;
  path: string;
  sha256: string;
  size: number;
  git_id: string;
  status: 'waiting' | 'scheduled';
  pre_operator: string;
  pre_time: number;
  push_operator: string | null;
  push_time: number | null;
}

export interface PublicationRow {
  id: number;
  file_id: number;
  path: string;
  sha256: string;
  size: number;
  git_id: string;
  state: 'live' | 'superseded' | 'revoked';
  pre_operator: string | null;
  pre_time: number | null;
  push_operator: string;
  push_time: number;
}

export interface HistoryRow {
  id: number;
  action: 'publish' | 'revoke';
  path: string;
  git_id: string;
  sha256: string;
  operator: string;
  time: number;
  pre_operator: string | null;
  pre_time: number | null;
  restored_git_id: string | null;
  restored_sha256: string | null;
  late: 0 | 1;
}

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
    if (fileIds.length === 0) return [];
    return this.db
      .prepare<unknown[], PrepublishRow>(`SELECT * FROM h5_prepublish WHERE file_id IN (${sqlParamList(fileIds.length)}) ORDER BY id`)
      .all(...fileIds);
  }

  insertEntry(entry: Omit<PrepublishRow, 'id'>): number {
    const result = this.db
      .prepare(
        `INSERT INTO h5_prepublish (file_id, path, sha256, size, git_id, status, pre_operator, pre_time, push_operator, push_time)
         VALUES (@file_id, @path, @sha256, @size, @git_id, @status, @pre_operator, @pre_time, @push_operator, @push_time)`,
      )
      .run(entry);
    return Number(result.lastInsertRowid);
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

  entryPage(page: PageRequest): { rows: PrepublishRow[]; total: number } {
    const where = SEARCH(['path', 'git_id', 'pre_operator']);
    return this.paged('h5_prepublish', where, 'id DESC', page);
  }

  // ── live versions ──────────────────────────────────────────────────────────────────────────────────────────────
  publication(id: number): PublicationRow | undefined {
    return this.db.prepare<[number], PublicationRow>('SELECT * FROM h5_publications WHERE id = ?').get(id);
  }

  liveAt(path: string): PublicationRow | undefined {
    return this.db.prepare<[string], PublicationRow>(`SELECT * FROM h5_publications WHERE path = ? AND state = 'live'`).get(path);
  }

  liveOfFiles(fileIds: readonly number[]): PublicationRow[] {
    if (fileIds.length === 0) return [];
    return this.db
      .prepare<unknown[], PublicationRow>(
        `SELECT * FROM h5_publications WHERE state = 'live' AND file_id IN (${sqlParamList(fileIds.length)})`,
      )
      .all(...fileIds);
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
    const result = this.db
      .prepare(
        `INSERT INTO h5_publications (file_id, path, sha256, size, git_id, state, pre_operator, pre_time, push_operator, push_time)
         VALUES (@file_id, @path, @sha256, @size, @git_id, @state, @pre_operator, @pre_time, @push_operator, @push_time)`,
      )
      .run(row);
    return Number(result.lastInsertRowid);
  }

  setState(id: number, from: PublicationRow['state'], to: PublicationRow['state']): boolean {
    return this.db.prepare('UPDATE h5_publications SET state = ? WHERE id = ? AND state = ?').run(to, id, from).changes === 1;
  }

  livePage(page: PageRequest): { rows: PublicationRow[]; total: number } {
    return this.paged('h5_publications', `state = 'live' AND ${SEARCH(['path', 'git_id', 'push_operator'])}`, 'id DESC', page);
  }

  // ── history ────────────────────────────────────────────────────────────────────────────────────────────────────
  insertHistory(row: Omit<HistoryRow, 'id'>): number {
    const result = this.db
      .prepare(
        `INSERT INTO h5_history (action, path, git_id, sha256, operator, time, pre_operator, pre_time, restored_git_id, restored_sha256, late)
         VALUES (@action, @path, @git_id, @sha256, @operator, @time, @pre_operator, @pre_time, @restored_git_id, @restored_sha256, @late)`,
      )
      .run(row);
    return Number(result.lastInsertRowid);
  }

  historyPage(page: PageRequest): { rows: HistoryRow[]; total: number } {
    return this.paged('h5_history', SEARCH(['path', 'git_id', 'operator']), 'time DESC, id DESC', page);
  }

  /** Bytes still needed: a waiting or scheduled entry's, or a version that is live or may come back by a revoke. */
  usesBlob(sha256: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM h5_prepublish WHERE sha256 = ? LIMIT 1').get(sha256) !== undefined ||
      this.db.prepare(`SELECT 1 FROM h5_publications WHERE sha256 = ? AND state <> 'revoked' LIMIT 1`).get(sha256) !== undefined
    );
  }

  /** Table, WHERE and ORDER BY are this file's own constants; only the search and paging travel as parameters. */
  private paged<R>(table: string, where: string, order: string, page: PageRequest): { rows: R[]; total: number } {
    const params = { search: page.search, limit: page.limit, offset: page.offset };
    const rows = this.db.prepare<[typeof params], R>(`SELECT * FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`).all(params);
    const total = this.db.prepare<[{ search: string }], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get({ search: page.search })?.n ?? 0;
    return { rows, total };
  }
}

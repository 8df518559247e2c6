/**
 * The entries' title index (issue 33: search across the console): one row per workflow record, its title as the
 * module's list names it (contract `entryTitle`), in an FTS5 table with the trigram tokenizer, so "which entries'
 * titles contain 春节" is answered from the index, not by reading every record's JSON values.
 *
 * Written with the record in the same transaction (WorkflowStore names the entry by `titleOf`, stores the name in
 * the record's `title` column — the calendar reads it there — and calls `write` from its insert and update, `remove`
 * from its delete) and rebuilt from the records at start (a module whose naming fields changed is named and indexed as
 * the code reads it today; a database from before the index gains it). It is derived data, so it is created here when
 * missing rather than by a numbered migration.
 *
 * Text of three characters or more is matched through the trigram index (a phrase query: a substring, case-blind);
 * one or two characters (a Chinese word is often two) scan the title table alone — a few dozen bytes a row — never
 * the records.
 */
import { entryTitle, type ModuleDefinition, type ModuleValues, type WorkflowStatus } from 'shared-ui/contract';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/openDatabase';

/** One entry found, before the module's words are added. */
export interface TitleMatch {
  id: number;
  module_key: string;
  status: WorkflowStatus;
  title: string;
}

export interface TitleSearch {
  text: string;
  /** The modules the caller may open; `null` = every module. */
  moduleKeys: readonly string[] | null;
  limit: number;
  offset: number;
}

/** FTS5's trigram tokenizer needs three characters to use its index. */
const TRIGRAM = 3;

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export class EntryTitleIndex {
  private readonly modules: ReadonlyMap<string, ModuleDefinition>;
  private readonly statements: { insert: Statement<[number, string]>; delete: Statement<[number]> };

  constructor(
    private readonly db: Db,
    modules: readonly ModuleDefinition[],
  ) {
    this.modules = new Map(modules.map((m) => [m.key, m]));
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS entry_titles USING fts5(title, tokenize = 'trigram')`);
    // Prepared once: every write of a record writes its title.
    this.statements = {
      insert: db.prepare<[number, string]>('INSERT INTO entry_titles (rowid, title) VALUES (?, ?)'),
      delete: db.prepare<[number]>('DELETE FROM entry_titles WHERE rowid = ?'),
    };
  }

  /** What the entry's values name it (values as stored: the JSON this server wrote); '' when nothing in them has text. */
  titleOf(moduleKey: string, fieldValues: string): string {
    const def = this.modules.get(moduleKey);
    return def ? entryTitle(def, JSON.parse(fieldValues) as ModuleValues) : '';
  }

  /** Replaces the entry's title in the index by `title` (its `titleOf`). */
  write(recordId: number, title: string): void {
    this.remove(recordId);
    if (title !== '') this.statements.insert.run(recordId, title);
  }

  remove(recordId: number): void {
    this.statements.delete.run(recordId);
  }

  /** Every record's title again, from the stored values (at start-up): in its `title` column where it changed, and indexed. */
  rebuild(): void {
    const rows = this.db
      .prepare<[], { id: number; module_key: string; field_values: string; title: string | null }>('SELECT id, module_key, field_values, title FROM workflow_records')
      .all();
    const setTitle = this.db.prepare('UPDATE workflow_records SET title = ? WHERE id = ?');
    this.db.transaction(() => {
      this.db.exec('DELETE FROM entry_titles');
      for (const row of rows) {
        const title = this.titleOf(row.module_key, row.field_values);
        if (title !== row.title) setTitle.run(title, row.id);
        if (title !== '') this.statements.insert.run(row.id, title);
      }
    })();
  }

  /** One page of the entries whose title contains `text` among `moduleKeys`, best first, and how many there are. */
  search({ text, moduleKeys, limit, offset }: TitleSearch): { total: number; list: TitleMatch[] } {
    if (moduleKeys !== null && moduleKeys.length === 0) return { total: 0, list: [] };
    const needle = text.trim();
    const matches =
      [...needle].length >= TRIGRAM
        ? // A phrase of the text's trigrams: the titles containing it (a double quote inside is doubled).
          { sql: 'entry_titles MATCH ?', params: [`"${needle.replace(/"/g, '""')}"`] }
        : { sql: 'instr(lower(t.title), lower(?)) > 0', params: [needle] };
    const inModules = moduleKeys === null ? { sql: '', params: [] } : { sql: `AND w.module_key IN (${marks(moduleKeys.length)})`, params: moduleKeys };
    const from = `FROM entry_titles t JOIN workflow_records w ON w.id = t.rowid WHERE ${matches.sql} ${inModules.sql}`;
    const params = [...matches.params, ...inModules.params];
    const total = this.db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n ${from}`).get(...params)?.n ?? 0;
    const list = this.db
      .prepare<unknown[], TitleMatch>(
        `SELECT w.id, w.module_key, w.status, t.title ${from}
         ORDER BY CASE WHEN lower(t.title) = lower(?) THEN 0 WHEN instr(lower(t.title), lower(?)) = 1 THEN 1 ELSE 2 END,
                  CASE w.status WHEN 'published' THEN 0 WHEN 'scheduled' THEN 1 WHEN 'prepublished' THEN 2 ELSE 3 END,
                  w.id DESC
         LIMIT ? OFFSET ?`,
      )
      .all(...params, needle, needle, limit, offset);
    return { total, list };
  }
}

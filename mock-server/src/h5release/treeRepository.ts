import type Database from 'better-sqlite3';
import type { H5ItemType } from 'shared-ui/contract';

/** One row of `h5_items` as SQLite returns it. */
export interface ItemRow {
  id: number;
  parent_id: number;
  type: H5ItemType;
  file_name: string;
  remark: string;
  order_index: number;
  sha256: string | null;
  size: number | null;
  content_type: string | null;
  git_id: string;
  update_time: number;
  update_operator: string;
}

export type FileRow = ItemRow & { type: 'file'; sha256: string; size: number; content_type: string };
export type NewItem = Omit<ItemRow, 'id' | 'order_index'>;
type ItemChanges = Partial<Pick<ItemRow, 'parent_id' | 'file_name' | 'remark' | 'sha256' | 'size' | 'content_type' | 'git_id' | 'update_time' | 'update_operator'>>;

const CHANGEABLE: ReadonlySet<string> = new Set([
  'parent_id', 'file_name', 'remark', 'sha256', 'size', 'content_type', 'git_id', 'update_time', 'update_operator',
]);

export const sqlParamList = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

/** The rows `sql` selects for a list of ids (`sql` gets the `?, ?, …` to put inside its IN); none for no ids. */
export function allWithIds<R>(db: Database.Database, sql: (params: string) => string, ids: readonly number[]): R[] {
  if (ids.length === 0) return [];
  return db.prepare<unknown[], R>(sql(sqlParamList(ids.length))).all(...ids);
}

export function isFile(row: ItemRow | undefined): row is FileRow {
  return row?.type === 'file';
}

/** `a/b` + `c` → `a/b/c`; the root's path is ''. */
export function joinPath(parent: string, name: string): string {
  return parent === '' ? name : `${parent}/${name}`;
}

/** The SQL of the edit view's folder tree. Callers run related statements in one transaction. */
export class TreeRepository {
  constructor(private readonly db: Database.Database) {}

  item(id: number): ItemRow | undefined {
    return this.db.prepare<[number], ItemRow>('SELECT * FROM h5_items WHERE id = ?').get(id);
  }

  items(ids: readonly number[]): ItemRow[] {
    return allWithIds<ItemRow>(this.db, (list) => `SELECT * FROM h5_items WHERE id IN (${list})`, ids);
  }

  /** A folder's children: folders first, then by order (the listing's order). */
  children(parentId: number): ItemRow[] {
    return this.db
      .prepare<[number], ItemRow>(
        `SELECT * FROM h5_items WHERE parent_id = ? ORDER BY CASE type WHEN 'folder' THEN 0 ELSE 1 END, order_index, id`,
      )
      .all(parentId);
  }

  childByName(parentId: number, name: string): ItemRow | undefined {
    return this.db.prepare<[number, string], ItemRow>('SELECT * FROM h5_items WHERE parent_id = ? AND file_name = ?').get(parentId, name);
  }

  /** Every item under `folderId`, at all depths (not the folder itself). */
  descendants(folderId: number): ItemRow[] {
    return this.db
      .prepare<[number], ItemRow>(
        `WITH RECURSIVE sub(id) AS (
           SELECT id FROM h5_items WHERE parent_id = ?
           UNION ALL SELECT i.id FROM h5_items i JOIN sub ON i.parent_id = sub.id
         ) SELECT * FROM h5_items WHERE id IN (SELECT id FROM sub)`,
      )
      .all(folderId);
  }

  /** From the top-level folder down to the item itself; [] for the root. */
  ancestry(id: number): ItemRow[] {
    return this.db
      .prepare<[number], ItemRow & { depth: number }>(
        `WITH RECURSIVE up(id, depth) AS (
           SELECT id, 0 FROM h5_items WHERE id = ?
           UNION ALL SELECT i.parent_id, up.depth + 1 FROM h5_items i JOIN up ON i.id = up.id WHERE i.parent_id <> 0
         ) SELECT h5_items.*, up.depth FROM up JOIN h5_items ON h5_items.id = up.id ORDER BY up.depth DESC`,
      )
      .all(id);
  }

  /** `<folder path>/<name>` of an item; '' for the root (0). */
  pathOf(id: number): string {
    return this.ancestry(id)
      .map((row) => row.file_name)
      .join('/');
  }

  insert(item: NewItem): number {
    const next = this.db
      .prepare<[number], { n: number }>('SELECT COALESCE(MAX(order_index), 0) + 1 AS n FROM h5_items WHERE parent_id = ?')
      .get(item.parent_id);
    const result = this.db
      .prepare(
        `INSERT INTO h5_items (parent_id, type, file_name, remark, order_index, sha256, size, content_type, git_id, update_time, update_operator)
         VALUES (@parent_id, @type, @file_name, @remark, @order_index, @sha256, @size, @content_type, @git_id, @update_time, @update_operator)`,
      )
      .run({ ...item, order_index: next?.n ?? 1 });
    return Number(result.lastInsertRowid);
  }

  update(id: number, changes: ItemChanges): boolean {
    const columns = Object.keys(changes).filter((c) => CHANGEABLE.has(c));
    if (columns.length === 0) throw new Error('update without changes');
    const values = columns.map((c) => changes[c as keyof ItemChanges] ?? null);
    return this.db.prepare(`UPDATE h5_items SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`).run(...values, id).changes === 1;
  }

  delete(ids: readonly number[]): number {
    if (ids.length === 0) return 0;
    return this.db.prepare(`DELETE FROM h5_items WHERE id IN (${sqlParamList(ids.length)})`).run(...ids).changes;
  }

  usesBlob(sha256: string): boolean {
    return this.db.prepare('SELECT 1 FROM h5_items WHERE sha256 = ? LIMIT 1').get(sha256) !== undefined;
  }
}

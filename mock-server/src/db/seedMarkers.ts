/**
 * "Seeded once" markers: each area's demo rows go in on the first start that knows them, and a row in its marker
 * table keeps them from going in again (rows people changed or removed since stay so). One table per area, as the
 * migrations made them; the lookup and the insert are the same for all.
 */
import type { Db } from './openDatabase';

/** Each marker table and the column naming what was seeded (the tables are fixed here, never request text). */
const MARKER_TABLES = {
  workflow: { table: 'workflow_seeded', key: 'module_key' },
  articles: { table: 'article_seeded', key: 'name' },
  // One row at most (CHECK id = 1): the whole tree is seeded at once.
  h5: { table: 'h5_seeded', key: 'id' },
} as const;

export type SeedArea = keyof typeof MARKER_TABLES;

export function isSeeded(db: Db, area: SeedArea, key: string | number): boolean {
  const { table, key: column } = MARKER_TABLES[area];
  return db.prepare(`SELECT 1 FROM ${table} WHERE ${column} = ?`).get(key) !== undefined;
}

export function markSeeded(db: Db, area: SeedArea, key: string | number, now: number): void {
  const { table, key: column } = MARKER_TABLES[area];
  db.prepare(`INSERT INTO ${table} (${column}, seeded_at) VALUES (?, ?)`).run(key, now);
}

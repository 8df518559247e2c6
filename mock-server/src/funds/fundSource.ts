/**
 * The funds as a library (`library/funds/items`, the workflow's existence check): key = the library id as text,
 * label = the fund's name, detail = `ISIN · 风险等级 · 币种`.
 */
import type { LibraryItem } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import type { LibrarySource } from '../libraries/librarySources';
import { likePattern } from './fundRepository';

interface ItemRow {
  id: number;
  name: string;
  isin: string;
  risk_level: string;
  currency: string;
}

const SELECT = 'SELECT f.id, f.name, f.isin, c.risk_level, c.currency FROM funds f JOIN fund_catalogue c ON c.isin = f.isin';
const toItem = (row: ItemRow): LibraryItem => ({ id: String(row.id), label: row.name, detail: `${row.isin} · ${row.risk_level} · ${row.currency}` });

export function fundSource(db: Db): LibrarySource {
  return {
    byIds: (keys) => {
      // A key that is no whole number names no fund (and must not reach SQL as one).
      const ids = [...new Set(keys)].filter((k) => /^\d{1,15}$/.test(k)).map(Number);
      if (ids.length === 0) return [];
      const rows = db.prepare<number[], ItemRow>(`${SELECT} WHERE f.id IN (${ids.map(() => '?').join(', ')})`).all(...ids);
      const byId = new Map(rows.map((row) => [String(row.id), toItem(row)]));
      return [...new Set(keys)].flatMap((key) => byId.get(key) ?? []);
    },
    search: (text, limit) => {
      const needle = text.trim();
      const pattern = likePattern(needle);
      return db
        .prepare<[string, string, string, string, number], ItemRow>(
          `${SELECT} WHERE CAST(f.id AS TEXT) = ? OR f.name LIKE ? ESCAPE '\\' OR f.isin LIKE ? ESCAPE '\\' OR f.title LIKE ? ESCAPE '\\'
           ORDER BY f.id DESC LIMIT ?`,
        )
        .all(needle, pattern, pattern.toUpperCase(), pattern, limit)
        .map(toItem);
    },
  };
}

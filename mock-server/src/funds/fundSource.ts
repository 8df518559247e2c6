/**
 * The funds as a library (the workflow's existence check, and the manager library's fund pick): key = the library id as text,
 * label = the fund's name, detail = `ISIN · 风险等级 · 币种` (美元, never USD: the contract's currency map). Filter `risk` (unassessed, LV1–LV5; several comma-separated)
 * narrows both calls: a level matches itself only, so an unassessed fund never passes for a rated level.
 */
import { currencyText, riskLevelText, splitMultiValue, type LibraryFilter, type LibraryItem } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import type { LibrarySource } from '../libraries/librarySource';
import { likePattern } from '../db/where';

interface ItemRow {
  id: number;
  name: string;
  isin: string;
  risk_level: string;
  currency: string;
}

const SELECT = 'SELECT f.id, f.name, f.isin, c.risk_level, c.currency FROM funds f JOIN fund_catalogue c ON c.isin = f.isin';
const toItem = (row: ItemRow): LibraryItem => ({ id: String(row.id), label: row.name, detail: `${row.isin} · ${riskLevelText(row.risk_level)} · ${currencyText(row.currency)}` });

/** The library's one filter, `risk` (LIBRARIES.funds.filters): the catalogue's risk level, as an SQL condition. */
function riskOf(filter: LibraryFilter | undefined): { sql: string; params: string[] } {
  const levels = filter?.risk === undefined ? undefined : splitMultiValue(filter.risk);
  if (levels === undefined) return { sql: '', params: [] };
  // `risk=` with nothing in it matches nothing, as an unknown level does: a filter never widens to everything.
  if (levels.length === 0) return { sql: '0 AND', params: [] };
  return { sql: `c.risk_level IN (${levels.map(() => '?').join(', ')}) AND`, params: levels };
}

export function fundSource(db: Db): LibrarySource {
  return {
    byIds: (keys, filter) => {
      // A key that is no whole number names no fund (and must not reach SQL as one).
      const ids = [...new Set(keys)].filter((k) => /^\d{1,15}$/.test(k)).map(Number);
      if (ids.length === 0) return [];
      const risk = riskOf(filter);
      const rows = db
        .prepare<unknown[], ItemRow>(`${SELECT} WHERE ${risk.sql} f.id IN (${ids.map(() => '?').join(', ')})`)
        .all(...risk.params, ...ids);
      const byId = new Map(rows.map((row) => [String(row.id), toItem(row)]));
      return [...new Set(keys)].flatMap((key) => byId.get(key) ?? []);
    },
    search: (text, limit, filter) => {
      const needle = text.trim();
      const pattern = likePattern(needle);
      const risk = riskOf(filter);
      return db
        .prepare<unknown[], ItemRow>(
          `${SELECT} WHERE ${risk.sql} (CAST(f.id AS TEXT) = ? OR f.name LIKE ? ESCAPE '\\' OR f.isin LIKE ? ESCAPE '\\' OR f.title LIKE ? ESCAPE '\\')
           ORDER BY f.id DESC LIMIT ?`,
        )
        .all(...risk.params, needle, pattern, pattern.toUpperCase(), pattern, limit)
        .map(toItem);
    },
  };
}

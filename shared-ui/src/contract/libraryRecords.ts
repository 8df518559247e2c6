/**
 * A library's rows as the pickers show and search them (libraries.ts `library/{key}/items`): each list row of the
 * spec's calls becomes a record — the item (key, label, a line of detail), the texts a search matches, the values its
 * filters compare — and the answer of a search or a lookup is picked from the records. The console service reads the
 * rows through the spec's calls (shell/server/console/libraryItems); a test standing in for it reads the same rows.
 */
import type { z } from 'zod';
import { ARTICLE_ROW_SCHEMA, INFORMATION_ROW_SCHEMA } from './articleAnswers';
import { LANGUAGES, riskLevelText } from './enums';
import { FUND_ROW_SCHEMA } from './funds';
import type { LibraryFilter, LibraryItem } from './libraries';
import { MANAGER_ROW_SCHEMA } from './managers';
import { currencyText } from './money';
import type { OtherNewsStock } from './otherStockNews';
import { splitMultiValue } from './tableDefaults';

export interface LibraryRecord {
  item: LibraryItem;
  /** Lower-case texts a search matches inside. */
  searched: readonly string[];
  /** Texts a search matches only whole (a fund's library id: typing 12 finds fund 12, not 112). */
  exact?: readonly string[];
  /** The value of each of the library's filters (LibraryDef.filters): articles' article_module, funds' risk. */
  facets?: Readonly<Record<string, string>>;
  /** The item's aliases (LibraryDef.aliases), as `aliasValue` gives them: a fund's ISIN. */
  aliases?: Readonly<Record<string, string>>;
}

/** An alias as compared: codes are matched without regard to case or surrounding space. */
export const aliasValue = (text: string): string => text.trim().toUpperCase();

const lower = (texts: readonly unknown[]): string[] => texts.flatMap((text) => (typeof text === 'string' && text !== '' ? [text.toLowerCase()] : []));

/**
 * The fields a record reads of each library's list rows, and no more: the console service holds a backend's rows to
 * these (a field it does not read, missing or renamed, is the kit's and the contract check's to report, not a reason
 * to refuse the picker).
 */
const TITLED = { linkId: true, title: true, author: true, show_time: true } as const;
export const ARTICLE_RECORD_FIELDS = ARTICLE_ROW_SCHEMA.pick({ ...TITLED, article_module: true });
export const INFORMATION_RECORD_FIELDS = INFORMATION_ROW_SCHEMA.pick(TITLED);
export const FUND_RECORD_FIELDS = FUND_ROW_SCHEMA.pick({ id: true, name: true, isin: true, title: true, risk_level: true, currency: true });
export const MANAGER_RECORD_FIELDS = MANAGER_ROW_SCHEMA.pick({ id: true, name: true, company: true });

/** An article or an information item: key linkId, detail `linkId · author · date`; searched by title and key. */
function titledRecord(row: z.infer<typeof INFORMATION_RECORD_FIELDS>): LibraryRecord {
  return {
    item: { id: row.linkId, label: row.title, detail: [row.linkId, row.author, row.show_time.slice(0, 10)].filter(Boolean).join(' · ') },
    searched: lower([row.title, row.linkId]),
  };
}

export const articleRecord = (row: z.infer<typeof ARTICLE_RECORD_FIELDS>): LibraryRecord => ({ ...titledRecord(row), facets: { article_module: row.article_module } });

export const informationRecord = (row: z.infer<typeof INFORMATION_RECORD_FIELDS>): LibraryRecord => titledRecord(row);

/** Key the library id as text; detail `ISIN · 风险等级 · 币种` (美元, never USD). */
export const fundRecord = (row: z.infer<typeof FUND_RECORD_FIELDS>): LibraryRecord => ({
  item: { id: String(row.id), label: row.name, detail: `${row.isin} · ${riskLevelText(row.risk_level)} · ${currencyText(row.currency)}` },
  searched: lower([row.name, row.isin, row.title]),
  exact: [String(row.id)],
  facets: { risk: row.risk_level },
  aliases: { isin: aliasValue(row.isin) },
});

export const managerRecord = (row: z.infer<typeof MANAGER_RECORD_FIELDS>): LibraryRecord => ({
  item: { id: row.id, label: row.name, detail: `${row.company} · ${row.id}` },
  searched: lower([row.id, row.name, row.company]),
});

/** The other-stock-news search's answer as an item: `腾讯控股 00700`, detail the market. */
export const stockItem = (stock: OtherNewsStock): LibraryItem => ({ id: stock.symbol, label: `${stock.name} ${stock.symbol.split('.')[0] ?? stock.symbol}`, detail: stock.market });

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** A label from a plain value or a multi-language one (the first language filled, 简体 first). */
export function entryLabel(value: unknown): string {
  if (typeof value !== 'object' || value === null) return text(value);
  const names = value as Record<string, unknown>;
  return LANGUAGES.map((language) => text(names[language])).find((name) => name !== '') ?? '';
}

/**
 * A module's live entries as records (LibraryDef.liveEntriesOf): its published rows (scheduled ones are not live yet),
 * each key once — a newer entry of a key, published before the older retires, gives the label and keeps the first place.
 */
export function liveEntryRecords(rows: readonly Readonly<Record<string, unknown>>[], key: string, label: string): LibraryRecord[] {
  const byKey = new Map<string, LibraryRecord>();
  const published = rows.filter((row) => row.status === 'published').sort((a, b) => Number(a.id) - Number(b.id));
  for (const row of published) {
    const code = text(row[key]);
    if (code === '') continue;
    const name = entryLabel(row[label]) || code;
    byKey.set(code, { item: { id: code, label: name, detail: `编码 ${code}` }, searched: lower([code, name]) });
  }
  return [...byKey.values()];
}

/** Does the record pass the slot's filter? A filter with nothing in it (`risk=`) matches nothing: it never widens. */
export function matchesLibraryFilter(record: LibraryRecord, filter: LibraryFilter): boolean {
  return Object.entries(filter).every(([name, value]) => splitMultiValue(value).includes(record.facets?.[name] ?? '\u0000'));
}

/** The records whose texts hold `search` (all when blank) and that match `filter`, in their order, at most `limit`. */
export function searchLibraryRecords(records: readonly LibraryRecord[], search: string, limit: number, filter: LibraryFilter): LibraryItem[] {
  const typed = search.trim();
  const needle = typed.toLowerCase();
  const found: LibraryItem[] = [];
  for (const record of records) {
    if (found.length >= limit) break;
    const hit = needle === '' || record.searched.some((searched) => searched.includes(needle)) || (record.exact ?? []).includes(typed);
    if (hit && matchesLibraryFilter(record, filter)) found.push(record.item);
  }
  return found;
}

/**
 * The items of these keys among the records (and matching `filter`), in the order asked, each once. `by`: the ids are
 * values of that alias, and each item answered carries the one that named it (`alias`).
 */
export function libraryRecordsByIds(records: readonly LibraryRecord[], ids: readonly string[], filter: LibraryFilter, by?: string): LibraryItem[] {
  const keyOf = (record: LibraryRecord) => (by === undefined ? record.item.id : record.aliases?.[by]);
  const byId = new Map(records.flatMap((record) => {
    const key = keyOf(record);
    return key === undefined ? [] : [[key, record] as const];
  }));
  return [...new Set(ids)].flatMap((id) => {
    const record = byId.get(by === undefined ? id : aliasValue(id));
    if (!record || !matchesLibraryFilter(record, filter)) return [];
    return [by === undefined ? record.item : { ...record.item, alias: id }];
  });
}

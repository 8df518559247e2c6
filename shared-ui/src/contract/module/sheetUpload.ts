/**
 * Spreadsheet upload of a collection (`sheet` on a `refList` or `list`, SheetUploadDef): the columns a module's data
 * implies, the items a sheet's rows become, and the template's rows. React-free and reader-free: the browser reads an
 * .xlsx (read-excel-file) or .csv (papaparse) into a table of cells and hands it here; what the items then lack or
 * break is the module's own schema's to say, beside each item, as for items added by hand.
 *
 * @example
 *   const { items, problem } = itemsFromSheet(def, [['基金编号', '管理费率（%/年）'], ['12', 1.5]]);
 */
import { LIBRARIES } from '../libraries';
import { emptyValue, type ItemFieldDef, type ListFieldDef, type RefListFieldDef } from './fields';

/** A cell as the readers give it. */
export type SheetCell = string | number | boolean | Date | null | undefined;

/** A collection a sheet may fill. */
export type SheetCollectionDef = (RefListFieldDef | ListFieldDef) & { sheet: NonNullable<RefListFieldDef['sheet']> };

/**
 * One column of the sheet: the item's key, an alias that names the item as surely (a fund's ISIN: LibraryDef.aliases;
 * a row may carry either), its name (read by people only), or one of its own fields.
 */
export interface SheetColumn {
  header: string;
  /** `id` for the key; the alias's name for an alias; the item field's name otherwise; '' for the name column. */
  field: string;
  kind: 'key' | 'alias' | 'label' | 'number' | 'text';
}

/** The kinds of item field a sheet carries: what a cell can say. */
const CELL_FIELDS = new Set<ItemFieldDef['kind']>(['number', 'text', 'textarea', 'link']);

const headerOf = (sub: ItemFieldDef) => (sub.kind === 'number' && sub.unit ? `${sub.label}（${sub.unit}）` : sub.label);

/** The sheet's columns, in the template's order: key, name, then the item fields a cell can hold. */
export function sheetColumns(def: SheetCollectionDef): SheetColumn[] {
  const key: SheetColumn[] = def.kind === 'refList' ? [{ header: def.sheet.keyHeader ?? `${LIBRARIES[def.library].itemName}编号`, field: 'id', kind: 'key' }] : [];
  const aliases: SheetColumn[] = def.kind === 'refList' ? (LIBRARIES[def.library].aliases ?? []).map((alias) => ({ header: alias.header, field: alias.name, kind: 'alias' })) : [];
  const label: SheetColumn[] = def.sheet.labelHeader ? [{ header: def.sheet.labelHeader, field: '', kind: 'label' }] : [];
  const own = (def.itemFields ?? [])
    .filter((sub) => CELL_FIELDS.has(sub.kind))
    .map((sub): SheetColumn => ({ header: headerOf(sub), field: sub.name, kind: sub.kind === 'number' ? 'number' : 'text' }));
  return [...key, ...aliases, ...label, ...own];
}

/** The key's heading and its aliases' as one, as a person is told them: `基金编号 或 ISIN`. */
function namingHeading(columns: readonly SheetColumn[]): string {
  return columns.filter((c) => c.kind === 'key' || c.kind === 'alias').map((c) => c.header).join(' 或 ');
}

/** The sheet's columns as a person is told them (the key and its aliases as one); the name column when `label`. */
export function sheetHeadings(def: SheetCollectionDef, { label }: { label: boolean }): string[] {
  const columns = sheetColumns(def);
  return columns.flatMap((c) => (c.kind === 'alias' || (c.kind === 'label' && !label) ? [] : [c.kind === 'key' ? namingHeading(columns) : c.header]));
}

/** A cell's text: numbers as written, nothing as ''. */
function cellText(cell: SheetCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const THOUSANDS = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A number cell's value: a number as is; text that is a number (`0.375`, `0.375%`, `1,200`) as that number; empty as
 * null; anything else kept as its text, so the schema says beside the item that it is not a number and the person
 * sees what the sheet said.
 */
function numberCell(cell: SheetCell): number | string | null {
  if (typeof cell === 'number') return cell;
  const bare = cellText(cell).replace(/[%％]$/, '').trim();
  // Only thousands separators go (1,200): `0,5` is a decimal comma, not 5, and stays text for the schema to refuse.
  const text = THOUSANDS.test(bare) ? bare.replace(/,/g, '') : bare;
  if (text === '') return null;
  return DECIMAL.test(text) ? Number(text) : cellText(cell);
}

const sameHeader = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/** A row that named its item by an alias, not its key: its item's `id` is '' until the alias is looked up. */
export interface SheetAliasRow {
  /** The item's index in `items`. */
  index: number;
  /** The alias's name (`isin`) and header (ISIN), and the row's value of it. */
  by: string;
  header: string;
  value: string;
  /** The row number a person sees in the sheet. */
  rowNumber: number;
}

export interface SheetItems {
  /** One item per filled row, in the sheet's order, positions 1..n. */
  items: Record<string, unknown>[];
  /** The rows keyed by an alias (their items' ids to be looked up); empty when every row gave the key. */
  byAlias: SheetAliasRow[];
  /** Why the sheet as a whole cannot be read (no header row, a column missing), in Chinese; null when it can. */
  problem: string | null;
  /**
   * Rows not taken, each with why: a key a row above already named (a collection holds an item once; its rows are
   * keyed by it). Said to the person, never dropped silently.
   */
  skipped: string[];
}

/**
 * The items a sheet's rows become. The first row that names a column is the header; columns are found by their
 * heading (any order, extra columns ignored); blank rows are skipped. The item's other fields start empty.
 */
export function itemsFromSheet(def: SheetCollectionDef, table: readonly (readonly SheetCell[])[]): SheetItems {
  const columns = sheetColumns(def).filter((column) => column.kind !== 'label');
  const none = (problem: string, skipped: string[] = []): SheetItems => ({ items: [], byAlias: [], problem, skipped });
  const headerIndex = table.findIndex((row) => row.some((cell) => columns.some((column) => sameHeader(cellText(cell), column.header))));
  const keyAndAliases = namingHeading(columns);
  if (headerIndex < 0) return none(`表格中没有找到表头，请使用模板：${sheetHeadings(def, { label: false }).join('、')}`);
  const header = table[headerIndex]!.map(cellText);
  const found = columns.map((column) => ({ column, index: header.findIndex((text) => sameHeader(text, column.header)) }));
  const at = found.filter((one) => one.index >= 0);
  // The key's column may be left out where an alias's is there (a sheet of ISINs); an alias's column is never required.
  const keyFound = found.some(({ column, index }) => (column.kind === 'key' || column.kind === 'alias') && index >= 0);
  const missing = found.filter(({ column, index }) => index < 0 && column.kind !== 'alias' && !(column.kind === 'key' && keyFound)).map(({ column }) => (column.kind === 'key' ? keyAndAliases : column.header));
  if (missing.length > 0) return none(`表格缺少列：${missing.join('、')}`);
  const filled = (row: readonly SheetCell[]) => at.some(({ index: col }) => cellText(row[col]) !== '');
  // More rows than the collection holds: refused whole before any becomes an item (a form of thousands never renders).
  const rows = table.slice(headerIndex + 1).filter(filled).length;
  const limit = sheetRowLimit(def);
  if (rows > limit) return none(sheetTooLongMessage(rows, limit));
  const empty = Object.fromEntries((def.itemFields ?? []).map((sub) => [sub.name, emptyValue(sub)]));
  const naming = at.filter(({ column }) => column.kind === 'key' || column.kind === 'alias');
  const firstRowOf = new Map<string, number>();
  const skipped: string[] = [];
  const items: Record<string, unknown>[] = [];
  const byAlias: SheetAliasRow[] = [];
  table.forEach((row, index) => {
    if (index <= headerIndex || !filled(row)) return;
    // The row number a person sees in the sheet (1-based, the header counted).
    const rowNumber = index + 1;
    // The key when the row gives it; else the first alias it gives (a row giving both is keyed by the key).
    const named = naming.map(({ column, index: col }) => ({ column, value: cellText(row[col]) })).find(({ value }) => value !== '');
    const seenAs = named ? `${named.column.kind === 'alias' ? named.column.field : 'id'}\n${named.column.kind === 'alias' ? named.value.toUpperCase() : named.value}` : undefined;
    const earlier = seenAs === undefined ? undefined : firstRowOf.get(seenAs);
    if (named && earlier !== undefined) {
      skipped.push(`第 ${String(rowNumber)} 行：${named.column.header} ${named.value} 与第 ${String(earlier)} 行重复，未导入`);
      return;
    }
    if (seenAs !== undefined) firstRowOf.set(seenAs, rowNumber);
    const item: Record<string, unknown> = { ...empty, position: items.length + 1 };
    for (const { column, index: col } of at) {
      if (column.kind === 'alias') continue;
      item[column.field] = column.kind === 'number' ? numberCell(row[col]) : cellText(row[col]);
    }
    if (named?.column.kind === 'alias') {
      item.id = '';
      byAlias.push({ index: items.length, by: named.column.field, header: named.column.header, value: named.value, rowNumber });
    }
    items.push(item);
  });
  if (items.length === 0) return none('表格中没有数据行', skipped);
  return { items, byAlias, problem: null, skipped };
}

/**
 * The template's rows: the header, then the collection's items as they stand (so a download, edit and upload keeps
 * what is there). `labelOf` names an item for the name column.
 */
export function sheetTemplateRows(def: SheetCollectionDef, items: readonly Readonly<Record<string, unknown>>[], labelOf: (item: Readonly<Record<string, unknown>>) => string): SheetCell[][] {
  const columns = sheetColumns(def);
  const cell = (column: SheetColumn, item: Readonly<Record<string, unknown>>): SheetCell => {
    if (column.kind === 'label') return labelOf(item);
    // Rows as they stand are keyed by the key: the alias's column is for sheets made elsewhere.
    if (column.kind === 'alias') return null;
    const value = item[column.field];
    return typeof value === 'number' || typeof value === 'string' ? value : null;
  };
  return [columns.map((column) => column.header), ...items.map((item) => columns.map((column) => cell(column, item)))];
}

/** Does a field declare a sheet upload? */
export function hasSheet(def: { kind: string; sheet?: unknown }): def is SheetCollectionDef {
  return (def.kind === 'refList' || def.kind === 'list') && def.sheet !== undefined;
}

/** The most data rows a sheet may bring to a collection that sets no `max` of its own. */
export const SHEET_MAX_ROWS = 500;

/** The most rows a sheet may bring to this collection: its own `max`, else SHEET_MAX_ROWS. */
export function sheetRowLimit(def: Pick<SheetCollectionDef, 'max'>): number {
  return def.max ?? SHEET_MAX_ROWS;
}

/** The refusal of a sheet with more data rows than the collection holds, said before its rows are read in full. */
export function sheetTooLongMessage(rows: number, limit: number): string {
  return `表格有 ${String(rows)} 行数据，超过上限 ${String(limit)} 行：请删减到 ${String(limit)} 行以内再上传`;
}

/** What the upload takes. */
export const SHEET_EXTENSIONS = ['xlsx', 'csv'] as const;
/** A sheet of at most a few hundred rows is a few hundred KB; 2 MB leaves room and refuses a wrong file at once. */
export const SHEET_MAX_BYTES = 2 * 1024 * 1024;

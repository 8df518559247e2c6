/**
 * Reading and writing spreadsheets for a collection's sheet upload (contract sheetUpload.ts). The readers and the
 * writer load on first use (`import()`): a form that never uploads a sheet, and /home, carry none of them.
 *
 * Why these libraries: read-excel-file and write-excel-file are small, maintained, dependency-light readers and
 * writers of .xlsx that run in the browser without Node polyfills (exceljs needs stream and buffer shims and is several
 * times the size); papaparse is the well-kept CSV parser (quotes, line breaks in cells, BOM); fflate (read-excel-file's
 * own unzipper) lets a sheet's rows be counted from its XML without parsing a cell.
 *
 * A sheet is counted before it is parsed (issue 44): one with more rows than the collection holds is refused at once
 * with its count, so the page never parses, renders or validates thousands of rows; what is parsed is bounded by the
 * collection's limit and takes milliseconds.
 */
import { fileExtension, sheetTooLongMessage, type SheetCell } from 'shared-ui/contract';
import { decodeCsv } from './decodeCsv';
import { readFileBytes } from './readFileBytes';

/** A sheet refused for its length before it was parsed; `message` says its row count and the limit. */
export class SheetTooLong extends Error {}

/**
 * The non-blank records of a CSV text less its first (the header), counted in one pass: a line break inside a quoted
 * cell is part of its cell, and a line of nothing but separators (Excel's empty row) is blank.
 */
function csvDataLines(text: string): number {
  let lines = 0;
  let blank = true;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    // A doubled quote inside a quoted cell toggles twice: still inside.
    if (c === 34) quoted = !quoted;
    if ((c === 10 || c === 13) && !quoted) {
      if (!blank) lines += 1;
      blank = true;
    } else if (c !== 32 && c !== 44 && c !== 9) blank = false;
  }
  if (!blank) lines += 1;
  return Math.max(0, lines - 1);
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The rows of an .xlsx's first sheet less one (the header), counted from the sheet's XML: the workbook names its first
 * sheet, its relations say which part holds it, and each `<row>` there is a row. Null when the file is no workbook
 * (the reader then says so).
 */
async function xlsxDataRows(bytes: Uint8Array): Promise<number | null> {
  const { unzipSync, strFromU8 } = await import('fflate');
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, { filter: (file) => file.name === 'xl/workbook.xml' || file.name === 'xl/_rels/workbook.xml.rels' || file.name.startsWith('xl/worksheets/sheet') });
  } catch {
    return null;
  }
  const workbook = parts['xl/workbook.xml'];
  const rels = parts['xl/_rels/workbook.xml.rels'];
  if (!workbook || !rels) return null;
  const firstSheet = /<(?:\w+:)?sheet\b[^>]*>/.exec(strFromU8(workbook))?.[0];
  const relId = firstSheet && attribute(firstSheet, 'r:id');
  const relation = [...strFromU8(rels).matchAll(/<Relationship\b[^>]*>/g)].map((m) => m[0]).find((tag) => attribute(tag, 'Id') === relId);
  const target = relation && attribute(relation, 'Target');
  const sheet = target ? parts[target.startsWith('/') ? target.slice(1) : `xl/${target}`] : undefined;
  if (!sheet) return null;
  const rows = strFromU8(sheet).match(/<(?:\w+:)?row\b/g)?.length ?? 0;
  return Math.max(0, rows - 1);
}

/**
 * A chosen .xlsx (its first sheet) or .csv as a table of cells, or SheetTooLong when it has more data rows than
 * `maxRows` (counted before anything is parsed).
 */
export async function readSheetFile(file: File, maxRows: number): Promise<SheetCell[][]> {
  const bytes = await readFileBytes(file);
  if (fileExtension(file.name) === 'csv') {
    const text = decodeCsv(bytes);
    const rows = csvDataLines(text);
    if (rows > maxRows) throw new SheetTooLong(sheetTooLongMessage(rows, maxRows));
    const { default: Papa } = await import('papaparse');
    return Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
  }
  const rows = await xlsxDataRows(bytes);
  if (rows !== null && rows > maxRows) throw new SheetTooLong(sheetTooLongMessage(rows, maxRows));
  const { readSheet } = await import('read-excel-file/browser');
  return (await readSheet(file)) as SheetCell[][];
}

/**
 * Saves a template: a bold header row, then `rows`. Columns in `textColumns` are written as text cells, so a key with
 * leading zeros (0012) survives a round trip through Excel, which would otherwise read it as the number 12.
 */
export async function downloadSheet(fileName: string, rows: readonly (readonly SheetCell[])[], textColumns: ReadonlySet<number>): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [header = [], ...body] = rows;
  const text = (cell: SheetCell) => (cell === null || cell === undefined ? '' : String(cell));
  const data = [
    header.map((cell) => ({ value: text(cell), fontWeight: 'bold' as const })),
    ...body.map((row) =>
      row.map((cell, index) =>
        textColumns.has(index) ? { value: text(cell), type: String } : typeof cell === 'number' ? { value: cell, type: Number } : { value: text(cell), type: String },
      ),
    ),
  ];
  await writeXlsxFile(data, { columns: header.map((cell) => ({ width: Math.max(12, text(cell).length * 2 + 2) })) }).toFile(`${fileName}.xlsx`);
}

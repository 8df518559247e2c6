/**
 * Reading and writing spreadsheets for a collection's sheet upload (contract sheetUpload.ts). The readers and the
 * writer load on first use (`import()`): a form that never uploads a sheet, and /home, carry none of them.
 *
 * Why these libraries: read-excel-file and write-excel-file are small, maintained, dependency-light readers and
 * writers of .xlsx that run in the browser without Node polyfills (exceljs needs stream and buffer shims and is several
 * times the size); papaparse is the well-kept CSV parser (quotes, line breaks in cells, BOM).
 */
import { fileExtension, type SheetCell } from 'shared-ui/contract';
import { decodeCsv } from './decodeCsv';
import { readFileBytes } from './readFileBytes';

/** A chosen .xlsx (its first sheet) or .csv as a table of cells. */
export async function readSheetFile(file: File): Promise<SheetCell[][]> {
  if (fileExtension(file.name) === 'csv') {
    const bytes = await readFileBytes(file);
    const text = decodeCsv(bytes);
    const { default: Papa } = await import('papaparse');
    return Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
  }
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

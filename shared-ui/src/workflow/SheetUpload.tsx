import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-ui';
import { FILE_TYPES, LIBRARIES, SHEET_MAX_BYTES, fieldSchema, fileProblem, itemsFromSheet, sheetColumns, sheetHeadings, sheetRowLimit, sheetTemplateRows, type FieldValue, type SheetAliasRow, type SheetCollectionDef } from 'shared-ui/contract';
import { useModuleFormContext } from './ModuleFormContext';
import { itemsOf, renumbered, type OrderedItem } from './orderedItemValues';
import { SheetTooLong, downloadSheet, readSheetFile } from './sheetFiles';
import { idsByAlias, useCollectionItems } from './useLibraryItems';

const SHEET_RULES = { accept: [FILE_TYPES.xlsx, FILE_TYPES.csv], maxBytes: SHEET_MAX_BYTES };

const LIBRARY_NAME = (def: SheetCollectionDef) => (def.kind === 'refList' ? LIBRARIES[def.library].title : '资料库');

/**
 * Rows that named their item by an alias (a fund's ISIN) get the item's id from the library; a value it does not hold
 * leaves the row's pick empty (its fees stay, the person picks the fund beside them) and is said, row by row.
 */
async function withAliasesLookedUp(def: SheetCollectionDef, rows: Record<string, unknown>[], byAlias: readonly SheetAliasRow[]): Promise<{ rows: Record<string, unknown>[]; unknown: string[] }> {
  if (def.kind !== 'refList' || byAlias.length === 0) return { rows, unknown: [] };
  const out = [...rows];
  const unknown: string[] = [];
  for (const by of new Set(byAlias.map((row) => row.by))) {
    const named = byAlias.filter((row) => row.by === by);
    const ids = await idsByAlias(def.library, by, named.map((row) => row.value));
    for (const row of named) {
      const id = ids.get(row.value);
      if (id !== undefined) out[row.index] = { ...out[row.index], id };
      else unknown.push(`第 ${String(row.rowNumber)} 行：${row.header} ${row.value} 不在${LIBRARIES[def.library].title}中，请在该行选择${LIBRARIES[def.library].itemName}`);
    }
  }
  return { rows: out, unknown };
}

/** Which column named the items: `（按基金编号识别 3 行，按 ISIN 识别 2 行）`; nothing when every row gave the key. */
function keyedBy(def: SheetCollectionDef, total: number, byAlias: readonly SheetAliasRow[]): string {
  if (byAlias.length === 0) return '';
  const key = sheetColumns(def).find((column) => column.kind === 'key')?.header ?? '编号';
  const counts = [...new Set(byAlias.map((row) => row.header))].map((header) => `按 ${header} 识别 ${String(byAlias.filter((row) => row.header === header).length)} 行`);
  const byKey = total - byAlias.length;
  return `（${[...(byKey > 0 ? [`按${key}识别 ${String(byKey)} 行`] : []), ...counts].join('，')}）`;
}

export interface SheetUploadProps {
  def: SheetCollectionDef;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  disabled: boolean;
}

/**
 * A collection's spreadsheet upload (the module declares `sheet` on the field): 上传表格 reads an .xlsx or .csv in the
 * browser and puts its rows into the collection in place of the ones there; from then on the field's own schema runs
 * as the rows change, so each row's mistakes show beside it (a number that is none, an item rule; a key the library
 * lacks is the collection's own lookup's to say) and go as the person fixes or removes rows, then saves as usual. 下载模板 writes the columns, with the rows as they stand.
 */
export function SheetUpload({ def, value, onChange, disabled }: SheetUploadProps) {
  const form = useModuleFormContext();
  const picker = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<readonly string[]>([]);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  // From an upload on, the collection is checked as it changes: each row's mistakes show at once, beside it, and go
  // as the person fixes or removes the row (the form itself checks only on save until then).
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (!checking || !form) return;
    form.clearErrors(def.name);
    const result = fieldSchema(def).safeParse(value);
    const seen = new Set<string>();
    for (const issue of result.error?.issues ?? []) {
      const path = [def.name, ...issue.path.map(String)].join('.');
      // The first issue of a place is the most basic one (the resolver keeps the same).
      if (seen.has(path)) continue;
      seen.add(path);
      form.setError(path, { type: 'sheet', message: issue.message }, { shouldFocus: false });
    }
  }, [checking, form, def, value]);
  const items = itemsOf<OrderedItem>(value);
  const keys = def.kind === 'refList' ? items.map((item) => String(item.id ?? '')) : [];
  // The same lookup (and cache entry) as the collection's own rows: the template names each item. An own list has no
  // keys, so no lookup runs (the library named is then never asked).
  const known = useCollectionItems(def.kind === 'refList' ? def.library : 'funds', keys);
  const labelOf = (item: Readonly<Record<string, unknown>>) =>
    typeof item.label === 'string' ? item.label : (known.data?.find((one) => one.id === item.id)?.label ?? '');

  const upload = async (file: File) => {
    const refused = fileProblem(SHEET_RULES, { name: file.name, size: file.size });
    setProblem(refused);
    setSkipped([]);
    if (refused) return;
    setBusy(true);
    try {
      const read = itemsFromSheet(def, await readSheetFile(file, sheetRowLimit(def)));
      setProblem(read.problem);
      if (read.problem) {
        setSkipped(read.skipped);
        return;
      }
      const { rows, unknown } = await withAliasesLookedUp(def, read.items, read.byAlias);
      setSkipped([...read.skipped, ...unknown]);
      const before = items.length;
      onChange(renumbered(rows as OrderedItem[]) as unknown as FieldValue);
      setSaid(`${before > 0 ? `已从表格导入 ${String(rows.length)} 行，替换原有 ${String(before)} 行` : `已从表格导入 ${String(rows.length)} 行`}${keyedBy(def, rows.length, read.byAlias)}`);
      setChecking(true);
    } catch (error) {
      if (error instanceof ApiError) setProblem(`表格已读取，但${LIBRARY_NAME(def)}查询失败：${error.message}，请重试`);
      else setProblem(error instanceof SheetTooLong ? error.message : '无法读取该表格，请确认文件是 .xlsx 或 .csv（UTF-8）格式');
    } finally {
      setBusy(false);
    }
  };

  const template = () => {
    const columns = sheetColumns(def);
    const textColumns = new Set(columns.flatMap((column, index) => (column.kind === 'number' ? [] : [index])));
    void downloadSheet(def.sheet.templateName, sheetTemplateRows(def, items, labelOf), textColumns);
  };

  return (
    <Stack spacing={1} data-testid={`sheet-upload-${def.name}`}>
      <input
        ref={picker}
        type="file"
        hidden
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        data-testid={`sheet-file-${def.name}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => picker.current?.click()} disabled={disabled} loading={busy}>
          上传表格
        </Button>
        <Button size="small" onClick={template}>
          下载模板
        </Button>
        <Typography variant="caption" color="text.secondary">
          .xlsx 或 .csv，列：{sheetHeadings(def, { label: true }).join('、')}；最多 {sheetRowLimit(def)} 行，导入的行替换当前{def.label}
        </Typography>
      </Stack>
      {problem ? (
        <Alert severity="error" variant="outlined">
          {problem}
        </Alert>
      ) : null}
      {skipped.length > 0 ? (
        <Alert severity="warning" variant="outlined">
          {skipped.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
      <Typography role="status" variant="caption" color="text.secondary">
        {said}
      </Typography>
    </Stack>
  );
}

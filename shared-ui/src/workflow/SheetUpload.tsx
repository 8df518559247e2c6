import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FILE_TYPES, SHEET_MAX_BYTES, fieldSchema, fileProblem, itemsFromSheet, sheetColumns, sheetRowLimit, sheetTemplateRows, type FieldValue, type SheetCollectionDef } from 'shared-ui/contract';
import { useModuleFormContext } from './ModuleFormContext';
import { itemsOf, renumbered, type OrderedItem } from './OrderedItems';
import { SheetTooLong, downloadSheet, readSheetFile } from './sheetFiles';
import { useCollectionItems } from './useLibraryItems';

const SHEET_RULES = { accept: [FILE_TYPES.xlsx, FILE_TYPES.csv], maxBytes: SHEET_MAX_BYTES };

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
      setSkipped(read.skipped);
      if (read.problem) return;
      const before = items.length;
      onChange(renumbered(read.items as OrderedItem[]) as unknown as FieldValue);
      setSaid(before > 0 ? `已从表格导入 ${String(read.items.length)} 行，替换原有 ${String(before)} 行` : `已从表格导入 ${String(read.items.length)} 行`);
      setChecking(true);
    } catch (error) {
      setProblem(error instanceof SheetTooLong ? error.message : '无法读取该表格，请确认文件是 .xlsx 或 .csv（UTF-8）格式');
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
          .xlsx 或 .csv，列：{sheetColumns(def).map((column) => column.header).join('、')}；最多 {sheetRowLimit(def)} 行，导入的行替换当前{def.label}
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

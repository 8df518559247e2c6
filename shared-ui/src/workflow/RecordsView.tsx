import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo, useState } from 'react';
import { AUDIT_ACTION_COLUMN, AuditRecordDialog, PagedGrid, auditChangedFields, auditRecordColumns, useListPaging } from 'shared-ui/components';
import { AUDIT_ACTION_LABELS, AUDIT_FIELD_LABELS, type AuditRecord, type ModuleDefinition } from 'shared-ui/contract';
import { useSearchParams } from 'shared-ui/router';
import { useEntryRecords } from './useEntryRecords';

/** The address's entry filter (`?view=records&entry=12`): a link to one entry's 修改记录. */
const ENTRY_PARAM = 'entry';


/**
 * 修改记录: who changed what of this module and when, every save, pre-publish, publish, withdraw, off shelf and
 * delete, newest first; one entry's alone when the address names it (`entry`). A row opens its before → after.
 */
export function RecordsView({ module }: { module: ModuleDefinition }) {
  const [params, setParams] = useSearchParams();
  const entryId = params.get(ENTRY_PARAM);
  const [entryInput, setEntryInput] = useState(entryId ?? '');
  const paging = useListPaging();
  const records = useEntryRecords(module, entryId, paging.query);
  const [open, setOpen] = useState<AuditRecord | null>(null);
  const labelOf = useCallback((field: string) => module.fields.find((f) => f.name === field)?.label ?? AUDIT_FIELD_LABELS[field] ?? field, [module]);
  const showEntry = (next: string) => {
    paging.firstPage();
    setParams((prev) => {
      const updated = new URLSearchParams(prev);
      if (next === '') updated.delete(ENTRY_PARAM);
      else updated.set(ENTRY_PARAM, next);
      return updated;
    });
  };
  const columns = useMemo(
    () =>
      auditRecordColumns({
        between: [
          AUDIT_ACTION_COLUMN,
          { field: 'entryId', headerName: '内容 ID', width: 90, valueGetter: (_value, row) => row.entryId ?? '草稿' },
          { field: 'entryTitle', headerName: '内容', flex: 1, minWidth: 160 },
        ],
        changedFields: (row) => auditChangedFields(row, labelOf),
        onOpen: setOpen,
        testIdPrefix: 'records-detail-',
      }),
    [labelOf],
  );
  return (
    <Box data-testid="records-view">
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 2, alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          showEntry(entryInput.trim());
        }}
      >
        <TextField
          size="small"
          label="内容 ID"
          value={entryInput}
          onChange={(event) => setEntryInput(event.target.value)}
          helperText={entryId ? `只看 ID ${entryId} 的修改记录` : '留空查看本模块全部修改记录（含草稿）'}
          slotProps={{ htmlInput: { 'data-testid': 'records-entry', inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="outlined">
          查询
        </Button>
        {entryId ? (
          <Button
            onClick={() => {
              setEntryInput('');
              showEntry('');
            }}
          >
            查看全部
          </Button>
        ) : null}
      </Stack>
      <PagedGrid<AuditRecord> list={records} paging={paging} columns={columns} sortable={[]} what="修改记录" getRowId={(row) => row.id} />
      <AuditRecordDialog
        record={open}
        titleId="records-detail-title"
        title={(record) => `${AUDIT_ACTION_LABELS[record.action]} · ${record.entryTitle || (record.entryId ? `ID ${record.entryId}` : '草稿')}`}
        subtitle={(record) => `${record.account} 于 ${record.time}${record.entryId ? `（内容 ID ${record.entryId}）` : '（草稿）'}`}
        labelOf={labelOf}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}

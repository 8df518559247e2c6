import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { AUDIT_ACTION_LABELS, auditFieldLabel, type AuditRecord } from 'shared-ui/contract';

/** The audit record's action in words (保存, 发布, 下架 …). */
export const AUDIT_ACTION_COLUMN: GridColDef<AuditRecord> = {
  field: 'action',
  headerName: '操作',
  width: 130,
  valueGetter: (_value, row) => AUDIT_ACTION_LABELS[row.action],
};

export interface AuditRecordColumnsOptions {
  /** What the table shows between who-and-when and the changed fields (the module, the action, the entry). */
  between: GridColDef<AuditRecord>[];
  /** The names of a record's changed fields; by default each by its Chinese name (auditFieldLabel). */
  changedFields?: (record: AuditRecord) => string;
  /** 查看: opens the record's before → after. */
  onOpen: (record: AuditRecord) => void;
  /** The 查看 buttons' test id, before the record's id. */
  testIdPrefix: string;
}

/** A record's changed fields by their Chinese names: `labelOf`'s, else the module's the server added, else the trail's. */
export function auditChangedFields(record: AuditRecord, labelOf?: (field: string) => string): string {
  const fields = [...new Set([...Object.keys(record.before ?? {}), ...Object.keys(record.after ?? {})])];
  return fields.map((field) => labelOf?.(field) ?? auditFieldLabel(record, field)).join('、');
}

/**
 * The columns of the audit trail's two tables, /audit and a module's 修改记录: time and person first, the table's own
 * in between, then the changed fields and 查看.
 */
export function auditRecordColumns({ between, changedFields = (record) => auditChangedFields(record), onOpen, testIdPrefix }: AuditRecordColumnsOptions): GridColDef<AuditRecord>[] {
  return [
    { field: 'time', headerName: '时间', width: 170 },
    { field: 'account', headerName: '操作人', width: 120 },
    ...between,
    { field: 'changes', headerName: '变更字段', flex: 1, minWidth: 170, valueGetter: (_value, row) => changedFields(row) },
    {
      field: 'detail',
      headerName: '详情',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => onOpen(row)} data-testid={`${testIdPrefix}${String(row.id)}`}>
          查看
        </Button>
      ),
    },
  ];
}

import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { auditFieldLabel, type AuditRecord } from 'shared-ui/contract';

export interface AuditChangesProps {
  record: Pick<AuditRecord, 'before' | 'after' | 'fieldLabels'>;
  /** A field's Chinese name (a module's field labels); the trail's common names, else the key itself, when absent. */
  labelOf?: (field: string) => string | undefined;
}

/** A value as a person reads it: text as is, nothing as 空, anything else as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '（空）';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * One record's change, field by field: 修改前 → 修改后. A creation has no 修改前, a deletion no 修改后 (the column
 * says so rather than showing a row of 空).
 *
 * @example <AuditChanges record={record} labelOf={(name) => module.fields.find((f) => f.name === name)?.label} />
 */
export function AuditChanges({ record, labelOf }: AuditChangesProps) {
  const fields = [...new Set([...Object.keys(record.before ?? {}), ...Object.keys(record.after ?? {})])];
  if (fields.length === 0) return <Typography color="text.secondary">没有字段变化</Typography>;
  const side = (snapshot: Record<string, unknown> | null, field: string, missing: string) => (snapshot ? auditValueText(snapshot[field]) : missing);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="修改前后对比">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">字段</TableCell>
            <TableCell component="th" scope="col">修改前</TableCell>
            <TableCell component="th" scope="col">修改后</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => (
            <TableRow key={field} data-testid={`audit-change-${field}`}>
              <TableCell component="th" scope="row">
                {labelOf?.(field) ?? auditFieldLabel(record, field)}
              </TableCell>
              <TableCell sx={{ color: 'error.dark', wordBreak: 'break-all', maxWidth: 360 }}>{side(record.before, field, '（新建）')}</TableCell>
              <TableCell sx={{ color: 'success.dark', wordBreak: 'break-all', maxWidth: 360 }}>{side(record.after, field, '（已删除）')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

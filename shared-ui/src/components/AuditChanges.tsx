import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { auditFieldLabel, auditValueText, type AuditRecord } from 'shared-ui/contract';

export interface AuditChangesProps {
  record: Pick<AuditRecord, 'before' | 'after' | 'fieldLabels' | 'shown'>;
  /** A field's Chinese name (a module's field labels); the trail's common names, else the key itself, when absent. */
  labelOf?: (field: string) => string | undefined;
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
  // The server's text of each value (as its screen shows it) where it gave one; else the value as it is.
  const side = (snapshot: Record<string, unknown> | null, shown: Readonly<Record<string, string>> | null | undefined, field: string, missing: string) =>
    snapshot ? (shown?.[field] ?? auditValueText(snapshot[field])) : missing;
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
              <TableCell sx={{ color: 'error.dark', wordBreak: 'break-all', maxWidth: 360 }}>{side(record.before, record.shown?.before, field, '（新建）')}</TableCell>
              <TableCell sx={{ color: 'success.dark', wordBreak: 'break-all', maxWidth: 360 }}>{side(record.after, record.shown?.after, field, '（已删除）')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EDIT_RECORD_LABELS, Messages, type EditRecord } from 'shared-ui/contract';

/**
 * 编辑记录 of an article or an information item: every write (新建, 编辑, 删除, 恢复), newest first as the server
 * sends it, with its operator and time.
 */
export function EditRecordTable({ records }: { records: readonly EditRecord[] }) {
  return (
    <Table size="small" aria-label="编辑记录" data-testid="edit-records">
      <TableHead>
        <TableRow>
          <TableCell>操作类型</TableCell>
          <TableCell>操作人</TableCell>
          <TableCell>操作时间</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.length === 0 ? (
          <TableRow>
            <TableCell colSpan={3} align="center">
              {Messages.emptyTable}
            </TableCell>
          </TableRow>
        ) : (
          records.map((record) => (
            <TableRow key={record.id} data-testid="edit-record">
              {/* A type this build does not know yet (a newer server) shows as sent rather than blank. */}
              <TableCell>{EDIT_RECORD_LABELS[record.type] ?? record.type}</TableCell>
              <TableCell>{record.operator}</TableCell>
              <TableCell>{record.time}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

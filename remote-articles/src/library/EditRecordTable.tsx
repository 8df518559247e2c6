import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EDIT_RECORD_LABELS, Messages, type EditRecord } from 'shared-ui/contract';

/** 编辑记录: every write of the article (新建, 编辑, 删除, 恢复), newest first, with its operator and time. */
export function EditRecordTable({ records }: { records: readonly EditRecord[] }) {
  return (
    <Table size="small" aria-label="编辑记录">
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
            <TableRow key={record.id}>
              <TableCell>{EDIT_RECORD_LABELS[record.type]}</TableCell>
              <TableCell>{record.operator}</TableCell>
              <TableCell>{record.time}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EDIT_RECORD_LABELS, Messages, type EditRecord } from 'shared-ui/contract';

/** An item's edit record, newest first as the server sends it: what was done (新建, 编辑 …), by whom, when. */
export function EditRecordList({ records }: { records: readonly EditRecord[] }) {
  if (records.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {Messages.emptyTable}
      </Typography>
    );
  }
  return (
    <Table size="small" data-testid="edit-records" aria-label="编辑记录">
      <TableHead>
        <TableRow>
          <TableCell>操作</TableCell>
          <TableCell>操作人</TableCell>
          <TableCell>时间</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((r) => (
          <TableRow key={r.id} data-testid="edit-record">
            <TableCell>{EDIT_RECORD_LABELS[r.type] ?? r.type}</TableCell>
            <TableCell>{r.operator}</TableCell>
            <TableCell>{r.time}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

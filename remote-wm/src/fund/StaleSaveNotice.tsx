import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { FundRow } from 'shared-ui/contract';
import type { FundTexts } from './FundTextFields';

const LABELS: Record<keyof FundTexts, string> = { name: '基金名称', title: '展示标题', remark: '推荐语', description: '基金简介' };

export interface StaleSaveNoticeProps {
  /** The server's 1015 message: who saved and when. */
  message: string;
  /** What is saved now. */
  current: FundRow;
  /** What this person typed. */
  mine: FundTexts;
  /** Take the saved values (what was typed is dropped, on purpose). */
  onReload: () => void;
  /** Keep what was typed, now based on the saved version: the next save replaces it knowingly. */
  onKeepMine: () => void;
}

/**
 * Someone saved the fund while this person was editing: nothing was overwritten. Shows their text beside the saved
 * one, field by field, and lets them choose; until they do, what they typed stays in the form.
 */
export function StaleSaveNotice({ message, current, mine, onReload, onKeepMine }: StaleSaveNoticeProps) {
  const differing = (Object.keys(LABELS) as (keyof FundTexts)[]).filter((k) => mine[k].trim() !== current[k]);
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{message}</AlertTitle>
      {differing.length > 0 ? (
        <Table size="small" aria-label="您的修改与最新保存的内容">
          <TableHead>
            <TableRow>
              <TableCell>字段</TableCell>
              <TableCell>您填写的</TableCell>
              <TableCell>最新保存的</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {differing.map((k) => (
              <TableRow key={k}>
                <TableCell>{LABELS[k]}</TableCell>
                <TableCell>{mine[k]}</TableCell>
                <TableCell>{current[k]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" color="inherit" onClick={onReload}>
          重新加载
        </Button>
        <Button size="small" color="inherit" onClick={onKeepMine}>
          保留我的修改
        </Button>
      </Stack>
    </Alert>
  );
}

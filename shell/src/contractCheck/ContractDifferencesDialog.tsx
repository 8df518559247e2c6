import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/router';
import { DIFFERENCE_LABELS, formatCmsTime } from 'shared-ui/contract';
import { CONTRACT_PAGE_PATH } from '../contract/contractPage';
import { clearDifferences, type SeenDifference } from './contractDifferences';

export interface ContractDifferencesDialogProps {
  differences: readonly SeenDifference[];
  onClose: () => void;
}

/** A call or a field name reads as one piece; an expected or received value may be long and wraps. */
const NAME_SX = { fontFamily: 'monospace', fontSize: 13, whiteSpace: 'nowrap' } as const;
const VALUE_SX = { fontFamily: 'monospace', fontSize: 13, minWidth: 120, maxWidth: 260, overflowWrap: 'anywhere' } as const;

/** The list behind 接口差异: each call and field whose answer differed from the contract, with what it should be. */
export default function ContractDifferencesDialog({ differences, onClose }: ContractDifferencesDialogProps) {
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="contract-differences-title">
      <DialogTitle id="contract-differences-title">后端答复与接口约定的差异</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          本次登录以来，后端以下答复的字段与接口约定不一致（只有超级管理员看得到）。这些页面可能显示空白或出错，请交给后端或集成人员核对；约定全文见
          <Link component={RouterLink} to={CONTRACT_PAGE_PATH} onClick={onClose} sx={{ mx: 0.5 }}>
            接口约定
          </Link>
          页，用 pnpm conformance 可检查全部接口。
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="接口差异">
            <TableHead>
              <TableRow>
                <TableCell>接口</TableCell>
                <TableCell>字段</TableCell>
                <TableCell>差异</TableCell>
                <TableCell>应为</TableCell>
                <TableCell>实为</TableCell>
                <TableCell>影响页面</TableCell>
                <TableCell>首次发现</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {differences.map((d) => (
                <TableRow key={`${d.call} ${d.kind} ${d.field}`} data-testid="contract-difference">
                  <TableCell sx={NAME_SX}>{d.call}</TableCell>
                  <TableCell sx={NAME_SX}>{d.field}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{DIFFERENCE_LABELS[d.kind]}</TableCell>
                  <TableCell sx={VALUE_SX}>{d.expected}</TableCell>
                  <TableCell sx={VALUE_SX}>{d.got}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>{d.screens.join('、') || '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCmsTime(d.firstSeen)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={clearDifferences}>清空列表</Button>
        <Button variant="contained" onClick={onClose}>
          关闭
        </Button>
      </DialogActions>
    </Dialog>
  );
}

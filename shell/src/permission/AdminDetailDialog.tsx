import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isReportedByShell, ROLE_LABELS } from 'shared-ui';
import { ADMIN_SIGNIN_METHOD_LABELS, formatPhone, type AdminAccountSnapshot, type PermissionAuditRecord } from 'shared-ui/contract';
import { auditDiff } from './auditDiff';
import { permissionLabel } from './permissionLabel';
import { useAdminDetail } from './useAdminDetail';

const yesNo = (value: boolean) => (value ? '是' : '否');
const phoneText = (phone: string | null) => (phone ? formatPhone(phone) : '未绑定');

function change(label: string, before: string | null, after: string) {
  return (
    <Typography variant="body2">
      {label}：{before === null || before === after ? after : `${before} → ${after}`}
    </Typography>
  );
}

function AuditEntry({ record, nameOf }: { record: PermissionAuditRecord; nameOf: (path: string) => string }) {
  const { before, after } = record;
  const { added, removed } = auditDiff(before, after);
  const of = (snap: AdminAccountSnapshot | null, pick: (s: AdminAccountSnapshot) => string) => (snap ? pick(snap) : null);
  return (
    <Box data-testid="audit-record">
      <Typography variant="subtitle2">
        {record.at} · {record.actor} · {record.action === 'create' ? '创建' : '修改'}
      </Typography>
      {change('角色', of(before, (s) => ROLE_LABELS[s.role]), ROLE_LABELS[after.role])}
      {change('超级管理员', of(before, (s) => yesNo(s.isSuperAdmin)), yesNo(after.isSuperAdmin))}
      {change('权限路径数', of(before, (s) => permissionLabel(s.permission)), permissionLabel(after.permission))}
      {/* Records written before accounts had phones say nothing of them. */}
      {after.phone !== undefined ? change('手机号', before?.phone === undefined ? null : phoneText(before.phone), phoneText(after.phone)) : null}
      {after.signinMethod
        ? change('登录方式', before?.signinMethod ? ADMIN_SIGNIN_METHOD_LABELS[before.signinMethod] : null, ADMIN_SIGNIN_METHOD_LABELS[after.signinMethod])
        : null}
      {added.length > 0 ? <Typography variant="body2" color="success.main">新增：{added.map(nameOf).join('，')}</Typography> : null}
      {removed.length > 0 ? <Typography variant="body2" color="error.main">移除：{removed.map(nameOf).join('，')}</Typography> : null}
    </Box>
  );
}

/** 详情: the account and its audit records, newest first as the server sends them. */
export function AdminDetailDialog({ id, onClose, nameOf = (path) => path }: { id: number | null; onClose: () => void; /** A path as the menu names it. */ nameOf?: (path: string) => string }) {
  const detail = useAdminDetail(id);
  return (
    <Dialog open={id !== null} onClose={onClose} maxWidth="md" fullWidth data-testid="admin-detail-dialog" aria-labelledby="admin-detail-title">
      <DialogTitle id="admin-detail-title">管理员详情{detail.data ? `：${detail.data.account}` : ''}</DialogTitle>
      <DialogContent dividers>
        {detail.isPending ? <CircularProgress aria-label="加载中" /> : null}
        {detail.isError && !isReportedByShell(detail.error) ? <Alert severity="error">{detail.error.message}</Alert> : null}
        {detail.data ? (
          <Stack spacing={1.5} divider={<Divider flexItem />}>
            <Typography variant="body2" data-testid="admin-detail-summary">
              手机号：{phoneText(detail.data.phone)} · 登录方式：{ADMIN_SIGNIN_METHOD_LABELS[detail.data.signinMethod]}
            </Typography>
            {detail.data.audit.length === 0 ? <Typography color="text.secondary">暂无数据</Typography> : null}
            {detail.data.audit.map((record) => (
              <AuditEntry key={record.id} record={record} nameOf={nameOf} />
            ))}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}

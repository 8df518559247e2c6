import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { ROLE_LABELS } from 'shared-ui';
import { ADMIN_SIGNIN_METHOD_LABELS, formatPhone, type AdminAccountRow } from 'shared-ui/contract';
import { permissionLabel } from './permissionLabel';

/** The list's columns; the actions call back with the row. Widths sum to fit a 1400 px window without scrolling. */
export function adminColumns(onEdit: (row: AdminAccountRow) => void, onDetail: (row: AdminAccountRow) => void): GridColDef<AdminAccountRow>[] {
  return [
    { field: 'account', headerName: '账号', flex: 1, minWidth: 90 },
    { field: 'role', headerName: '角色', width: 64, valueGetter: (_v, row) => ROLE_LABELS[row.role] },
    { field: 'isSuperAdmin', headerName: '超级管理员', width: 96, sortable: false, valueGetter: (_v, row) => (row.isSuperAdmin ? '是' : '否') },
    {
      field: 'permissionCount',
      headerName: '权限路径数',
      width: 96,
      sortable: false,
      valueGetter: (_v, row) => permissionLabel(row.permission, row.permissionCount),
    },
    // Unmasked: only super admins see this list, and they must be able to check the number against the person's.
    { field: 'phone', headerName: '手机号', width: 152, sortable: false, valueGetter: (_v, row) => (row.phone ? formatPhone(row.phone) : '—') },
    { field: 'signinMethod', headerName: '登录方式', width: 110, sortable: false, valueGetter: (_v, row) => ADMIN_SIGNIN_METHOD_LABELS[row.signinMethod] },
    { field: 'createdAt', headerName: '创建时间', width: 156 },
    { field: 'updatedAt', headerName: '更新时间', width: 156 },
    {
      field: 'actions',
      headerName: '操作',
      width: 160,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center' }}>
          <Button size="small" onClick={() => onEdit(row)} aria-label={`编辑 ${row.account}`}>
            编辑
          </Button>
          <Button size="small" onClick={() => onDetail(row)} aria-label={`详情 ${row.account}`}>
            详情
          </Button>
        </Stack>
      ),
    },
  ];
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLES, ROLE_LABELS, isRole } from 'shared-ui';
import { field, type AdminAccountRow, type FieldDef } from 'shared-ui/contract';
import { StaleSaveDialog } from 'shared-ui/workflow';
import type { PermissionNode } from './buildPermissionTree';
import { MenuPreview } from './MenuPreview';
import { PermissionTree } from './PermissionTree';
import { SigninFields } from './SigninFields';
import { useAdminForm } from './useAdminForm';

/** What 比较差异 compares of an account another super admin changed meanwhile. */
const ADMIN_COMPARE_FIELDS: readonly FieldDef[] = [
  field.select('role', '角色', ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))),
  field.switch('isSuperAdmin', '超级管理员'),
  field.textarea('permission', '可访问的路径'),
  field.text('phone', '手机号'),
];

export interface AdminFormProps {
  tree: readonly PermissionNode[];
  failedAreas: readonly string[];
  editing: AdminAccountRow | null;
  onClose: () => void;
}

/** The dialog's body once the tree is known: fields and tree on the left, the menu preview on the right. */
export function AdminForm({ tree, failedAreas, editing, onClose }: AdminFormProps) {
  const form = useAdminForm({ tree, editing, onSaved: onClose });
  const { errors } = form;
  return (
    <>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 3 }}>
          <Stack spacing={2}>
            {editing ? (
              <Typography variant="body2">账号：{editing.account}</Typography>
            ) : (
              <TextField
                label="账号"
                required
                size="small"
                value={form.account}
                onChange={(e) => form.setAccount(e.target.value.trim())}
                onBlur={() => void form.checkAccount()}
                error={Boolean(errors.account)}
                helperText={errors.account ?? ' '}
                slotProps={{ htmlInput: { 'data-testid': 'admin-account' } }}
              />
            )}
            <SigninFields form={form} />
            <TextField
              select
              label="角色"
              size="small"
              value={form.role}
              onChange={(e) => {
                if (isRole(e.target.value)) form.setRole(e.target.value);
              }}
              error={Boolean(errors.role)}
              helperText={errors.role ?? ' '}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'admin-role' } as Record<string, string> } }}
            >
              {ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {ROLE_LABELS[r]}
                </MenuItem>
              ))}
            </TextField>
            <Box>
              <FormControlLabel
                label="超级管理员"
                control={<Switch checked={form.isSuperAdmin} onChange={(e) => form.setSuperAdmin(e.target.checked)} />}
              />
              {errors.isSuperAdmin ? <FormHelperText error>{errors.isSuperAdmin}</FormHelperText> : null}
              <FormControlLabel
                label="全部权限"
                control={<Switch checked={form.fullAccess} onChange={(e) => form.setFullAccess(e.target.checked)} />}
              />
            </Box>
            {failedAreas.map((area) => (
              <Alert key={area} severity="warning" data-testid="permission-modules-warning">
                {area} 的模块列表加载失败，暂时无法选择其模块
              </Alert>
            ))}
            {errors.permission ? <FormHelperText error>{errors.permission}</FormHelperText> : null}
            <Box sx={{ maxHeight: 420, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
              <PermissionTree tree={tree} checked={form.checked} onToggle={form.toggle} disabled={form.fullAccess} />
            </Box>
          </Stack>
          <Box sx={{ borderLeft: { md: 1 }, borderColor: { md: 'divider' }, pl: { md: 2 } }}>
            <MenuPreview permission={form.permission} isSuperAdmin={form.isSuperAdmin} tree={tree} />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" onClick={form.submit} disabled={form.saving} data-testid="admin-save">
          保存
        </Button>
      </DialogActions>
      {form.staleConflict ? (
        <StaleSaveDialog
          fields={ADMIN_COMPARE_FIELDS}
          mine={{ ...form.staleConflict.mine }}
          conflict={form.staleConflict.detail}
          busy={form.saving}
          wording={{
            overwrite: '覆盖保存',
            close: '继续编辑',
            hint: '重新加载会把对方保存的角色、权限和手机号载入表单，您的修改不保存；覆盖保存会以您的设置替换对方的修改。',
          }}
          onReload={form.reloadTheirs}
          onOverwrite={form.overwrite}
          onClose={form.dismissConflict}
        />
      ) : null}
    </>
  );
}

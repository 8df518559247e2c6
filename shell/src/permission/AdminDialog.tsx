import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminAccountRow } from 'shared-ui/contract';
import { AdminForm } from './AdminForm';
import type { PermissionTreeState } from './usePermissionTree';

export interface AdminDialogProps {
  open: boolean;
  /** The account being edited; null to create one. */
  editing: AdminAccountRow | null;
  treeState: PermissionTreeState;
  onClose: () => void;
}

/** 新建管理员 / 编辑管理员: waits for the module lists so a stored module path ticks its box from the start. */
export function AdminDialog({ open, editing, treeState, onClose }: AdminDialogProps) {
  const title = editing ? `编辑管理员：${editing.account}` : '新建管理员';
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="admin-dialog-title" data-testid="admin-dialog">
      <DialogTitle id="admin-dialog-title">{title}</DialogTitle>
      {treeState.tree ? (
        <AdminForm key={editing?.id ?? 'new'} tree={treeState.tree} failedAreas={treeState.failedAreas} editing={editing} onClose={onClose} />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label="正在加载模块列表" />
        </Box>
      )}
    </Dialog>
  );
}

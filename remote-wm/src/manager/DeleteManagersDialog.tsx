import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { ApiError, notify } from 'shared-ui';
import { ErrorCode, MANAGER_MESSAGES, type ManagerInUse } from 'shared-ui/contract';
import { shownFailureMessage } from 'shared-ui/workflow';
import { FundSlotList } from '../fund/FundSlotList';
import { useDeleteManagers } from './api/managerMutations';

function usagesOf(error: unknown): ManagerInUse[] {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.Duplicate || !Array.isArray(error.data)) return [];
  return (error.data as ManagerInUse[]).filter((u) => Array.isArray(u.slots) && u.slots.length > 0);
}

/**
 * Asks before deleting, naming the managers. When the server refuses because slots show some of them (1019), none is
 * deleted and the dialog lists each slot (its module as a link, the entry and its status). Mounted only while open.
 */
export function DeleteManagersDialog({ managers, onClose, onDeleted }: { managers: readonly { id: string; name: string }[]; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteManagers();
  const [refusal, setRefusal] = useState<{ message: string; usages: ManagerInUse[] } | null>(null);
  const names = managers.map((m) => `「${m.name}」`).join('、');

  const confirm = () => {
    remove.mutate(
      managers.map((m) => m.id),
      {
        onSuccess: () => {
          notify.success(MANAGER_MESSAGES.deleted);
          onDeleted();
        },
        onError: (error) => {
          const message = shownFailureMessage(error);
          if (message) setRefusal({ message, usages: usagesOf(error) });
          else onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>删除基金经理</DialogTitle>
      <DialogContent>
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal.usages.length > 0 ? '以下基金经理正在运营位中使用，未删除任何基金经理。请先在对应运营位中移除或下架：' : refusal.message}
            {refusal.usages.map((usage) => (
              <FundSlotList key={usage.id} slots={usage.slots} fundName={usage.name} label={`使用「${usage.name}」的运营位`} />
            ))}
          </Alert>
        ) : (
          <DialogContentText>{`确定从基金经理库删除 ${names} 吗？删除后「基金经理推荐」将不能再选择，关联的基金经理品牌文章也不再显示其姓名。`}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {refusal ? '关闭' : '取消'}
        </Button>
        {refusal ? null : (
          <Button variant="contained" color="error" onClick={confirm} loading={remove.isPending}>
            删除
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { ApiError, notify } from 'shared-ui';
import { ErrorCode, FUND_MESSAGES, type FundInUse } from 'shared-ui/contract';
import { shownFailureMessage } from 'shared-ui/workflow';
import { useDeleteFunds } from './api/fundMutations';
import { FundSlotList } from './FundSlotList';

function usagesOf(error: unknown): FundInUse[] {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.Duplicate || !Array.isArray(error.data)) return [];
  return (error.data as FundInUse[]).filter((u) => Array.isArray(u.slots) && u.slots.length > 0);
}

/**
 * Asks before deleting, naming the funds. When the server refuses because slots show some of them (1019), none is
 * deleted and the dialog lists each slot: its module (a link), the entry and its status. Mounted only while open.
 */
export function DeleteFundsDialog({ funds, onClose, onDeleted }: { funds: readonly { id: number; name: string }[]; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteFunds();
  const [refusal, setRefusal] = useState<{ message: string; usages: FundInUse[] } | null>(null);
  const names = funds.map((f) => `「${f.name}」`).join('、');

  const confirm = () => {
    remove.mutate(
      funds.map((f) => f.id),
      {
        onSuccess: () => {
          notify.success(FUND_MESSAGES.deleted);
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
      <DialogTitle>删除基金</DialogTitle>
      <DialogContent>
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal.usages.length > 0 ? '以下基金正在运营位中使用，未删除任何基金。请先在对应运营位中移除或下架：' : refusal.message}
            {refusal.usages.map((usage) => (
              <FundSlotList key={usage.id} slots={usage.slots} fundName={usage.name} label={`使用「${usage.name}」的运营位`} />
            ))}
          </Alert>
        ) : (
          <DialogContentText>{`确定从基金库删除 ${names} 吗？删除后运营位将不能再选择${funds.length > 1 ? '这些基金' : '该基金'}。`}</DialogContentText>
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

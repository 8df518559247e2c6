import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, notify, shownFailureMessage } from 'shared-ui';
import { ErrorCode, type FundSlot } from 'shared-ui/contract';
import { FundSlotList } from '../fund/FundSlotList';

/** One item the server refused to delete, with the slots that show it. */
interface ItemInUse {
  id: number | string;
  name: string;
  slots: readonly FundSlot[];
}

function usagesOf(error: unknown): ItemInUse[] {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.Duplicate || !Array.isArray(error.data)) return [];
  return (error.data as ItemInUse[]).filter((u) => Array.isArray(u.slots) && u.slots.length > 0);
}

export interface DeleteLibraryItemsDialogProps<K extends number | string> {
  /** 基金, 基金经理: what one item is called. */
  itemName: string;
  /** 基金库, 基金经理库. */
  libraryTitle: string;
  items: readonly { id: K; name: string }[];
  /** What deleting means for the slots, after the names (一句话). */
  consequence: string;
  deletedMessage: string;
  remove: UseMutationResult<unknown, unknown, K[]>;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting library items, naming them. When the server refuses because slots show some of them (1019),
 * none is deleted and the dialog lists each slot: its module (a link), the entry and its status. The fund and the
 * manager library share it; mounted only while open.
 */
export function DeleteLibraryItemsDialog<K extends number | string>({ itemName, libraryTitle, items, consequence, deletedMessage, remove, onClose, onDeleted }: DeleteLibraryItemsDialogProps<K>) {
  const [refusal, setRefusal] = useState<{ message: string; usages: ItemInUse[] } | null>(null);
  const names = items.map((item) => `「${item.name}」`).join('、');

  const confirm = () => {
    remove.mutate(
      items.map((item) => item.id),
      {
        onSuccess: () => {
          notify.success(deletedMessage);
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
      <DialogTitle>删除{itemName}</DialogTitle>
      <DialogContent>
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal.usages.length > 0 ? `以下${itemName}正在运营位中使用，未删除任何${itemName}。请先在对应运营位中移除或下架：` : refusal.message}
            {refusal.usages.map((usage) => (
              <FundSlotList key={usage.id} slots={usage.slots} fundName={usage.name} label={`使用「${usage.name}」的运营位`} />
            ))}
          </Alert>
        ) : (
          <DialogContentText>{`确定从${libraryTitle}删除 ${names} 吗？${consequence}`}</DialogContentText>
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

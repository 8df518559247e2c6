import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, notify, shownFailureMessage } from 'shared-ui';
import { ErrorCode, field, type FieldDef, type FundSlot } from 'shared-ui/contract';
import { useActionConflict, type StaleSaveConflict } from 'shared-ui/workflow';
import { WhereUsedList } from 'shared-ui/components';

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

/** A library delete: the ids and, per id, the `update_time` the screen showed (the libraries' own stale stamp). */
export interface LibraryDelete<K extends number | string> {
  ids: K[];
  update_times: Record<string, string>;
}

/** What 比较差异 shows of a library item changed since. */
const COMPARED: readonly FieldDef[] = [field.text('name', '名称')];

/**
 * A library's 1015 as the engine's conflict dialog reads it: the server's words, and the current row it carries (who
 * saved it and when). Its version is the row's `update_time`, which the resend takes from the row itself.
 */
function libraryStaleOf(error: unknown): StaleSaveConflict | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.WithdrawConflict) return null;
  const current = typeof error.data === 'object' && error.data !== null && !Array.isArray(error.data) ? (error.data as Record<string, unknown>) : null;
  const text = (key: string) => (typeof current?.[key] === 'string' ? (current[key] as string) : null);
  return { operator: text('update_operator'), time: text('update_time'), version: null, current, message: error.message };
}

export interface DeleteLibraryItemsDialogProps<K extends number | string> {
  /** 基金, 基金经理: what one item is called. */
  itemName: string;
  /** 基金库, 基金经理库. */
  libraryTitle: string;
  /** With each one's `update_time` as shown: the base of the delete (an item saved since is refused 1015). */
  items: readonly { id: K; name: string; update_time?: string }[];
  /** What deleting means for the slots, after the names (一句话). */
  consequence: string;
  deletedMessage: string;
  remove: UseMutationResult<unknown, unknown, LibraryDelete<K>>;
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
  // The list refreshes after every delete, refused or not (the mutation's onSettled): 重新加载 only closes.
  const conflict = useActionConflict<Record<string, unknown>>(COMPARED, onClose, libraryStaleOf);
  const bases = useRef<Record<string, string>>(Object.fromEntries(items.flatMap((item) => (item.update_time ? [[String(item.id), item.update_time]] : []))));

  const confirm = (): void => {
    remove.mutate(
      { ids: items.map((item) => item.id), update_times: bases.current },
      {
        onSuccess: () => {
          notify.success(deletedMessage);
          onDeleted();
        },
        onError: (error) => {
          const current = libraryStaleOf(error)?.current;
          const resend = () => {
            // 仍然删除: based on the row the refusal carried, its id and update_time.
            if (current && (typeof current.id === 'string' || typeof current.id === 'number') && typeof current.update_time === 'string') {
              bases.current = { ...bases.current, [String(current.id)]: current.update_time };
            }
            confirm();
          };
          const refused = items.find((item) => item.id === current?.id) ?? items[0];
          if (conflict.catchStale(error, { verb: '删除', row: { ...refused }, resend })) return;
          const message = shownFailureMessage(error);
          if (message) setRefusal({ message, usages: usagesOf(error) });
          else onClose();
        },
      },
    );
  };

  return (
    <>
    <Dialog open onClose={remove.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>删除{itemName}</DialogTitle>
      <DialogContent>
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal.usages.length > 0 ? `以下${itemName}正在运营位中使用，未删除任何${itemName}。请先在对应运营位中移除或下架：` : refusal.message}
            {refusal.usages.map((usage) => (
              <WhereUsedList key={usage.id} uses={usage.slots} itemName={itemName} itemLabel={usage.name} />
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
    {conflict.dialog}
    </>
  );
}

import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notify, shownFailureMessage } from 'shared-ui';
import { baseVersionsOf, field, type FieldDef, type FundSlot } from 'shared-ui/contract';
import { staleSaveOf, useActionConflict } from 'shared-ui/workflow';
import { ConfirmDeleteDialog, refusedInUse, WhereUsedList } from 'shared-ui/components';

/** One item the server refused to delete, with the slots that show it. */
interface ItemInUse {
  id: number | string;
  name: string;
  slots: readonly FundSlot[];
}

/** A library delete: the ids and, per id, the `version` the screen showed (the engine's stale check, staleSave.ts). */
export interface LibraryDelete<K extends number | string> {
  ids: K[];
  base_versions: Record<string, number | null>;
}

/** What 比较差异 shows of a library item changed since. */
const COMPARED: readonly FieldDef[] = [field.text('name', '名称')];

export interface DeleteLibraryItemsDialogProps<K extends number | string> {
  /** 基金, 基金经理: what one item is called. */
  itemName: string;
  /** 基金库, 基金经理库. */
  libraryTitle: string;
  /** With each one's `version` as shown: the base of the delete (an item saved since is refused 1043). */
  items: readonly { id: K; name: string; version?: number }[];
  /** What deleting means for the slots, after the names (一句话). */
  consequence: string;
  deletedMessage: string;
  remove: UseMutationResult<unknown, unknown, LibraryDelete<K>>;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting library items, naming them. When the server refuses because slots show some of them (1019),
 * none is deleted and the dialog lists each slot: its module (a link), the entry and its status. An item saved since
 * the list showed it (1043) opens the engine's conflict dialog. Every library screen of the kit shares it; mounted
 * only while open.
 */
export function DeleteLibraryItemsDialog<K extends number | string>({ itemName, libraryTitle, items, consequence, deletedMessage, remove, onClose, onDeleted }: DeleteLibraryItemsDialogProps<K>) {
  const [refusal, setRefusal] = useState<{ message: string; usages: ItemInUse[] } | null>(null);
  const names = items.map((item) => `「${item.name}」`).join('、');
  // The list refreshes after every delete, refused or not (the mutation's onSettled): 重新加载 only closes.
  const conflict = useActionConflict<Record<string, unknown>>(COMPARED, onClose);
  const bases = useRef(baseVersionsOf(items));

  const confirm = (): void => {
    remove.mutate(
      { ids: items.map((item) => item.id), base_versions: bases.current },
      {
        onSuccess: () => {
          notify.success(deletedMessage);
          onDeleted();
        },
        onError: (error) => {
          const current = staleSaveOf(error)?.current;
          const refused = items.find((item) => item.id === current?.id) ?? items[0];
          const resend = (version: number | null) => {
            // 仍然删除: the refused item now based on the version the refusal named; the others as they were.
            if (refused) bases.current = { ...bases.current, [String(refused.id)]: version };
            confirm();
          };
          if (conflict.catchStale(error, { verb: '删除', row: { ...refused }, resend })) return;
          const message = shownFailureMessage(error);
          if (message) setRefusal({ message, usages: refusedInUse<ItemInUse>(error) });
          else onClose();
        },
      },
    );
  };

  const shownRefusal =
    refusal ? (
      <>
        {refusal.usages.length > 0 ? `以下${itemName}正在运营位中使用，未删除任何${itemName}。请先在对应运营位中移除或下架：` : refusal.message}
        {refusal.usages.map((usage) => (
          <WhereUsedList key={usage.id} uses={usage.slots} itemName={itemName} itemLabel={usage.name} />
        ))}
      </>
    ) : null;

  return (
    <>
      <ConfirmDeleteDialog title={`删除${itemName}`} question={`确定从${libraryTitle}删除${names}吗？${consequence}`} refusal={shownRefusal} pending={remove.isPending} onConfirm={confirm} onClose={onClose} />
      {conflict.dialog}
    </>
  );
}
